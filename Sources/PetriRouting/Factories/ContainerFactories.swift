public import PetriHierarchy

/// Builds a navigation controller holding the view controllers gathered for it.
public struct PetriNavigationControllerFactory<Context>: PetriContainerFactory {
    public typealias ViewController = UINavigationController
    private let configuration: (@MainActor (UINavigationController) -> Void)?

    /// Creates a factory; `configuration` runs on each new navigation controller (set its
    /// delegate, its title).
    public init(configuration: (@MainActor (UINavigationController) -> Void)? = nil) {
        self.configuration = configuration
    }

    public func build(with context: Context, integrating children: [PetriHierarchy.UIViewController]) throws
        -> UINavigationController
    {
        let navigationController = UINavigationController()
        configuration?(navigationController)
        try navigationController.checkedSetViewControllers(children, animated: false)
        return navigationController
    }
}

/// Builds a tab bar controller whose tabs are the view controllers gathered for it.
public struct PetriTabBarControllerFactory<Context>: PetriContainerFactory {
    public typealias ViewController = UITabBarController
    private let configuration: (@MainActor (UITabBarController) -> Void)?

    /// Creates a factory; `configuration` runs on each new tab bar controller.
    public init(configuration: (@MainActor (UITabBarController) -> Void)? = nil) {
        self.configuration = configuration
    }

    public func build(with context: Context, integrating children: [PetriHierarchy.UIViewController]) throws
        -> UITabBarController
    {
        let tabBarController = UITabBarController()
        configuration?(tabBarController)
        try tabBarController.checkedSetViewControllers(children, animated: false)
        return tabBarController
    }
}

/// Builds a split view controller whose columns are the view controllers gathered for it.
public struct PetriSplitControllerFactory<Context>: PetriContainerFactory {
    public typealias ViewController = UISplitViewController
    private let configuration: (@MainActor (UISplitViewController) -> Void)?

    /// Creates a factory; `configuration` runs on each new split view controller.
    public init(configuration: (@MainActor (UISplitViewController) -> Void)? = nil) {
        self.configuration = configuration
    }

    public func build(with context: Context, integrating children: [PetriHierarchy.UIViewController]) throws
        -> UISplitViewController
    {
        let splitViewController = UISplitViewController()
        configuration?(splitViewController)
        try splitViewController.checkedSetViewControllers(children, animated: false)
        return splitViewController
    }
}

// The container factories above prepare nothing (the protocol's default).
extension PetriNavigationControllerFactory: ChecklessPreparation {
    var checksNothing: Bool { true }
}

extension PetriTabBarControllerFactory: ChecklessPreparation {
    var checksNothing: Bool { true }
}

extension PetriSplitControllerFactory: ChecklessPreparation {
    var checksNothing: Bool { true }
}
