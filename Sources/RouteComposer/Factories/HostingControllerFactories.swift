public import PetriHierarchy

/// A SwiftUI view made from a context (RouteComposer's `ContextInstantiatable`), which
/// ``UIHostingControllerWithContextFactory`` builds into a ``UIHostingController``.
@MainActor
public protocol ContextInstantiatable {
    /// The context it is made from.
    associatedtype Context

    /// The view for `context`.
    init(with context: Context)
}

/// A SwiftUI view that takes a new context when the router reuses its hosting controller
/// (RouteComposer's `ContextAcceptingView`): ``ContextSettingTask`` reaches it through the
/// hosting controller.
@MainActor
public protocol ContextAcceptingView {
    /// The context it takes.
    associatedtype Context

    /// Refuses, before the navigation changes anything, a context it cannot show.
    static func checkCompatibility(with context: Context) throws

    /// Takes `context`.
    mutating func setup(with context: Context) throws
}

extension ContextAcceptingView {
    public static func checkCompatibility(with context: Context) throws {}
}

extension UIHostingController: ContextAccepting where Content: ContextAcceptingView {
    public typealias Context = Content.Context

    public static func checkCompatibility(with context: Content.Context) throws {
        try Content.checkCompatibility(with: context)
    }

    /// Gives `context` to the root view.
    public func setup(with context: Content.Context) throws {
        try rootView.setup(with: context)
    }
}

/// Builds a ``UIHostingController`` showing a view made from the context (RouteComposer's
/// `UIHostingControllerWithContextFactory`).
@MainActor
public struct UIHostingControllerWithContextFactory<ContentView: ContextInstantiatable>: Factory {
    public typealias ViewController = UIHostingController<ContentView>
    public typealias Context = ContentView.Context

    /// The factory.
    public init() {}

    public func build(with context: ContentView.Context) throws -> UIHostingController<ContentView> {
        UIHostingController(rootView: ContentView(with: context))
    }

    /// The factory (`.factory(.hostingControllerWithContextFactory)`).
    public static var hostingControllerWithContextFactory: Self { Self() }
}

/// Finds the ``UIHostingController`` whose root view says it shows the context (RouteComposer's
/// `UIHostingControllerWithContextFinder`).
@MainActor
public struct UIHostingControllerWithContextFinder<ContentView: ContextChecking>: StackIteratingFinder {
    public typealias ViewController = UIHostingController<ContentView>
    public typealias Context = ContentView.Context

    public let iterator: any StackIterator

    /// A finder walking `iterator`.
    public init(iterator: any StackIterator = DefaultStackIterator()) {
        self.iterator = iterator
    }

    /// A finder looking with `options` from `startingPoint`.
    public init(
        options: SearchOptions, startingPoint: DefaultStackIterator.StartingPoint = .topmost,
        windowProvider: any WindowProvider = KeyWindowProvider(),
        containerAdapterLocator: any ContainerAdapterLocator = RouteComposerDefaults.shared.containerAdapterLocator
    ) {
        iterator = DefaultStackIterator(
            options: options, startingPoint: startingPoint, windowProvider: windowProvider,
            containerAdapterLocator: containerAdapterLocator)
    }

    public func isTarget(_ viewController: UIHostingController<ContentView>, with context: ContentView.Context) -> Bool
    {
        viewController.rootView.isTarget(for: context)
    }

    /// A finder of the whole stack (`.finder(.hostingControllerWithContextFinder)`).
    public static var hostingControllerWithContextFinder: Self { Self() }

    /// A finder looking with `options` from `startingPoint`.
    public static func hostingControllerWithContextFinder(
        options: SearchOptions, startingPoint: DefaultStackIterator.StartingPoint = .topmost
    ) -> Self {
        Self(options: options, startingPoint: startingPoint)
    }
}

extension StepAssembler {
    /// Finds the hosting controller whose root view shows the context
    /// (`.finder(.hostingControllerWithContextFinder)`).
    public func finder<ContentView: ContextChecking>(
        _ finder: UIHostingControllerWithContextFinder<ContentView>
    ) -> StepAssemblerWithFinder<UIHostingControllerWithContextFinder<ContentView>>
    where VC == UIHostingController<ContentView>, C == ContentView.Context {
        StepAssemblerWithFinder(finder: finder)
    }
}

extension StepAssemblerWithFinder {
    /// Builds the hosting controller of a view made from the context
    /// (`.factory(.hostingControllerWithContextFactory)`).
    public func factory<ContentView: ContextInstantiatable>(
        _ factory: UIHostingControllerWithContextFactory<ContentView>
    ) -> StepAssembly<F, UIHostingControllerWithContextFactory<ContentView>>
    where F.ViewController == UIHostingController<ContentView>, F.Context == ContentView.Context {
        StepAssembly(finder: finder, factory: factory)
    }
}
