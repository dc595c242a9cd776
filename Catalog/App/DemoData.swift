import PetriDish

/// The demo shop's fixed data that presets stand for, so nobody has to type a UUID or a postal
/// address: the demo users, orders and delivery addresses.
enum DemoData {
    /// The demo users, by the kind of account they show.
    static let users: [ParameterPreset] = [
        ParameterPreset(
            "premium", value: "6F1C2D3E-4A5B-4C6D-8E7F-9A0B1C2D3E4F",
            summary: "Ada Lovelace, a premium member with two saved cards and 40 orders"),
        ParameterPreset(
            "regular", value: "2B7E151E-28AE-4D2A-ABF7-158809CF4F3C",
            summary: "Grace Hopper, a regular customer with one saved address"),
        ParameterPreset(
            "guest", value: "0C9A8B7D-6E5F-4A3B-9C2D-1E0F9A8B7C6D",
            summary: "a guest who checked out once: an e-mail address and nothing else"),
    ]

    /// The demo orders, by where they are in their life.
    static let orders: [ParameterPreset] = [
        ParameterPreset(
            "latest", value: "A1B2C3D4-E5F6-4789-A0B1-C2D3E4F5A6B7",
            summary: "placed yesterday, shipped in two parcels"),
        ParameterPreset(
            "delivered", value: "3D4E5F60-7182-4A93-B4C5-D6E7F8091A2B",
            summary: "delivered last week, still returnable"),
        ParameterPreset(
            "cancelled", value: "9F8E7D6C-5B4A-4392-8170-6F5E4D3C2B1A",
            summary: "cancelled before shipping, refunded"),
    ]

    /// Delivery addresses, by kind.
    static let addresses: [ParameterPreset] = [
        ParameterPreset(
            "home", value: "221B Baker Street, London NW1 6XE, United Kingdom",
            summary: "a flat in a residential street"),
        ParameterPreset(
            "office", value: "1 Canada Square, Floor 32, London E14 5AB, United Kingdom",
            summary: "an office tower with a reception desk"),
        ParameterPreset(
            "locker", value: "Parcel locker 1147, Waterloo Station, London SE1 8SW, United Kingdom",
            summary: "a parcel locker: no courier instructions"),
    ]
}
