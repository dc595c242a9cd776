// RouteComposer's public names over petri's router, so a RouteComposer app's configuration
// compiles unchanged: `import RouteComposer` keeps its meaning, and `import UIKit` becomes
// `import PetriHierarchy` (re-exported here, so a configuration file needs only this module).
//
// The entities an app writes for RouteComposer (finders, factories, actions, interceptors,
// context tasks) conform to this module's protocols, which are RouteComposer's: completion-based
// actions and interceptors, `mutating func prepare`, finders that search the key window. Each is
// wrapped, when a step is assembled, into petri's entity of the same role (`StandIns/`), and the
// router names and treats it as the entity it stands for. The steps are petri's
// `DestinationStep`s, so a catalog registers them as it registers any route.
//
// `docs/routecomposer-names.md` maps what remains different and why.

@_exported public import PetriHierarchy
public import PetriRouting

/// A chain of steps to a view controller, ready to navigate to (RouteComposer's
/// `DestinationStep`): petri's, so a catalog registers it as any route.
public typealias DestinationStep<VC: UIViewController, C> = PetriRouting.PetriDestinationStep<VC, C>

/// The end of a chain, ready to be assembled.
public typealias LastStepInChainAssembly<VC: UIViewController, C> = PetriRouting.PetriLastStepInChainAssembly<VC, C>

/// Where a stack-iterating finder looks, relative to where it starts: RouteComposer's options,
/// with the same values.
public typealias SearchOptions = PetriRouting.PetriSearchOptions

/// An entity that stands for "nothing": a `NilFinder` never finds, a `NilFactory` builds nothing.
public typealias NilEntity = PetriRouting.PetriNilEntity

/// A task run on each view controller of a route once the navigation succeeded, with the
/// stack it built (the same requirement as RouteComposer's).
public typealias PostRoutingTask = PetriRouting.PetriPostRoutingTask
