public import PetriCatalog
public import PetriRouting
public import PetriHierarchy

/// A Petri dish: a catalog, a session, and the window the screens are composed in. The shell's
/// commands are thin over it, so what a script does and what a test does are the same thing.
///
/// ```swift
/// let dish = try Dish(catalog: catalog)
/// let values = try dish.entry("shop.product").values(parsing: ["productID=42"])
/// let navigation = try await dish.open("shop.product", values: values)
/// print(navigation.trace)
/// ```
///
/// Every operation is all-or-nothing: when it fails, the window is as it was.
@MainActor
public final class Dish {
    /// What happened in a navigation.
    public struct Navigation {
        /// The router's decisions.
        public var trace: RoutingTrace
        /// The window before the navigation (for `open`, the previous window).
        public var previousWindow: UIWindow
    }

    /// The catalog.
    public let catalog: ScreenCatalog
    /// This dish's session: login, variant, settings. What the dish runs — the variant's
    /// launch, navigations, plans, flows — reads it as ``DishSession/current``.
    public let session: DishSession
    /// The window screens are composed in.
    public private(set) var window: UIWindow
    /// The router of ``window``.
    public private(set) var router: Router
    /// The trace of the last ``open(_:values:animated:)`` or ``go(_:values:animated:)``,
    /// successful or not: a failed `open` restores the previous window and router, but its
    /// trace, ending with the failure, stays here.
    public private(set) var lastTrace: RoutingTrace?
    /// The coordinator flow running in ``window``, since `flow` started it.
    public package(set) var runningFlow: RunningFlow?

    /// Puts `window` in place with a router of its own; the running flow, if any, ends.
    func replaceWindow(_ window: UIWindow) {
        let router = Router(window: window)
        catalog.configureRouter(router)
        (self.window, self.router) = (window, router)
        runningFlow = nil
    }

    /// Creates a dish on `catalog`, launched in its first variant (or `variant`).
    /// - Parameter session: The session to launch with, already logged in or set as the user
    ///   asked (`--login`, `--set`), so the launch reads it; a new logged-out one by default.
    ///   Its variant becomes the chosen one.
    /// - Throws: when the catalog has no variant, the variant is unknown or fails to launch.
    public init(catalog: ScreenCatalog, variant: String? = nil, session: DishSession? = nil) throws {
        guard let first = catalog.variants.first else {
            throw CatalogError.unknownVariant(name: variant ?? "", known: [], suggestions: [])
        }
        let chosen = try variant.map { try catalog.variant($0) } ?? first
        let session = session ?? DishSession(variant: chosen.name)
        session.variant = chosen.name
        self.catalog = catalog
        self.session = session
        (window, router) = try Self.launch(catalog: catalog, variant: chosen, session: session)
    }

    /// Launches `variant` in a new window, with `session` as the current one.
    private static func launch(catalog: ScreenCatalog, variant: Variant, session: DishSession) throws -> (UIWindow, Router) {
        let window = UIWindow(name: "Window")
        do {
            try session.makeCurrent { try variant.launch(window) }
        } catch {
            throw CatalogError.launchFailed(variant: variant.name, location: variant.location, reason: String(describing: error))
        }
        let router = Router(window: window)
        catalog.configureRouter(router)
        return (window, router)
    }

    /// A fresh launch in the session's variant.
    private func launch() throws -> (UIWindow, Router) {
        try Self.launch(catalog: catalog, variant: catalog.variant(session.variant), session: session)
    }

    /// Replaces the window with a fresh one, as the app looks after launch in the current variant.
    public func reset() throws {
        (window, router) = try launch()
        runningFlow = nil
    }

    /// Switches to another variant and relaunches. The session uses the new variant while the
    /// launch runs, so the launch reads it; when the launch fails, nothing changes.
    public func useVariant(_ name: String) throws {
        let variant = try catalog.variant(name)
        let previous = session.variant
        session.variant = variant.name
        do {
            (window, router) = try Self.launch(catalog: catalog, variant: variant, session: session)
        } catch {
            session.variant = previous
            throw error
        }
        runningFlow = nil
    }

    /// The entry with `id`, checked against the current variant.
    /// - Throws: ``CatalogError/invalidDeclaration(id:location:reason:)`` when the entry's
    ///   declaration is broken (see ``ScreenCatalog/problem(of:)``).
    public func entry(_ id: String) throws -> ScreenEntry {
        let entry = try catalog.entry(id)
        if let problem = catalog.problem(of: entry) { throw problem }
        guard entry.isAvailable(in: session.variant) else {
            throw CatalogError.unavailableInVariant(id: id, variants: entry.variants, current: session.variant)
        }
        return entry
    }

    /// Composes `id` in isolation: a freshly launched window, then the route. On failure the
    /// previous window stays.
    public func open(_ id: String, values: ContextValues, animated: Bool = false) async throws -> Navigation {
        let entry = try entry(id)
        let previous = window
        let previousRouter = router
        let fresh = try launch()
        (window, router) = fresh
        lastTrace = nil
        defer { lastTrace = fresh.1.lastTrace }
        do {
            let trace = try await navigate(entry, router: router, values: values, animated: animated)
            runningFlow = nil
            return Navigation(trace: trace, previousWindow: previous)
        } catch {
            (window, router) = (previous, previousRouter)
            throw error
        }
    }

    /// Navigates to `id` from the current hierarchy, as the app would.
    public func go(_ id: String, values: ContextValues, animated: Bool = true) async throws -> RoutingTrace {
        let entry = try entry(id)
        lastTrace = nil
        let router = router
        defer {
            lastTrace = router.lastTrace
            recordStep("go \(id)")
        }
        return try await navigate(entry, router: router, values: values, animated: animated)
    }

    /// Runs `entry`'s route for this session's variant through the app's router decorator, with
    /// this session as the current one.
    private func navigate(_ entry: ScreenEntry, router: Router, values: ContextValues, animated: Bool) async throws -> RoutingTrace {
        let decorated = catalog.decorateRouter(router)
        let variant = session.variant
        return try await session.makeCurrent { try await entry.navigate(decorated, values, animated, variant: variant) }
    }

    /// Composes `id` as ``open(_:values:animated:)`` would, in a scratch window, and returns the
    /// router's trace (with its warnings): the dish's window, router and last trace are left
    /// as they are, and nobody is asked anything (interceptors follow the session).
    public func rehearse(_ id: String, values: ContextValues) async throws -> RoutingTrace {
        let entry = try entry(id)
        let (_, router) = try launch()
        let interaction = session.interaction
        session.interaction = nil
        defer { session.interaction = interaction }
        return try await navigate(entry, router: router, values: values, animated: false)
    }

    /// The router's plan for `id` from the current hierarchy, changing nothing.
    public func plan(_ id: String, values: ContextValues) throws -> RoutingPlan {
        let entry = try entry(id)
        let (decorated, variant) = (catalog.decorateRouter(router), session.variant)
        return try session.makeCurrent { try entry.plan(decorated, values, variant: variant) }
    }

    // MARK: What a user's finger does

    /// The system back button: pops the navigation controller (or SwiftUI-style path stack,
    /// any ``BackStackContainer``) that is deepest on the visible path.
    /// - Returns: The popped view controller.
    public func back() throws -> UIViewController {
        guard let stack = window.visibleViewControllers.last(where: { $0 is any BackStackContainer }) as? any BackStackContainer else {
            throw DishError.noBackButton(reason: "no navigation controller is visible")
        }
        guard stack.canGoBack else {
            throw DishError.noBackButton(
                reason: "\(stack.debugName) shows its root, \(stack.visibleViewControllers.last?.debugName ?? "nothing"), which has no back button")
        }
        defer { recordStep("back") }
        return try stack.goBack(animated: true)
    }

    /// Swipes down the topmost modal presentation.
    public func dismiss() throws {
        defer { recordStep("dismiss") }
        try window.dismissTopmostInteractively(animated: true)
    }

    /// Taps tab `index` of the visible tab bar: selects it, or, when it is already selected,
    /// pops its navigation stack to the root (``UITabBarController/tap(index:animated:)``).
    public func selectTab(_ index: Int) throws {
        guard let tabBar = window.visibleViewControllers.last(where: { $0 is UITabBarController }) as? UITabBarController else {
            throw DishError.noTabBar
        }
        defer { recordStep("tab \(index)") }
        try tabBar.tap(index: index, animated: false)
    }

    /// The visible tab bar's tabs, for completion and messages.
    public var visibleTabs: [UIViewController] {
        (window.visibleViewControllers.last { $0 is UITabBarController } as? UITabBarController)?.viewControllers ?? []
    }
}
