// The coordinators' earlier names, kept for one release so an app team's flows upgrade with
// deprecation warnings rather than errors.

/// The name ``CoordinatorRouter`` had before: it said "router" as RouteComposer's ``Router``
/// does, for another thing.
@available(*, deprecated, renamed: "CoordinatorRouter")
public typealias NavigationRouter = CoordinatorRouter
