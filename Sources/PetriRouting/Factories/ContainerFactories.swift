public import PetriHierarchy

/// Builds a navigation controller holding the view controllers gathered for it.
public struct NavigationControllerFactory<Context>: ContainerFactory {
    public typealias ViewController = NavigationController
    private let configuration: (@MainActor (NavigationController) -> Void)?

    /// Creates a factory; `configuration` runs on each new navigation controller (set its
    /// delegate, its title).
    public init(configuration: (@MainActor (NavigationController) -> Void)? = nil) {
        self.configuration = configuration
    }

    public func build(with context: Context, integrating children: [PetriHierarchy.UIViewController]) throws -> NavigationController {
        let navigationController = NavigationController()
        configuration?(navigationController)
        try navigationController.setViewControllers(children, animated: false)
        return navigationController
    }
}

/// Builds a tab bar controller whose tabs are the view controllers gathered for it.
public struct TabBarControllerFactory<Context>: ContainerFactory {
    public typealias ViewController = TabBarController
    private let configuration: (@MainActor (TabBarController) -> Void)?

    /// Creates a factory; `configuration` runs on each new tab bar controller.
    public init(configuration: (@MainActor (TabBarController) -> Void)? = nil) {
        self.configuration = configuration
    }

    public func build(with context: Context, integrating children: [PetriHierarchy.UIViewController]) throws -> TabBarController {
        let tabBarController = TabBarController()
        configuration?(tabBarController)
        try tabBarController.setViewControllers(children, animated: false)
        return tabBarController
    }
}

/// Builds a split view controller whose columns are the view controllers gathered for it.
public struct SplitControllerFactory<Context>: ContainerFactory {
    public typealias ViewController = SplitViewController
    private let configuration: (@MainActor (SplitViewController) -> Void)?

    /// Creates a factory; `configuration` runs on each new split view controller.
    public init(configuration: (@MainActor (SplitViewController) -> Void)? = nil) {
        self.configuration = configuration
    }

    public func build(with context: Context, integrating children: [PetriHierarchy.UIViewController]) throws -> SplitViewController {
        let splitViewController = SplitViewController()
        configuration?(splitViewController)
        try splitViewController.setViewControllers(children, animated: false)
        return splitViewController
    }
}
