public import PetriHierarchy

/// A step that builds a new navigation controller, holding the view controllers pushed after it
/// (RouteComposer's `NavigationControllerStep`): `.from(NavigationControllerStep())`.
public typealias NavigationControllerStep<Context> = StepAssembly<UINavigationController, Context>

/// A step that builds a new tab bar controller, holding the tabs added after it.
public typealias TabBarControllerStep<Context> = StepAssembly<UITabBarController, Context>

/// A step that builds a new split view controller, holding the columns set after it.
public typealias SplitControllerStep<Context> = StepAssembly<UISplitViewController, Context>

extension StepAssembly where VC == UINavigationController {
    /// A step that always builds a new navigation controller.
    public init(configuration: (@MainActor (UINavigationController) -> Void)? = nil) {
        self.init(finder: NilFinder<VC, Context>(), factory: NavigationControllerFactory(configuration: configuration))
    }
}

extension StepAssembly where VC == UITabBarController {
    /// A step that always builds a new tab bar controller.
    public init(configuration: (@MainActor (UITabBarController) -> Void)? = nil) {
        self.init(finder: NilFinder<VC, Context>(), factory: TabBarControllerFactory(configuration: configuration))
    }
}

extension StepAssembly where VC == UISplitViewController {
    /// A step that always builds a new split view controller.
    public init(configuration: (@MainActor (UISplitViewController) -> Void)? = nil) {
        self.init(finder: NilFinder<VC, Context>(), factory: SplitControllerFactory(configuration: configuration))
    }
}
