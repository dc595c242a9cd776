/// SwiftUI's value-driven navigation (`NavigationStack(path:)` with `navigationDestination(for:)`
/// and one `sheet(item:)`, as a SwiftUI app's `AppRouter` drives them) as a container: the path
/// is an array of route values, and the children are derived from it — the root, then one screen
/// per route, built by ``destination``. So an app's SwiftUI routes are catalogued, composed by
/// the router, printed and audited like its UIKit screens.
///
/// ```swift
/// enum Route: Hashable { case home, product(id: String) }
/// let stack = PathNavigationStack<Route>(root: UIViewController(title: "Login")) { route in
///     UIViewController(title: "\(route)", context: route)
/// }
/// try stack.navigate(to: .home)
/// try stack.navigate(to: .product(id: "42"))
/// try stack.pop()
/// #expect(stack.path == [.home])
/// ```
///
/// Setting the path keeps the screens of the routes it shares with the old path from the start,
/// as SwiftUI keeps their views' identity, and builds the rest. The path is read back from the
/// children, so a failed navigation that restores the children restores the path too. The system
/// back button (``BackStackContainer``) removes the last route.
@MainActor
open class PathNavigationStack<Route: Hashable>: UIViewController, BackStackContainer, InteractivelyPoppable {
    /// Builds the screen a route shows (SwiftUI's `navigationDestination(for:)`).
    public let destination: @MainActor (Route) -> UIViewController

    /// The route each screen this stack built or was given shows. The screens are held weakly
    /// (the hierarchy owns them) and kept after they leave, so a rolled-back navigation that
    /// puts a screen back finds its route.
    private final var routes: [ObjectIdentifier: (screen: WeakViewController, route: Route)] = [:]

    /// A stack showing `root` with `path` pushed on it.
    /// - Throws: ``HierarchyError`` when a screen ``destination`` builds is already in a hierarchy.
    public init(
        title: String? = nil, root: UIViewController, path: [Route] = [],
        destination: @escaping @MainActor (Route) -> UIViewController
    ) throws {
        self.destination = destination
        super.init(title: title)
        try replaceChildren(with: [root])
        try setPath(path, animated: false)
    }

    /// The routes on the stack above the root, bottom first: derived from the children.
    public final var path: [Route] {
        children.dropFirst().compactMap(route(of:))
    }

    /// The route of the sheet this stack presents, if any (SwiftUI's `sheet(item:)`): derived
    /// from the presentation, so the user's swipe-down clears it.
    public final var presentedSheet: Route? {
        presentedViewController.flatMap(route(of:))
    }

    /// The screen showing `route` on this stack or in its sheet, the topmost first.
    public final func viewController(for route: Route) -> UIViewController? {
        (children.dropFirst().reversed() + [presentedViewController].compactMap { $0 })
            .first { self.route(of: $0) == route }
    }

    // MARK: Changing the path

    /// Replaces the path: screens of the longest common prefix stay, the rest are built.
    public final func setPath(_ newPath: [Route], animated: Bool = true) throws {
        let old = path
        var kept = 0
        while kept < min(old.count, newPath.count), old[kept] == newPath[kept] { kept += 1 }
        let built = newPath[kept...].map { route in register(destination(route), for: route) }
        let stack = Array(children.prefix(kept + 1)) + built
        let kind: Transition.Kind =
            newPath.count > old.count && kept == old.count
            ? .push
            : newPath.count < old.count && kept == newPath.count ? .pop : .setViewControllers
        try change(to: stack, kind: kind, animated: animated)
    }

    /// Pushes `route` (an `AppRouter`'s `navigateTo`). `viewController`, when given, is the screen
    /// that shows it (one the router built); otherwise ``destination`` builds it.
    public final func navigate(to route: Route, showing viewController: UIViewController? = nil, animated: Bool = true)
        throws
    {
        let screen = register(viewController ?? destination(route), for: route)
        try change(to: children + [screen], kind: .push, animated: animated)
    }

    /// Removes the last route; with an empty path it does nothing, as an `AppRouter`'s `pop()`.
    public final func pop(animated: Bool = true) throws {
        guard canGoBack else { return }
        try change(to: Array(children.dropLast()), kind: .pop, animated: animated)
    }

    /// Empties the path (an `AppRouter`'s `popToRoot()`).
    public final func popToRoot(animated: Bool = true) throws {
        guard canGoBack else { return }
        try change(to: Array(children.prefix(1)), kind: .pop, animated: animated)
    }

    // MARK: The sheet

    /// Presents `route` as a page sheet; a sheet already up is dismissed first, as SwiftUI does
    /// when `sheet(item:)`'s item changes. `viewController`, when given, is the screen that
    /// shows it (one the router built); otherwise ``destination`` builds it.
    public final func presentSheet(
        _ route: Route, showing viewController: UIViewController? = nil, animated: Bool = true
    ) throws {
        if presentedSheet != nil { dismissSheet(animated: animated) }
        let sheet = register(viewController ?? destination(route), for: route)
        sheet.modalPresentationStyle = .pageSheet
        try checkedPresent(sheet, animated: animated)
    }

    /// Dismisses the sheet, if this stack presents one.
    public final func dismissSheet(animated: Bool = true) {
        guard presentedSheet != nil else { return }
        dismissPresentations(animated: animated)
    }

    // MARK: BackStackContainer

    /// Whether the path has a route, so the top screen shows a back button.
    public final var canGoBack: Bool { children.count > 1 }

    /// The system back button: removes the last route.
    @discardableResult
    public final func goBack(animated: Bool) throws -> UIViewController {
        guard canGoBack, let top = children.last else {
            throw HierarchyError.cannotPopRoot(navigation: debugName, root: children.first?.debugName ?? "nothing")
        }
        try TransitionLog.causing(.backButton) { try pop(animated: animated) }
        return top
    }

    /// The user starts swiping back from the left edge: nothing leaves the path until the
    /// gesture finishes (then the last route is removed, as by the back button, and flows hear
    /// *popped*); a cancelled gesture leaves the path as it was.
    /// - Throws: ``HierarchyError/cannotPopRoot(navigation:root:)`` with an empty path, or
    ///   ``HierarchyError/gestureInProgress(window:gesture:)`` while another gesture is.
    public final func beginInteractivePop() throws -> InteractiveGesture {
        guard canGoBack else {
            throw HierarchyError.cannotPopRoot(navigation: debugName, root: children.first?.debugName ?? "nothing")
        }
        if let window, let gesture = window.gestureInProgress {
            throw HierarchyError.gestureInProgress(window: window.name, gesture: gesture.kind.rawValue)
        }
        return InteractiveGesture(
            kind: .swipeBack, window: window,
            finish: { [weak self] in
                guard let self else { return }
                try TransitionLog.causing(.swipeBack) { try self.pop(animated: true) }
            }, cancel: {})
    }

    // MARK: ContainerViewController

    /// The top of the stack.
    public final var visibleViewControllers: [UIViewController] { children.last.map { [$0] } ?? [] }

    /// Pops back to `viewController`: the path is cut after its route.
    public final func makeVisible(_ viewController: UIViewController, animated: Bool) throws {
        guard let index = children.firstIndexIdentical(to: viewController) else {
            throw HierarchyError.notAChild(viewController: viewController.debugName, container: debugName)
        }
        guard index < children.count - 1 else { return }
        try change(to: Array(children.prefix(index + 1)), kind: .pop, animated: animated)
    }

    /// Replaces the root and the screens; every screen above the root must show a route (built
    /// by this stack, or given to ``navigate(to:showing:animated:)``), since the path is derived
    /// from them.
    public final func replaceViewControllers(with viewControllers: [UIViewController], animated: Bool) throws {
        for screen in viewControllers.dropFirst() where route(of: screen) == nil {
            throw HierarchyError.unsupportedChild(
                child: screen.debugName, container: debugName,
                reason: "a path-driven stack holds only screens of routes; push it with navigate(to:showing:)")
        }
        try change(to: viewControllers, kind: .setViewControllers, animated: animated)
    }

    // MARK: Bookkeeping

    /// The route `screen` shows, if this stack knows it.
    public final func route(of screen: UIViewController) -> Route? {
        guard let known = routes[ObjectIdentifier(screen)], known.screen.viewController === screen else { return nil }
        return known.route
    }

    @discardableResult
    private final func register(_ screen: UIViewController, for route: Route) -> UIViewController {
        routes = routes.filter { $0.value.screen.viewController != nil }
        routes[ObjectIdentifier(screen)] = (WeakViewController(screen), route)
        return screen
    }

    private final func change(to stack: [UIViewController], kind: Transition.Kind, animated: Bool) throws {
        let leaving = children.filter { !stack.containsIdentical($0) }
        try replaceChildren(with: stack)
        for screen in leaving.reversed() { screen.viewWillDisappear(animated) }
        recordTransition(kind, of: stack.last, animated: animated)
    }
}
