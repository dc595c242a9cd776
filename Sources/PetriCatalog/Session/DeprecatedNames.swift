// The session's earlier name, kept for one release so an app team's catalog upgrades with a
// deprecation warning rather than an error.

/// The name ``DishSession`` had before: "Petri" names the tool and its modules; the session is a
/// dish's.
@available(*, deprecated, renamed: "DishSession")
public typealias PetriSession = DishSession
