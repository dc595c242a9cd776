import PetriDish

/// The demo shop's fixed data that presets stand for, so nobody has to type a UUID or a postal
/// address: the demo orders and delivery addresses.
enum DemoData {
    /// The demo orders, by where they are in their life.
    static let orders: [ParameterPreset] = [
        ParameterPreset("latest", value: "A1B2C3D4-E5F6-4789-A0B1-C2D3E4F5A6B7",
                        summary: "placed yesterday, shipped in two parcels"),
        ParameterPreset("delivered", value: "3D4E5F60-7182-4A93-B4C5-D6E7F8091A2B",
                        summary: "delivered last week, still returnable"),
        ParameterPreset("cancelled", value: "9F8E7D6C-5B4A-4392-8170-6F5E4D3C2B1A",
                        summary: "cancelled before shipping, refunded"),
    ]

    /// Delivery addresses, by kind.
    static let addresses: [ParameterPreset] = [
        ParameterPreset("home", value: "221B Baker Street, London NW1 6XE, United Kingdom",
                        summary: "a flat in a residential street"),
        ParameterPreset("office", value: "1 Canada Square, Floor 32, London E14 5AB, United Kingdom",
                        summary: "an office tower with a reception desk"),
        ParameterPreset("locker", value: "Parcel locker 1147, Waterloo Station, London SE1 8SW, United Kingdom",
                        summary: "a parcel locker: no courier instructions"),
    ]
}
