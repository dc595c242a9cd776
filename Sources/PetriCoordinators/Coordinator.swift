public import PetriHierarchy
import PetriSupport

/// Something a router shows: a view controller, or a coordinator that owns one (the coordinator
/// pattern's `Presentable`).
@MainActor
public protocol Presentable: AnyObject {
    /// The view controller to show.
    func presented() -> UIViewController
}

extension UIViewController: Presentable {}

/// A view controller's answer, in a constrained extension rather than on the class, so an app's
/// view controller may declare a `presented()` of its own.
extension Presentable where Self: UIViewController {
    /// The view controller itself.
    public func presented() -> UIViewController { self }
}

/// Told when a child coordinator's flow has finished, so its parent removes it (the coordinator
/// pattern's `CoordinatorFlowListener`). A coordinator's listener is told once per flow.
@MainActor
public protocol CoordinatorFlowListener: AnyObject {
    /// `coordinator`'s flow finished: it no longer shows anything.
    func onFlowFinished(coordinator: Coordinator)
    /// `coordinator`'s flow finished for `reason`. The default calls
    /// ``onFlowFinished(coordinator:)``.
    func onFlowFinished(coordinator: Coordinator, reason: FlowFinishReason)
}

extension CoordinatorFlowListener {
    public func onFlowFinished(coordinator: Coordinator, reason: FlowFinishReason) {
        onFlowFinished(coordinator: coordinator)
    }
}

/// A coordinator: it starts a flow of screens and keeps the child coordinators of the flows it
/// starts, as in the coordinator pattern. Use it by inheritance (override ``startFlow()``), or keep
/// a ``CoordinatorDependencies`` by composition.
///
/// ```swift
/// final class ProductCoordinator: Coordinator {
///     let router: CoordinatorRouter
///     init(router: CoordinatorRouter) { self.router = router }
///     override func startFlow() {
///         try? router.push(show(ProductViewController()), animated: true)
///     }
///     func reviewSent() { finish() }   // the flow's own end: completed
/// }
/// ```
///
/// A pushed flow needs no completion that calls ``finish()``: when its screens leave — the back
/// button, a swipe, a pop by code, a new root — the coordinator layer ends it with that reason
/// and tells its parent (``ChildRemoval/automatic``), and only once every screen of its flow,
/// its children's included, has left. Call ``finish()`` where the flow itself decides it is
/// done. A coordinator that removes its children itself (``ChildRemoval/manual``) is the one
/// that passes a completion calling `finish()`.
///
/// **Showing**, for the lifecycle and the audit alike: a coordinator shows something while a
/// view controller it or one of its descendants ``show(_:)``ed is in a window — in a stack, a
/// tab, a column or the modal chain, on screen or not. A flow that showed something and shows
/// nothing any more has ended, unless it ``keepsRunningWhenHidden``.
///
/// Every coordinator and every view controller it ``show(_:)``s is known to the current
/// ``CoordinatorAudit``, which reports the ones still held after they left.
@MainActor
open class Coordinator {
    /// The coordinators of the flows this one started, in the order they were added.
    public private(set) var childCoordinators: [Coordinator] = []
    /// The coordinator that added this one (weak, as a parent owns its children).
    public private(set) weak var parentCoordinator: Coordinator?
    /// Told, once, when this coordinator's flow finishes; ``add(dependency:)`` makes the
    /// parent the listener unless one is set. Whatever the listener does, the coordinator then
    /// leaves its parent.
    public weak var flowListener: (any CoordinatorFlowListener)?

    /// Why this coordinator's flow finished, once it has; `nil` while it runs.
    public private(set) var finishReason: FlowFinishReason?

    /// Whether this coordinator's flow has finished.
    public var isFinished: Bool { finishReason != nil }

    /// Who removes this coordinator's children when their screens are gone: the coordinator
    /// layer (the default), or this coordinator's own code.
    public var childRemoval: ChildRemoval = .automatic

    /// Why this coordinator lives on purpose after its flow ended (kept for the next time), if
    /// it does: the audit lists it apart rather than as a leak (``DeclaredLifetime``). Its flow
    /// still ends when its screens leave; ``start()`` starts the next one.
    public var lifetime: DeclaredLifetime?

    /// Whether this flow keeps running when none of its screens is in a window (a tab's flow
    /// whose stack the app keeps aside while another tab shows): the coordinator layer then
    /// never ends it for showing nothing, and the audit does not report it for that. `false` by
    /// default.
    public var keepsRunningWhenHidden = false

    /// The audit this coordinator registered with, told of its ``CoordinatorDiagnostic``s.
    private weak var audit: CoordinatorAudit?

    /// The parent that last let go of this coordinator, so a second `remove(dependency:)` from
    /// it is not reported as an unknown child.
    private weak var formerParent: Coordinator?

    /// The screens this coordinator keeps on purpose, with why (``keep(_:_:)``).
    private(set) var keptScreens: [(screen: WeakViewController, lifetime: DeclaredLifetime)] = []

    /// The view controllers this coordinator showed, weakly: they are the hierarchy's.
    private var shown: [WeakViewController] = []

    /// How many view controllers this coordinator showed, alive or not.
    var shownCount: Int { shown.count }

    /// Whether something this coordinator or a descendant showed has been in a window since
    /// it was added: a flow whose screens are still being built is not ended for showing
    /// nothing yet.
    private(set) var wasShowing = false

    /// Creates a coordinator; it registers with ``CoordinatorAudit/current``, if any.
    public init() {
        audit = CoordinatorAudit.current
        audit?.track(self)
        CoordinatorLifecycle.shared.track(self)
    }

    /// The coordinator's name in reports: its type.
    open var name: String { TypeName.of(type(of: self)) }

    /// Whether this coordinator's flow has started and not finished: ``start()`` ran
    /// ``startFlow()`` and the flow has not ended since.
    public private(set) var isRunning = false

    /// Starts the flow, once: it runs ``startFlow()`` unless the flow already runs, so a second
    /// `start()` (a button tapped twice, a deep link handled twice) shows nothing more. After the
    /// flow finished, `start()` starts a new one.
    ///
    /// Subclasses override ``startFlow()``. A subclass written before the guard existed may
    /// still override `start()` itself: it keeps working, without the guard.
    open func start() {
        guard !isRunning else {
            diagnose(
                .doubleStart, "start() while its flow runs: ignored (a button tapped twice, a link handled twice?)")
            return
        }
        isRunning = true
        startFlow()
    }

    /// Shows the flow's first screen: override this, not ``start()``, so starting a running flow
    /// again is ignored. Called by ``start()``, once per flow. The default does nothing.
    open func startFlow() {}

    /// Keeps `coordinator` as a child (once: adding it again changes nothing) and becomes its
    /// parent and, unless it has one, its flow listener. A coordinator whose flow finished
    /// starts a new flow when it is added again.
    public func add(dependency coordinator: Coordinator) {
        guard coordinator !== self, !childCoordinators.contains(where: { $0 === coordinator }) else { return }
        coordinator.parentCoordinator?.detach(coordinator)
        childCoordinators.append(coordinator)
        coordinator.parentCoordinator = self
        if coordinator.flowListener == nil { coordinator.flowListener = self }
        if coordinator.finishReason != nil { coordinator.isRunning = false }
        coordinator.finishReason = nil
        coordinator.wasShowing = false
    }

    /// Lets go of `coordinator`. A child whose flow still runs has its flow ended here
    /// (``FlowFinishReason/replaced``): its flow listener, unless it is this coordinator, is
    /// told, and its later ``finish()`` changes nothing and is reported as late. Its own children
    /// stay with it — whether they are released is the audit's business, not the lifecycle's:
    /// a child that holds its parent strongly shows up as a memory leak.
    ///
    /// Letting go of a coordinator that is not a child is reported (``CoordinatorDiagnostic``).
    public func remove(dependency coordinator: Coordinator) {
        guard childCoordinators.contains(where: { $0 === coordinator }) else {
            if coordinator.formerParent !== self {
                diagnose(
                    .unknownChild, "remove(dependency:) of \(coordinator.name), which is not its child: nothing changes"
                )
            }
            return
        }
        let listener = coordinator.flowListener
        detach(coordinator)
        guard coordinator.finishReason == nil else { return }
        coordinator.finishReason = .replaced
        coordinator.isRunning = false
        if let listener, listener !== self { listener.onFlowFinished(coordinator: coordinator, reason: .replaced) }
        CoordinatorLifecycle.shared.flowEnded()
    }

    /// Takes `coordinator` out of the children, telling nobody (a move to another parent, a
    /// flow that ended).
    private func detach(_ coordinator: Coordinator) {
        childCoordinators.removeAll { $0 === coordinator }
        if coordinator.parentCoordinator === self { coordinator.parentCoordinator = nil }
        if coordinator.flowListener === self { coordinator.flowListener = nil }
        coordinator.formerParent = self
    }

    /// Ends `child`'s flow for `reason`, as ``finish()`` ends a flow from inside: its children
    /// first, then its listener is told, then it leaves this coordinator. For a parent that
    /// knows why a child's flow is over (a logout ends the account flows as ``FlowFinishReason/replaced``).
    ///
    /// A coordinator that is not a child is reported (``CoordinatorDiagnostic``) and nothing
    /// changes.
    public func end(_ child: Coordinator, reason: FlowFinishReason) {
        guard childCoordinators.contains(where: { $0 === child }) else {
            diagnose(.unknownChild, "end(_:reason:) of \(child.name), which is not its child: nothing changes")
            return
        }
        child.end(reason)
    }

    /// This flow finished: its children's flows end first, then the flow listener is told (with
    /// ``FlowFinishReason/completed``) and this coordinator leaves its parent. Only the first
    /// call counts: a call after the flow ended changes nothing and is reported as late
    /// (``CoordinatorDiagnostic``).
    ///
    /// Called from a push completion that runs because the screen left (``CoordinatorRouter``),
    /// it ends the flow with the reason the screen left for (the back button: *popped*).
    public func finish() {
        if let reason = finishReason {
            diagnose(.lateFinish, "finish() after its flow ended (\(reason)): nobody is told again")
            return
        }
        end(CoordinatorLifecycle.shared.reasonOfScreensLeaving ?? .completed)
    }

    /// Ends this flow for `reason`, once: the children's first (innermost first, with the same
    /// reason) unless this coordinator removes its children itself (``ChildRemoval/manual``),
    /// then the listener is told, then this coordinator leaves its parent.
    func end(_ reason: FlowFinishReason) {
        guard finishReason == nil else { return }
        finishReason = reason
        isRunning = false
        if childRemoval == .automatic {
            for child in childCoordinators.reversed() { child.end(reason) }
        }
        flowListener?.onFlowFinished(coordinator: self, reason: reason)
        parentCoordinator?.remove(dependency: self)
        CoordinatorLifecycle.shared.flowEnded()
    }

    /// Whether something this coordinator or a descendant showed is in a window: in a stack, a
    /// tab, a column or the modal chain, on screen or not. The one meaning of showing, for the
    /// lifecycle and the audit.
    public var isShowing: Bool {
        shownViewControllers.contains { $0.window != nil } || childCoordinators.contains(where: \.isShowing)
    }

    /// Whether this coordinator or a descendant ever showed a view controller.
    var hasShownSomething: Bool {
        shownCount > 0 || childCoordinators.contains(where: \.hasShownSomething)
    }

    /// Whether this flow is over by the rule the lifecycle and the audit share: it showed
    /// something, shows nothing any more, and does not keep running when hidden.
    var showsNothingAnyMore: Bool {
        !keepsRunningWhenHidden && hasShownSomething && !isShowing
    }

    /// Records `kind` about this coordinator with the audit it registered with.
    private func diagnose(_ kind: CoordinatorDiagnostic.Kind, _ detail: String) {
        audit?.note(CoordinatorDiagnostic(kind: kind, coordinator: path, detail: detail))
    }

    /// Marks this coordinator and its descendants that show something as having shown.
    func noteShowing() {
        for child in childCoordinators { child.noteShowing() }
        if !wasShowing { wasShowing = isShowing }
    }

    /// Records `viewController` as shown by this coordinator (for the audit) and returns it.
    @discardableResult
    public func show<VC: UIViewController>(_ viewController: VC) -> VC {
        shown.append(WeakViewController(viewController))
        CoordinatorAudit.current?.track(viewController, shownBy: self)
        return viewController
    }

    /// Declares that this coordinator keeps `screen` on purpose (a screen cached for reuse), for
    /// the audit: it is listed apart, and reported only when more screens of its type live so
    /// than `lifetime` allows.
    /// - Returns: `screen`.
    @discardableResult
    public func keep<VC: UIViewController>(_ screen: VC, _ lifetime: DeclaredLifetime) -> VC {
        keptScreens.removeAll { $0.screen.viewController == nil || $0.screen.viewController === screen }
        keptScreens.append((WeakViewController(screen), lifetime))
        return screen
    }

    /// The view controllers this coordinator showed that are still alive.
    public var shownViewControllers: [UIViewController] {
        shown.compactMap(\.viewController)
    }

    /// A child's flow finished: it is removed. Override to react (start the next flow).
    open func onFlowFinished(coordinator: Coordinator) {
        remove(dependency: coordinator)
    }

    /// A child's flow finished for `reason`; the default calls ``onFlowFinished(coordinator:)``.
    open func onFlowFinished(coordinator: Coordinator, reason: FlowFinishReason) {
        onFlowFinished(coordinator: coordinator)
    }

    /// This coordinator and its descendants, depth first.
    public var tree: [Coordinator] {
        [self] + childCoordinators.flatMap(\.tree)
    }

    /// `App › Main › Profile`: the names from the root coordinator to this one.
    public var path: String {
        var names = [name]
        var current = parentCoordinator
        while let coordinator = current {
            names.insert(coordinator.name, at: 0)
            current = coordinator.parentCoordinator
        }
        return names.joined(separator: " › ")
    }
}

extension Coordinator: CoordinatorFlowListener {}

/// The coordinator pattern's composition alternative to the base class: the children kept by an
/// object the coordinator owns.
@MainActor
public protocol CoordinatorDependencies: AnyObject {
    func add(dependency coordinator: Coordinator)
    func remove(dependency coordinator: Coordinator)
    /// The coordinators kept.
    var dependencies: [Coordinator] { get }
}

/// The default ``CoordinatorDependencies``: an array, without duplicates.
@MainActor
public final class DefaultCoordinatorDependencies: CoordinatorDependencies {
    public private(set) var dependencies: [Coordinator] = []

    /// Creates an empty set of dependencies.
    public init() {}

    public func add(dependency coordinator: Coordinator) {
        if !dependencies.contains(where: { $0 === coordinator }) { dependencies.append(coordinator) }
    }

    public func remove(dependency coordinator: Coordinator) {
        dependencies.removeAll { $0 === coordinator }
    }
}
