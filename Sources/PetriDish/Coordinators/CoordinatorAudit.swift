/// Finds coordinators and view controllers that outlived their flow (issue 9's leak audit).
///
/// Two levels:
/// - **bookkeeping**: a coordinator still in the tree (not the root) although none of the view
///   controllers it showed is in the window any more: its parent kept it after the user left its
///   screens (seed 000's back-button problem);
/// - **memory**: a coordinator that left the tree, or a view controller a coordinator showed that
///   left the window, and is still alive: something holds it (a strong reference to a parent, a
///   closure capturing `self`).
///
/// The audit keeps weak references only. Coordinators and the view controllers they
/// ``Coordinator/show(_:)`` register with ``current``, which whoever runs flows sets:
///
/// ```swift
/// let audit = CoordinatorAudit()
/// let app = CoordinatorAudit.$current.withValue(audit) { AppCoordinator(window: window) }
/// // … drive the flow …
/// #expect(audit.leaks(root: app, window: window).isEmpty)
/// ```
@MainActor
public final class CoordinatorAudit {
    /// The audit coordinators register with when they are created, in this task.
    @TaskLocal public static var current: CoordinatorAudit?

    private struct Tracked {
        weak var coordinator: Coordinator?
        let name: String
    }

    private struct TrackedScreen {
        weak var viewController: ViewController?
        let name: String
        let shownBy: String
    }

    private var coordinators: [Tracked] = []
    private var screens: [TrackedScreen] = []

    /// Creates an empty audit.
    public init() {}

    func track(_ coordinator: Coordinator) {
        coordinators.append(Tracked(coordinator: coordinator, name: coordinator.name))
    }

    func track(_ viewController: ViewController, shownBy coordinator: Coordinator) {
        screens.append(TrackedScreen(viewController: viewController, name: viewController.debugName, shownBy: coordinator.name))
    }

    /// The leaks of the flows under `root` in `window`, bookkeeping first.
    public func leaks(root: Coordinator, window: Window) -> [CoordinatorLeak] {
        let inWindow = Set(window.allViewControllers.map(ObjectIdentifier.init))
        let tree = root.tree
        var leaks: [CoordinatorLeak] = []
        for coordinator in tree.dropFirst() where coordinator.hasShownScreens {
            let alive = coordinator.shownViewControllers
            guard !alive.contains(where: { inWindow.contains(ObjectIdentifier($0)) }) else { continue }
            leaks.append(CoordinatorLeak(
                kind: .bookkeeping, object: coordinator.name, path: coordinator.path,
                detail: "is still held by \(coordinator.parentCoordinator?.name ?? "its parent") although none of its screens is on screen any more"))
        }
        let treeIDs = Set(tree.map(ObjectIdentifier.init))
        for tracked in coordinators {
            guard let coordinator = tracked.coordinator, !treeIDs.contains(ObjectIdentifier(coordinator)) else { continue }
            leaks.append(CoordinatorLeak(
                kind: .memory, object: tracked.name, path: coordinator.path,
                detail: "left the coordinator tree but is still alive: something holds it (a strong reference to its parent, a closure capturing it)"))
        }
        for screen in screens {
            guard let viewController = screen.viewController, !inWindow.contains(ObjectIdentifier(viewController)) else { continue }
            leaks.append(CoordinatorLeak(
                kind: .memory, object: screen.name, path: screen.shownBy,
                detail: "left the window but is still alive: something holds it (its coordinator, a closure capturing it)"))
        }
        return leaks
    }
}

/// A leak the audit found.
public struct CoordinatorLeak: Sendable, Equatable, CustomStringConvertible {
    /// Which level found it.
    public enum Kind: String, Sendable, Equatable {
        case bookkeeping, memory
    }

    public var kind: Kind
    /// The coordinator or view controller.
    public var object: String
    /// Where it is or was: the coordinator path, or the coordinator that showed the screen.
    public var path: String
    /// What is wrong.
    public var detail: String

    public var description: String { "\(kind.rawValue) leak: \(object) (\(path)) \(detail)" }
}

extension Coordinator {
    /// Whether this coordinator ever showed a view controller.
    var hasShownScreens: Bool { shownCount > 0 }
}
