public import PetriHierarchy

// Every deprecated declaration of the RouteComposer module, with the release that deprecated it:
// kept for one release so a configuration upgrades with deprecation warnings rather than
// errors. CHANGELOG.md lists them too.
//
// 0.1.0: names RouteComposer itself deprecated, which a configuration written for an earlier
// RouteComposer still uses.

/// RouteComposer's earlier name for a factory building a view controller from a nib: its
/// `ClassFactory(nibName:bundle:)` today. Kept so a configuration written for an earlier
/// RouteComposer compiles, with a warning naming the new spelling.
@available(
    *, deprecated, renamed: "ClassFactory",
    message:
        "RouteComposer builds a view controller from its nib with ClassFactory(nibName:bundle:); deprecated in petri 0.1.0, removed in 0.2.0"
)
public typealias XibFactory<VC: UIViewController, C> = ClassFactory<VC, C>
