public import PetriRouting

public import Foundation

/// Builds a view controller by its class (RouteComposer's `ClassFactory`).
@MainActor
public struct ClassFactory<VC: UIViewController, C>: Factory {
    public typealias ViewController = VC
    public typealias Context = C

    /// The nib it is built from, if any.
    public let nibName: String?
    /// The bundle of the nib.
    public let bundle: Bundle?
    /// Run on the view controller once built.
    public let configuration: ((_ viewController: VC) -> Void)?

    /// A factory of `VC`, configured by `configuration` once built.
    public init(
        nibName nibNameOrNil: String? = nil, bundle nibBundleOrNil: Bundle? = nil,
        configuration: ((_ viewController: VC) -> Void)? = nil
    ) {
        nibName = nibNameOrNil
        bundle = nibBundleOrNil
        self.configuration = configuration
    }

    public func build(with context: C) throws -> VC {
        if let viewController = Self.uikitInstance() {
            configuration?(viewController)
            return viewController
        }
        guard let type = VC.self as? any NibInstantiable.Type,
            let viewController = type.init(nibName: nibName, bundle: bundle) as? VC
        else {
            throw RoutingError.compositionFailed(
                .init(
                    "ClassFactory cannot build \(VC.self) by its class: declare `required override init(nibName: String?, bundle: Bundle?)` "
                        + "on it and conform it to NibInstantiable (petri import does), or build it with InlineFactory { … }"
                ))
        }
        configuration?(viewController)
        return viewController
    }

    /// A new instance when `VC` is one of UIKit's own classes, which UIKit builds by their class
    /// (`ClassFactory<UITabBarController, Any?>()`); `nil` for an app's class.
    private static func uikitInstance() -> VC? {
        if VC.self == UIViewController.self { return UIViewController() as? VC }
        if VC.self == UINavigationController.self { return UINavigationController() as? VC }
        if VC.self == UITabBarController.self { return UITabBarController() as? VC }
        if VC.self == UISplitViewController.self { return UISplitViewController() as? VC }
        return nil
    }

    /// A factory of `VC`.
    public static var classFactory: Self { Self() }

    /// A factory of `VC` from a nib, configured by `configuration`.
    public static func classFactory(
        nibName: String? = nil, bundle: Bundle? = nil, configuration: ((_ viewController: VC) -> Void)? = nil
    ) -> Self {
        Self(nibName: nibName, bundle: bundle, configuration: configuration)
    }
}

/// Builds nothing: the step's view controller must be found (RouteComposer's `NilFactory`).
public struct NilFactory<VC: UIViewController, C>: Factory, NilEntity {
    public typealias ViewController = VC
    public typealias Context = C

    /// The factory.
    public init() {}

    /// Refuses, as RouteComposer's does: a `NilFactory` builds nothing. (A step with one is
    /// find-only, and the router never prepares it.)
    public func prepare(with context: C) throws {
        throw RoutingError.compositionFailed(.init("NilFactory builds nothing: \(VC.self) must be found"))
    }

    public func build(with context: C) throws -> VC {
        throw RoutingError.compositionFailed(.init("NilFactory builds nothing: \(VC.self) must be found"))
    }

    /// The factory.
    public static var nilFactory: Self { Self() }
}

/// Builds with a closure (RouteComposer's `InlineFactory`).
@MainActor
public struct InlineFactory<VC: UIViewController, C>: Factory {
    public typealias ViewController = VC
    public typealias Context = C

    private let body: (C) throws -> VC

    /// A factory returning what `viewController` gives.
    public init(viewController: @autoclosure @escaping () throws -> VC) {
        body = { _ in try viewController() }
    }

    /// A factory building with `body`.
    public init(_ body: @escaping (C) throws -> VC) {
        self.body = body
    }

    public func build(with context: C) throws -> VC {
        try body(context)
    }

    /// A factory building with `body`.
    public static func build(_ body: @escaping (C) throws -> VC) -> Self { Self(body) }
}
