public import PetriHierarchy

/// Finds coordinators and view controllers that outlived their flow: a leak audit.
///
/// Two levels:
/// - **bookkeeping**: a coordinator still in the tree (not the root) although none of the view
///   controllers it showed is in the window any more: its parent kept it after the user left its
///   screens, typically by the system back button, which pops without telling the coordinator;
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
///
/// Whoever drives the flow tells the audit what each step was with
/// ``record(_:root:window:)``; a leak then names the step that removed its screens
/// (`removed by back`), and the screens involved.
@MainActor
public final class CoordinatorAudit {
    /// The audit coordinators register with when they are created, in this task.
    @TaskLocal public static var current: CoordinatorAudit?

    private struct Tracked {
        weak var coordinator: Coordinator?
        let name: String
        /// The step after which it was first seen out of the tree.
        var removedBy: String?
    }

    private struct TrackedScreen {
        weak var viewController: UIViewController?
        let name: String
        weak var shownBy: Coordinator?
        let shownByName: String
        /// The step after which it was first seen out of the window, and when.
        var removal: (step: String, order: Int)?
    }

    private var coordinators: [Tracked] = []
    private var screens: [TrackedScreen] = []
    private var steps = 0

    /// What the coordinators registered with this audit were asked that changed nothing (a late
    /// `finish()`, a second `start()`, an unknown child), oldest first.
    public private(set) var diagnostics: [CoordinatorDiagnostic] = []

    func note(_ diagnostic: CoordinatorDiagnostic) {
        diagnostics.append(diagnostic)
    }

    /// Creates an empty audit.
    public init() {}

    func track(_ coordinator: Coordinator) {
        coordinators.append(Tracked(coordinator: coordinator, name: coordinator.name))
    }

    func track(_ viewController: UIViewController, shownBy coordinator: Coordinator) {
        // A screen shown twice (by the same coordinator or another) is one screen.
        guard !screens.contains(where: { $0.viewController === viewController }) else { return }
        screens.append(
            TrackedScreen(
                viewController: viewController, name: viewController.debugName,
                shownBy: coordinator, shownByName: coordinator.name))
    }

    /// Records that `step` (`back`, `send close`, `dismiss`) just ran: the screens that have left
    /// `window` and the coordinators that have left `root`'s tree since the last step are put down
    /// to it, so leaks can name the step that removed them. A screen that comes back is forgiven.
    public func record(_ step: String, root: Coordinator, window: UIWindow) {
        steps += 1
        let inWindow = Set(window.allViewControllers.map(ObjectIdentifier.init))
        for index in screens.indices {
            // A screen already released left the window in this step at the latest.
            if let viewController = screens[index].viewController, inWindow.contains(ObjectIdentifier(viewController)) {
                screens[index].removal = nil
            } else if screens[index].removal == nil {
                screens[index].removal = (step, steps)
            }
        }
        let treeIDs = Set(root.tree.map(ObjectIdentifier.init))
        for index in coordinators.indices {
            guard let coordinator = coordinators[index].coordinator else { continue }
            if treeIDs.contains(ObjectIdentifier(coordinator)) {
                coordinators[index].removedBy = nil
            } else if coordinators[index].removedBy == nil {
                coordinators[index].removedBy = step
            }
        }
    }

    /// The screens `coordinator` showed, and the most recent step that removed one of them.
    private func screens(of coordinator: Coordinator) -> (names: [String], removedBy: String?) {
        let mine = screens.filter { $0.shownBy === coordinator }
        let removedBy = mine.compactMap(\.removal).max { $0.order < $1.order }?.step
        return (mine.map(\.name), removedBy)
    }

    /// What an audit found, or why it did not answer.
    public enum Outcome: Sendable, Equatable {
        /// At a settled point: the leaks (none when the flows are clean).
        case settled([CoordinatorLeak])
        /// Not at a settled point (``MainQueue/unsettledReason(in:)``): a navigation or a gesture
        /// in progress, or work the app scheduled still to run — a screen it is about to release
        /// would be reported as a leak.
        case notSettled(reason: String)
    }

    /// Audits the flows under `root` in `window` at a settled point only; drain the main
    /// queue first (``MainQueue/drain(turns:)``).
    public func audit(root: Coordinator, window: UIWindow) -> Outcome {
        if let reason = MainQueue.unsettledReason(in: window) { return .notSettled(reason: reason) }
        return .settled(leaks(root: root, window: window))
    }

    /// The leaks of the flows under `root` in `window` at this instant, bookkeeping first, and
    /// the innermost coordinator first in each (the one to fix first), coordinators at one depth
    /// in the order they were created; see ``audit(root:window:)``, which answers only at a
    /// settled point.
    public func leaks(root: Coordinator, window: UIWindow) -> [CoordinatorLeak] {
        let tree = root.tree
        var leaks: [CoordinatorLeak] = []
        let kept = keptScreens
        // The lifecycle's rule (``Coordinator/showsNothingAnyMore``): a coordinator whose flow,
        // its children's screens included, shows nothing in any window.
        for coordinator in Self.innermostFirst(Array(tree.dropFirst()))
        where coordinator.showsNothingAnyMore && coordinator.lifetime == nil {
            let involved = screens(of: coordinator)
            leaks.append(
                CoordinatorLeak(
                    kind: .bookkeeping, object: coordinator.name, path: coordinator.path,
                    detail:
                        "is still held by \(coordinator.parentCoordinator?.name ?? "its parent") although none of its screens is on screen any more",
                    screens: involved.names, removedBy: involved.removedBy, instance: ObjectIdentifier(coordinator)))
        }
        let treeIDs = Set(tree.map(ObjectIdentifier.init))
        let alive = coordinators.compactMap { tracked in tracked.coordinator.map { (tracked, $0) } }
        let order = Self.innermostFirst(alive.map(\.1)).map(ObjectIdentifier.init)
        let byID = Dictionary(alive.map { (ObjectIdentifier($0.1), $0) }, uniquingKeysWith: { first, _ in first })
        for (tracked, coordinator) in order.compactMap({ byID[$0] }) {
            guard !treeIDs.contains(ObjectIdentifier(coordinator)), coordinator.lifetime == nil else { continue }
            leaks.append(
                CoordinatorLeak(
                    kind: .memory, object: tracked.name, path: coordinator.path,
                    detail:
                        "left the coordinator tree but is still alive: something holds it (a strong reference to its parent, a closure capturing it)",
                    screens: screens(of: coordinator).names, removedBy: tracked.removedBy,
                    instance: ObjectIdentifier(coordinator)))
        }
        for screen in screens {
            guard let viewController = screen.viewController, viewController.window == nil,
                !kept.contains(where: { $0.object === viewController })
            else { continue }
            leaks.append(
                CoordinatorLeak(
                    kind: .memory, object: screen.name, path: screen.shownByName,
                    detail:
                        "left the window but is still alive: something holds it (its coordinator, a closure capturing it)",
                    screens: [screen.name], removedBy: screen.removal?.step, instance: ObjectIdentifier(viewController))
            )
        }
        return leaks + pastTheirBound()
    }

    /// `coordinators` (in the order they were created) with the deepest first; at one depth,
    /// still in the order they were created.
    static func innermostFirst(_ coordinators: [Coordinator]) -> [Coordinator] {
        func depth(_ coordinator: Coordinator) -> Int {
            var depth = 0
            var current = coordinator.parentCoordinator
            while let parent = current { depth += 1; current = parent.parentCoordinator }
            return depth
        }
        return coordinators.enumerated().map { ($0.offset, depth($0.element), $0.element) }
            .sorted { ($0.1, -$0.0) > ($1.1, -$1.0) }
            .map(\.2)
    }

    /// What lives on purpose now: the coordinators declared long-lived or cached, and the
    /// screens their coordinators keep (``Coordinator/keep(_:_:)``), in the order declared.
    public func declaredLives() -> [DeclaredLife] {
        let declaredCoordinators = coordinators.compactMap {
            tracked -> (object: AnyObject, name: String, lifetime: DeclaredLifetime)? in
            guard let coordinator = tracked.coordinator, let lifetime = coordinator.lifetime else { return nil }
            return (coordinator, tracked.name, lifetime)
        }
        return (declaredCoordinators + keptScreens).map { DeclaredLife(object: $0.name, lifetime: $0.lifetime) }
    }

    /// The screens kept on purpose by the coordinators this audit knows, alive.
    private var keptScreens: [(object: AnyObject, name: String, lifetime: DeclaredLifetime)] {
        var seen = Set<ObjectIdentifier>()
        return coordinators.compactMap(\.coordinator).flatMap(\.keptScreens).compactMap { entry in
            guard let screen = entry.screen.viewController, seen.insert(ObjectIdentifier(screen)).inserted else {
                return nil
            }
            return (screen, screen.debugName, entry.lifetime)
        }
    }

    /// One finding per type of which more objects live on purpose than their declared bound.
    private func pastTheirBound() -> [CoordinatorLeak] {
        let coordinatorLives = coordinators.compactMap {
            tracked -> (type: String, lifetime: DeclaredLifetime, object: AnyObject)? in
            guard let coordinator = tracked.coordinator, let lifetime = coordinator.lifetime else { return nil }
            return (tracked.name, lifetime, coordinator)
        }
        let screenLives = keptScreens.map {
            (type: ($0.object as? UIViewController)?.typeName ?? $0.name, lifetime: $0.lifetime, object: $0.object)
        }
        var findings: [CoordinatorLeak] = []
        var reported = Set<String>()
        let lives = coordinatorLives + screenLives
        for life in lives {
            guard let maximum = life.lifetime.maximumCount, reported.insert(life.type).inserted else { continue }
            let count = lives.filter { $0.type == life.type }.count
            guard count > maximum else { continue }
            findings.append(
                CoordinatorLeak(
                    kind: .pastDeclaredBound, object: life.type, path: life.type,
                    detail: "\(count) live on purpose, more than declared — \(life.lifetime)"))
        }
        return findings
    }
}

/// A leak the audit found.
public struct CoordinatorLeak: Sendable, Equatable, CustomStringConvertible {
    /// Which level found it.
    public enum Kind: String, Sendable, Equatable {
        case bookkeeping, memory
        /// More objects of a type live on purpose than their declared bound (``DeclaredLifetime``).
        case pastDeclaredBound = "lifetime"
    }

    /// The level that found it.
    public var kind: Kind
    /// The coordinator or view controller.
    public var object: String
    /// Where it is or was: the coordinator path, or the coordinator that showed the screen.
    public var path: String
    /// What is wrong.
    public var detail: String
    /// The screens involved: the ones the coordinator showed, or the screen itself.
    public var screens: [String]
    /// The step that removed them (`back`, `send close`), when whoever drove the flow recorded
    /// its steps (``CoordinatorAudit/record(_:root:window:)``).
    public var removedBy: String?
    /// The object that leaks, while it is alive: two findings with the same text about two
    /// objects are two leaks.
    public var instance: ObjectIdentifier?

    /// Creates a finding.
    public init(
        kind: Kind, object: String, path: String, detail: String, screens: [String] = [], removedBy: String? = nil,
        instance: ObjectIdentifier? = nil
    ) {
        self.instance = instance
        self.kind = kind
        self.object = object
        self.path = path
        self.detail = detail
        self.screens = screens
        self.removedBy = removedBy
    }

    /// `bookkeeping leak: Review (Reviews › Review) is still held … [screens: ReviewScreen; removed by back]`.
    public var description: String {
        var context: [String] = []
        if !screens.isEmpty, screens != [object] { context.append("screens: \(screens.joined(separator: ", "))") }
        if let removedBy { context.append("removed by `\(removedBy)`") }
        let suffix = context.isEmpty ? "" : " [\(context.joined(separator: "; "))]"
        return "\(kind.rawValue) leak: \(object) (\(path)) \(detail)\(suffix)"
    }
}

extension Coordinator {
    /// Whether this coordinator ever showed a view controller.
    var hasShownScreens: Bool { shownCount > 0 }
}
