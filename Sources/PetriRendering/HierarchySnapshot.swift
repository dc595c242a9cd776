import PetriRouting
import PetriCoordinators
public import PetriHierarchy
import PetriSupport

/// A value copy of a window's hierarchy, captured on the main actor and then rendered, encoded and
/// compared anywhere.
///
/// ```swift
/// let before = HierarchySnapshot(window)
/// try navigation.pushViewController(product, animated: true)
/// let after = HierarchySnapshot(window)
/// print(after.renderTree())
/// print(HierarchyDiff(from: before, to: after).render())
/// ```
///
/// A snapshot remembers which view controller instance each node was captured from, so
/// ``HierarchyDiff`` can tell a view controller that moved from one that was replaced by another
/// of the same type. That identity depends on the history of the process: it is never printed,
/// never encoded and never compared. Two snapshots are equal when they print the same.
public struct HierarchySnapshot: Sendable, Equatable {
    /// The version of the JSON schema written by ``renderJSON()`` and documented in
    /// `docs/hierarchy-json.md`.
    /// Version 2 gained the window's `level`, `keyWindow`, `coveredBy` and `windowsInFront`
    /// without changing: added keys do not change the version.
    public static let schemaVersion = 2

    /// The schema versions ``init(json:)`` reads: 1 (before `contextValue`) and 2.
    public static let readableSchemaVersions = 1...2

    /// The window's ``PetriWindowInspection/name``.
    public var windowName: String
    /// The window's root view controller; the modal chain hangs off it through
    /// ``Node/presented``. `nil` for an empty window.
    public var root: Node?
    /// The window's level (``UIWindow/windowLevel``).
    public var level: UIWindow.Level
    /// Whether it is the key window.
    public var isKeyWindow: Bool
    /// The window in front of this one that hides it (an opaque lock window), if any: nothing
    /// in this window is then visible.
    public var coveredBy: String?
    /// The scene's other shown windows, in front of this one (the app's window, the backmost),
    /// frontmost first: a lock window, a banner. Empty for an app with one window.
    public var windowsInFront: [HierarchySnapshot]

    /// Creates a snapshot by hand (for tests and tools that build expected hierarchies).
    public init(
        windowName: String, root: Node?, level: UIWindow.Level = .normal, isKeyWindow: Bool = true,
        coveredBy: String? = nil, windowsInFront: [HierarchySnapshot] = []
    ) {
        self.windowName = windowName
        self.root = root
        self.level = level
        self.isKeyWindow = isKeyWindow
        self.coveredBy = coveredBy
        self.windowsInFront = windowsInFront
    }

    /// Captures `window` alone: its root view controller with everything it contains, and the
    /// modal chain above it, each node marked visible when it is on
    /// ``PetriWindowInspection/visibleViewControllers``.
    @MainActor
    public init(_ window: UIWindow) {
        self.init(capturing: window, coveredBy: nil)
    }

    /// Captures every shown window of `scene`: the backmost (the app's window) with the others
    /// in ``windowsInFront``. A node is visible when it is on its window's visible path and no
    /// opaque window in front covers that window.
    @MainActor
    public init(_ scene: UIWindowScene) {
        let shown = scene.windows.filter { !$0.isHidden }
        guard let back = shown.first else {
            self.init(windowName: "(no window)", root: nil, isKeyWindow: false)
            return
        }
        self.init(capturing: back, coveredBy: scene.windowCovering(back))
        windowsInFront = shown.dropFirst().reversed().map { Self(capturing: $0, coveredBy: scene.windowCovering($0)) }
    }

    /// Captures `viewController` alone, as the root of the tree: everything it contains and
    /// everything it presents, under the name and level of the window it is in, `"(no window)"`
    /// when it is in none. A node is visible when it is on that window's visible path; a view
    /// controller in no window is not on screen, as in UIKit.
    ///
    /// ```swift
    /// let navigation = UINavigationController(rootViewController: HomeViewController())
    /// print(HierarchySnapshot(navigation).renderTree())
    /// ```
    @MainActor
    public init(_ viewController: UIViewController) {
        let window = viewController.window
        let visible = Set((window?.visibleViewControllers ?? []).map(ObjectIdentifier.init))
        self.init(
            windowName: window?.name ?? "(no window)", root: Node(capturing: viewController, visible: visible),
            level: window?.windowLevel ?? .normal)
    }

    @MainActor
    private init(capturing window: UIWindow, coveredBy cover: UIWindow?) {
        let visible = cover == nil ? Set(window.visibleViewControllers.map(ObjectIdentifier.init)) : []
        windowName = window.name
        root = window.rootViewController.map { Node(capturing: $0, visible: visible) }
        level = window.windowLevel
        // A window alone, in no scene, is the app's only window: its key window.
        isKeyWindow = window.isKeyWindow || window.windowScene == nil
        coveredBy = cover?.name
        windowsInFront = []
    }

    /// Every window of the snapshot, frontmost first: those in front, then this one.
    public var windows: [HierarchySnapshot] {
        windowsInFront.flatMap(\.windows) + [withoutWindowsInFront]
    }

    /// The window named `name` among ``windows``, as a snapshot of its own (its level, whether
    /// it is key and what covers it kept; no windows in front), or `nil` when no shown window
    /// has that name. Names are compared exactly, as the tree prints them.
    ///
    /// ```swift
    /// HierarchySnapshot(scene).window(named: "Lock")?.renderJSON()
    /// ```
    public func window(named name: String) -> HierarchySnapshot? {
        windows.first { $0.windowName == name }
    }

    private var withoutWindowsInFront: HierarchySnapshot {
        var window = self
        window.windowsInFront = []
        return window
    }

    /// Every node of the hierarchy, depth first: a node, its children, then what it presents;
    /// the windows in front after this one's.
    public var allNodes: [Node] { (root?.allNodes ?? []) + windowsInFront.flatMap(\.allNodes) }

    /// The nodes on the visible path, outermost first (``PetriWindowInspection/visibleViewControllers``).
    public var visibleNodes: [Node] { allNodes.filter(\.isVisible) }
}

extension HierarchySnapshot.Node {
    /// The selected tab of a tab bar; for a custom container, the child it shows (the last of
    /// its visible children); `nil` for every other kind.
    @MainActor
    static func selectedIndex(of viewController: UIViewController) -> Int? {
        if let tabBar = viewController as? UITabBarController { return tabBar.selectedIndex }
        guard Kind(of: viewController) == .container,
            let container = viewController as? any ContainerViewController,
            let shown = container.visibleViewControllers.last
        else { return nil }
        return viewController.children.firstIndex { $0 === shown }
    }

    /// Captures `viewController`, its children and what it presents.
    @MainActor
    init(capturing viewController: UIViewController, visible: Set<ObjectIdentifier>) {
        self.init(
            kind: Kind(of: viewController),
            typeName: viewController.typeName,
            title: viewController.title,
            context: viewController.contextDescription,
            children: viewController.children.map { Self(capturing: $0, visible: visible) },
            selectedIndex: Self.selectedIndex(of: viewController),
            isVisible: visible.contains(ObjectIdentifier(viewController)),
            canBeDismissed: viewController.allowsDismissal,
            presented: viewController.presentedStorage.map {
                HierarchySnapshot.Presentation(
                    style: $0.modalPresentationStyle,
                    viewController: Self(capturing: $0, visible: visible)
                )
            }
        )
        identity = viewController.serialNumber
        contextValue = viewController.context.flatMap { context in
            viewController.contextDescription == nil ? nil : JSONValue.reflecting(context)
        }
    }
}

extension HierarchySnapshot.Node.Kind {
    /// The kind of `viewController`: the built-in containers first, then any other container.
    @MainActor
    init(of viewController: UIViewController) {
        switch viewController {
        case is UINavigationController: self = .navigation
        case is UITabBarController: self = .tabBar
        case is UISplitViewController: self = .split
        case is any ContainerViewController: self = .container
        default: self = .screen
        }
    }
}
