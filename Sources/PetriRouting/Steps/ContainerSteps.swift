public import PetriHierarchy

/// A step that builds a new navigation controller, holding the view controllers pushed after it
/// (RouteComposer's `NavigationControllerStep`): `.from(NavigationControllerStep())`.
public typealias NavigationControllerStep<Context> = StepAssembly<NavigationController, Context>

/// A step that builds a new tab bar controller, holding the tabs added after it.
public typealias TabBarControllerStep<Context> = StepAssembly<TabBarController, Context>

/// A step that builds a new split view controller, holding the columns set after it.
public typealias SplitControllerStep<Context> = StepAssembly<SplitViewController, Context>

extension StepAssembly where VC == NavigationController {
    /// A step that always builds a new navigation controller.
    public init(configuration: (@MainActor (NavigationController) -> Void)? = nil) {
        self.init(finder: NilFinder<VC, Context>(), factory: NavigationControllerFactory(configuration: configuration))
    }
}

extension StepAssembly where VC == TabBarController {
    /// A step that always builds a new tab bar controller.
    public init(configuration: (@MainActor (TabBarController) -> Void)? = nil) {
        self.init(finder: NilFinder<VC, Context>(), factory: TabBarControllerFactory(configuration: configuration))
    }
}

extension StepAssembly where VC == SplitViewController {
    /// A step that always builds a new split view controller.
    public init(configuration: (@MainActor (SplitViewController) -> Void)? = nil) {
        self.init(finder: NilFinder<VC, Context>(), factory: SplitControllerFactory(configuration: configuration))
    }
}
