public import Foundation

/// Builds a view controller of class `VC`: UIKit's container classes themselves, or a class
/// that is ``NibInstantiable``.
@MainActor
enum ClassInstantiation {
    static func make<VC: UIViewController>(
        _ type: VC.Type, base: UIViewController.Type, nibName: String?, bundle: Bundle?, _ plain: () -> UIViewController
    ) throws -> VC {
        if VC.self == base, let built = plain() as? VC { return built }
        if let instantiable = VC.self as? any NibInstantiable.Type,
            let built = instantiable.init(nibName: nibName, bundle: bundle) as? VC
        {
            return built
        }
        throw RoutingError.compositionFailed(
            .init(
                "cannot build \(VC.self) by its class: declare `required override init(nibName: String?, bundle: Bundle?)` on it and conform it to NibInstantiable"
            ))
    }
}

/// Builds a navigation controller with the view controllers of the steps after it as its
/// stack (RouteComposer's `NavigationControllerFactory`).
@MainActor
public struct NavigationControllerFactory<VC: UINavigationController, C>: SimpleContainerFactory {
    public typealias ViewController = VC
    public typealias Context = C

    /// The nib it is built from, if any.
    public let nibName: String?
    /// The bundle of the nib.
    public let bundle: Bundle?
    /// Its delegate, weakly, as UIKit holds it.
    public private(set) weak var delegate: (any UINavigationControllerDelegate)?
    /// Run on it once built.
    public let configuration: ((_ navigationController: VC) -> Void)?

    /// A factory of `VC`.
    public init(
        nibName nibNameOrNil: String? = nil, bundle nibBundleOrNil: Bundle? = nil,
        delegate: (any UINavigationControllerDelegate)? = nil,
        configuration: ((_ navigationController: VC) -> Void)? = nil
    ) {
        nibName = nibNameOrNil
        bundle = nibBundleOrNil
        self.delegate = delegate
        self.configuration = configuration
    }

    public func build(with context: C, integrating viewControllers: [UIViewController]) throws -> VC {
        let navigationController = try ClassInstantiation.make(
            VC.self, base: UINavigationController.self, nibName: nibName, bundle: bundle
        ) {
            UINavigationController()
        }
        if let delegate { navigationController.delegate = delegate }
        configuration?(navigationController)
        if !viewControllers.isEmpty {
            try navigationController.checkedSetViewControllers(viewControllers, animated: false)
        }
        return navigationController
    }
}

/// Builds a tab bar controller with the view controllers of the steps after it as its tabs
/// (RouteComposer's `TabBarControllerFactory`).
@MainActor
public struct TabBarControllerFactory<VC: UITabBarController, C>: SimpleContainerFactory {
    public typealias ViewController = VC
    public typealias Context = C

    /// The nib it is built from, if any.
    public let nibName: String?
    /// The bundle of the nib.
    public let bundle: Bundle?
    /// Its delegate, weakly, as UIKit holds it.
    public private(set) weak var delegate: (any UITabBarControllerDelegate)?
    /// Run on it once built.
    public let configuration: ((_ tabBarController: VC) -> Void)?

    /// A factory of `VC`.
    public init(
        nibName nibNameOrNil: String? = nil, bundle nibBundleOrNil: Bundle? = nil,
        delegate: (any UITabBarControllerDelegate)? = nil, configuration: ((_ tabBarController: VC) -> Void)? = nil
    ) {
        nibName = nibNameOrNil
        bundle = nibBundleOrNil
        self.delegate = delegate
        self.configuration = configuration
    }

    public func build(with context: C, integrating viewControllers: [UIViewController]) throws -> VC {
        let tabBarController = try ClassInstantiation.make(
            VC.self, base: UITabBarController.self, nibName: nibName, bundle: bundle
        ) {
            UITabBarController()
        }
        if let delegate { tabBarController.delegate = delegate }
        configuration?(tabBarController)
        if !viewControllers.isEmpty {
            try tabBarController.checkedSetViewControllers(viewControllers, animated: false)
        }
        return tabBarController
    }
}

/// Builds a split view controller with the view controllers of the steps after it as its
/// columns (RouteComposer's `SplitControllerFactory`).
@MainActor
public struct SplitControllerFactory<VC: UISplitViewController, C>: SimpleContainerFactory {
    public typealias ViewController = VC
    public typealias Context = C

    /// The nib it is built from, if any.
    public let nibName: String?
    /// The bundle of the nib.
    public let bundle: Bundle?
    /// Run on it once built.
    public let configuration: ((_ splitViewController: VC) -> Void)?

    /// A factory of `VC`.
    public init(
        nibName nibNameOrNil: String? = nil, bundle nibBundleOrNil: Bundle? = nil,
        configuration: ((_ splitViewController: VC) -> Void)? = nil
    ) {
        nibName = nibNameOrNil
        bundle = nibBundleOrNil
        self.configuration = configuration
    }

    public func build(with context: C, integrating viewControllers: [UIViewController]) throws -> VC {
        let splitViewController = try ClassInstantiation.make(
            VC.self, base: UISplitViewController.self, nibName: nibName, bundle: bundle
        ) {
            UISplitViewController()
        }
        configuration?(splitViewController)
        if !viewControllers.isEmpty {
            try splitViewController.checkedSetViewControllers(viewControllers, animated: false)
        }
        return splitViewController
    }
}
