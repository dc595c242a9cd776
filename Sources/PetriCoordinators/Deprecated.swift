// Every deprecated declaration of PetriCoordinators, with the release that deprecated it: kept
// for one release so an app team's flows upgrade with deprecation warnings rather than errors.
// CHANGELOG.md lists them too.
//
// 0.1.0: the coordinators' earlier names.

/// The name ``CoordinatorRouter`` had before: it said "router" as RouteComposer's ``Router``
/// does, for another thing.
@available(
    *, deprecated, renamed: "CoordinatorRouter",
    message: "renamed to 'CoordinatorRouter' in petri 0.1.0; the old name is removed in 0.2.0"
)
public typealias NavigationRouter = CoordinatorRouter
