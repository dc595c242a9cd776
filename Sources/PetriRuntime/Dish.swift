public import PetriCatalog
public import PetriRouting
public import PetriHierarchy

/// A Petri dish: a catalog, a session, and the app as its variant launched it — its windows and,
/// for a variant that builds one, the app object with its coordinators — in which the screens
/// are composed. The shell's commands are thin over it, so what a script does and what a test
/// does are the same thing.
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
        /// The key window before the navigation (for `open`, the previous app's).
        public var previousWindow: UIWindow
        /// Every window before the navigation (for `open`, the previous app's).
        public var previousScene: UIWindowScene
    }

    /// The catalog.
    public let catalog: ScreenCatalog
    /// This dish's session: login, variant, settings. What the dish runs — the variant's
    /// launch, navigations, plans, flows — reads it as ``DishSession/current``.
    public let session: DishSession
    /// The app's windows.
    public private(set) var scene: UIWindowScene
    /// The app object the variant's launch built (its app coordinator, its scene delegate),
    /// kept for the session: what its coordinators hold stays alive between commands. `nil`
    /// for a variant that only builds a window.
    public private(set) var app: AnyObject?
    /// The key window: the one routes search, the user's finger touches and `tree` marks.
    public var window: UIWindow {
        scene.keyWindow ?? scene.windows.last ?? router.window
    }
    /// The router of ``scene``: each navigation starts from the key window.
    public private(set) var router: PetriRouter
    /// The trace of the last ``open(_:values:animated:)`` or ``go(_:values:animated:)``,
    /// successful or not: a failed `open` restores the previous window and router, but its
    /// trace, ending with the failure, stays here.
    public private(set) var lastTrace: RoutingTrace?
    /// The coordinator flow running in ``window``, since `flow` started it.
    public package(set) var runningFlow: RunningFlow?

    /// Puts `window` in place, alone in a scene, with a router of its own; the app object and
    /// the running flow, if any, end.
    func replaceWindow(_ window: UIWindow) {
        let scene = window.windowScene ?? UIWindowScene(systemVersion: catalog.systemVersion)
        window.windowScene = scene
        if scene.keyWindow == nil { window.makeKeyAndVisible() }
        install(Launched(scene: scene, app: nil, router: configuredRouter(for: scene)))
        runningFlow = nil
    }

    /// What a launch gives the dish.
    struct Launched {
        let scene: UIWindowScene
        let app: AnyObject?
        let router: PetriRouter
    }

    /// What the dish shows now, to put back when an operation fails.
    var launched: Launched {
        Launched(scene: scene, app: app, router: router)
    }

    func install(_ launched: Launched) {
        (scene, app, router) = (launched.scene, launched.app, launched.router)
    }

    private func configuredRouter(for scene: UIWindowScene) -> PetriRouter {
        let router = PetriRouter(scene: scene)
        catalog.configureRouter(router)
        return router
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
        let launched = try Self.launch(catalog: catalog, variant: chosen, session: session)
        (scene, app, router) = (launched.scene, launched.app, launched.router)
    }

    /// Launches `variant` in a new scene, with `session` as the current one.
    private static func launch(catalog: ScreenCatalog, variant: Variant, session: DishSession) throws -> Launched {
        let scene = UIWindowScene(systemVersion: catalog.systemVersion)
        let app: AnyObject?
        do {
            app = try session.makeCurrent { try variant.launchApp(in: scene) }
        } catch {
            throw CatalogError.launchFailed(
                variant: variant.name, location: variant.location, reason: String(describing: error))
        }
        let router = PetriRouter(scene: scene)
        catalog.configureRouter(router)
        return Launched(scene: scene, app: app, router: router)
    }

    /// A fresh launch in the session's variant.
    func launch() throws -> Launched {
        try Self.launch(catalog: catalog, variant: catalog.variant(session.variant), session: session)
    }

    /// Replaces the app with a fresh launch in the current variant: new windows and a new app
    /// object.
    public func reset() throws {
        install(try launch())
        runningFlow = nil
    }

    /// Switches to another variant and relaunches. The session uses the new variant while the
    /// launch runs, so the launch reads it; when the launch fails, nothing changes.
    public func useVariant(_ name: String) throws {
        let variant = try catalog.variant(name)
        let previous = session.variant
        session.variant = variant.name
        do {
            install(try Self.launch(catalog: catalog, variant: variant, session: session))
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
    @discardableResult
    public func open(_ id: String, values: ContextValues, animated: Bool = false) async throws -> Navigation {
        let entry = try entry(id)
        let previous = launched
        let previousWindow = window
        let fresh = try launch()
        install(fresh)
        lastTrace = nil
        var reachTrace: RoutingTrace?
        defer { lastTrace = entry.reach == nil ? fresh.router.lastTrace : reachTrace }
        do {
            let trace = try await navigate(entry, in: fresh, values: values, animated: animated) { reachTrace = $0 }
            runningFlow = nil
            return Navigation(trace: trace, previousWindow: previousWindow, previousScene: previous.scene)
        } catch {
            install(previous)
            throw error
        }
    }

    /// Navigates to `id` from the current hierarchy, as the app would: along its route, or by
    /// calling the app's code that reaches it.
    @discardableResult
    public func go(_ id: String, values: ContextValues, animated: Bool = true) async throws -> RoutingTrace {
        let entry = try entry(id)
        lastTrace = nil
        let current = launched
        var reachTrace: RoutingTrace?
        defer {
            lastTrace = entry.reach == nil ? current.router.lastTrace : reachTrace
            recordStep("go \(id)")
        }
        return try await navigate(entry, in: current, values: values, animated: animated) { reachTrace = $0 }
    }

    /// Runs `entry`'s route for this session's variant through the app's router decorator, or
    /// the app's code that reaches it, with this session as the current one.
    /// - Parameter traced: told the trace of an entry reached by the app's code, also when it
    ///   fails.
    private func navigate(
        _ entry: ScreenEntry, in launched: Launched, values: ContextValues, animated: Bool,
        traced: (RoutingTrace) -> Void = { _ in }
    ) async throws -> RoutingTrace {
        if let reach = entry.reach {
            return try DishSession.withApp(launched.app) {
                try session.makeCurrent {
                    try AppCodeRun(reach, entry: entry.id, in: launched, variant: session.variant).run(
                        values, rehearsing: false, traced: traced)
                }
            }
        }
        let decorated = catalog.decorateRouter(launched.router)
        let variant = session.variant
        return try await DishSession.withApp(launched.app) {
            try await session.makeCurrent { try await entry.navigate(decorated, values, animated, variant: variant) }
        }
    }

    /// Composes `id` as ``open(_:values:animated:)`` would, in a scratch launch, and returns the
    /// router's trace (with its warnings): the dish's app, windows, router and last trace are
    /// left as they are, and nobody is asked anything (interceptors follow the session).
    public func rehearse(_ id: String, values: ContextValues) async throws -> RoutingTrace {
        let entry = try entry(id)
        let scratch = try launch()
        let interaction = session.interaction
        session.interaction = nil
        defer { session.interaction = interaction }
        return try await navigate(entry, in: scratch, values: values, animated: false)
    }

    /// What navigating to `id` from the current hierarchy would do, changing nothing: the
    /// router's plan, or — for an entry the app's code reaches — a rehearsal: the code runs,
    /// what it changed is recorded, and everything is put back.
    public func plan(_ id: String, values: ContextValues) throws -> RoutingPlan {
        let entry = try entry(id)
        if let reach = entry.reach {
            return try DishSession.withApp(app) {
                try session.makeCurrent {
                    try AppCodeRun(reach, entry: entry.id, in: launched, variant: session.variant).rehearsal(values)
                }
            }
        }
        let (decorated, variant) = (catalog.decorateRouter(router), session.variant)
        return try DishSession.withApp(app) {
            try session.makeCurrent { try entry.plan(decorated, values, variant: variant) }
        }
    }

    // MARK: What a user's finger does

    /// The system back button: pops the navigation controller (or SwiftUI-style path stack,
    /// any ``BackStackContainer``) that is deepest on the visible path.
    /// - Returns: The popped view controller.
    public func back() throws -> UIViewController {
        guard
            let stack = window.visibleViewControllers.last(where: { $0 is any BackStackContainer })
                as? any BackStackContainer
        else {
            throw DishError.noBackButton(reason: "no navigation controller is visible")
        }
        guard stack.canGoBack else {
            throw DishError.noBackButton(
                reason:
                    "\(stack.debugName) shows its root, \(stack.visibleViewControllers.last?.debugName ?? "nothing"), which has no back button"
            )
        }
        defer { recordStep(FlowStep.back.description) }
        return try AppAction.perform { try stack.goBack(animated: true) }
    }

    /// Swipes down the topmost modal presentation.
    public func dismiss() throws {
        try dismiss(finishing: true)
    }

    /// Swipes down the topmost modal presentation and lifts the finger: past the point of no
    /// return when `finishing` (the sheet is dismissed), too early otherwise (it stays).
    public func dismiss(finishing: Bool) throws {
        let gesture = try window.beginInteractiveDismissal()
        defer { recordStep(FlowStep.dismiss(finishing: finishing).description) }
        if finishing { try gesture.finish() } else { gesture.cancel() }
    }

    /// Swipes back from the left edge of the deepest visible navigation stack: the pop happens
    /// when `finishing`; a cancelled swipe leaves the stack as it was.
    public func swipeBack(finishing: Bool) throws {
        guard
            let stack = window.visibleViewControllers.last(where: { $0 is any InteractivelyPoppable })
                as? any InteractivelyPoppable
        else {
            throw DishError.noBackButton(reason: "no navigation controller is visible")
        }
        let gesture = try stack.beginInteractivePop()
        defer { recordStep(FlowStep.swipeBack(finishing: finishing).description) }
        if finishing { try gesture.finish() } else { gesture.cancel() }
    }

    /// Taps tab `index` of the visible tab bar: selects it, or, when it is already selected,
    /// pops its navigation stack to the root (``PetriInspection/tap(index:animated:)``).
    public func selectTab(_ index: Int) throws {
        guard
            let tabBar = window.visibleViewControllers.last(where: { $0 is UITabBarController }) as? UITabBarController
        else {
            throw DishError.noTabBar
        }
        defer { recordStep(FlowStep.tab(index).description) }
        try AppAction.perform { _ = try tabBar.petri.tap(index: index, animated: false) }
    }

    /// The visible tab bar's tabs, for completion and messages.
    public var visibleTabs: [UIViewController] {
        (window.visibleViewControllers.last { $0 is UITabBarController } as? UITabBarController)?.viewControllers ?? []
    }
}
