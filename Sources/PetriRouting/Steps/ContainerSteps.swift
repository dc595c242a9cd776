public import PetriHierarchy

/// A step that builds a new navigation controller, holding the view controllers pushed after it
/// (RouteComposer's `PetriNavigationControllerStep`): `.from(PetriNavigationControllerStep())`.
public typealias PetriNavigationControllerStep<Context> = PetriStepAssembly<UINavigationController, Context>

/// A step that builds a new tab bar controller, holding the tabs added after it.
public typealias PetriTabBarControllerStep<Context> = PetriStepAssembly<UITabBarController, Context>

/// A step that builds a new split view controller, holding the columns set after it.
public typealias PetriSplitControllerStep<Context> = PetriStepAssembly<UISplitViewController, Context>

extension PetriStepAssembly where VC == UINavigationController {
    /// A step that always builds a new navigation controller.
    public init(configuration: (@MainActor (UINavigationController) -> Void)? = nil) {
        self.init(
            finder: PetriNilFinder<VC, Context>(),
            factory: PetriNavigationControllerFactory(configuration: configuration))
    }
}

extension PetriStepAssembly where VC == UITabBarController {
    /// A step that always builds a new tab bar controller.
    public init(configuration: (@MainActor (UITabBarController) -> Void)? = nil) {
        self.init(
            finder: PetriNilFinder<VC, Context>(), factory: PetriTabBarControllerFactory(configuration: configuration))
    }
}

extension PetriStepAssembly where VC == UISplitViewController {
    /// A step that always builds a new split view controller.
    public init(configuration: (@MainActor (UISplitViewController) -> Void)? = nil) {
        self.init(
            finder: PetriNilFinder<VC, Context>(), factory: PetriSplitControllerFactory(configuration: configuration))
    }
}
