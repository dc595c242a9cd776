import PetriDish

/// A screen context of the shop: decoded from the Petri dish's parameters. petri prints it in
/// trees as its fields (`productID: 42, sort: price`), absent optionals left out, values in the
/// form a user types them; the shop writes no `description` for that.
protocol ShopContext: Decodable, Equatable, Sendable {}
