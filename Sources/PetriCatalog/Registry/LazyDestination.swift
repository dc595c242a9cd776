import PetriRouting

/// A catalog entry's route, assembled on first use and kept: registering ten thousand screens
/// stores ten thousand closures, and only the routes a session plans, opens, shows, checks or
/// exports are ever assembled.
@MainActor
final class LazyDestination {
    /// What an assembled route gives the entry.
    struct Assembled {
        /// The steps, destination first.
        let steps: [StepDescription]
        let plan: @MainActor (any Navigating, ContextValues) throws -> RoutingPlan
        let navigate: @MainActor (any Navigating, ContextValues, Bool) async throws -> RoutingTrace
    }

    private var assemble: (@MainActor () -> Assembled)?
    private var cached: Assembled?

    init(_ assemble: @escaping @MainActor () -> Assembled) {
        self.assemble = assemble
    }

    /// The route, assembled now if it was not yet.
    var assembled: Assembled {
        if let cached { return cached }
        let assembled = assemble!()
        cached = assembled
        assemble = nil
        return assembled
    }
}
