import PetriHierarchy

/// Keeps coordinator flows in step with what is showing: after every change of the hierarchy
/// (once it holds), or once per ``AppAction``, it runs the push completions of screens that left
/// their stack and ends each child that showed screens and now shows none — with the reason of
/// the change.
@MainActor
final class CoordinatorLifecycle: HierarchyObserver {
    /// The one lifecycle, observing the hierarchy from the first coordinator or router on.
    static let shared: CoordinatorLifecycle = {
        let lifecycle = CoordinatorLifecycle()
        TransitionLog.addObserver(lifecycle)
        return lifecycle
    }()

    private struct WeakCoordinator { weak var coordinator: Coordinator? }
    private struct WeakRouter { weak var router: CoordinatorRouter? }

    private var coordinators: [WeakCoordinator] = []
    private var routers: [WeakRouter] = []
    /// Whether a settle is running: a change made by a flow listener settles in the same pass.
    private var isSettling = false

    func track(_ coordinator: Coordinator) {
        coordinators.removeAll { $0.coordinator == nil }
        coordinators.append(WeakCoordinator(coordinator: coordinator))
    }

    func track(_ router: CoordinatorRouter) {
        routers.removeAll { $0.router == nil }
        routers.append(WeakRouter(router: router))
    }

    /// While the completions of screens that left run: the reason they left, which a
    /// ``Coordinator/finish()`` called from one of them ends its flow with.
    private(set) var reasonOfScreensLeaving: FlowFinishReason?

    func hierarchyDidChange(cause: TransitionCause) {
        settle(reason: FlowFinishReason(cause: cause))
    }

    /// At the settled point of a change (or of an ``AppAction``): runs the completions of the
    /// screens that left their stacks, the most recently pushed first (the innermost flow's
    /// first), then ends the children that show nothing any more, innermost first, each told
    /// after its own children.
    func settle(reason: FlowFinishReason) {
        guard !isSettling else { return }
        isSettling = true
        defer { isSettling = false }
        coordinators.removeAll { $0.coordinator == nil }
        routers.removeAll { $0.router == nil }
        let leaving = routers.compactMap(\.router).flatMap { $0.takeCompletionsOfScreensThatLeft() }
        reasonOfScreensLeaving = reason
        for completion in leaving.sorted(by: { $0.order > $1.order }) { completion.run() }
        reasonOfScreensLeaving = nil
        // A coordinator its parent let go of ended then; its children are the audit's business.
        let roots = coordinators.compactMap(\.coordinator).filter { $0.parentCoordinator == nil && !$0.isFinished }
        for root in roots {
            root.noteShowing()
            prune(root, reason: reason)
        }
    }

    /// Ends the children of `coordinator` that show nothing, the most recent first (the top of
    /// a stack leaves first), each after its own children — looked at first, so a parent that
    /// showed only through a child that ends now ends in the same pass.
    private func prune(_ coordinator: Coordinator, reason: FlowFinishReason) {
        for child in coordinator.childCoordinators.reversed() {
            prune(child, reason: reason)
            if coordinator.childRemoval == .automatic, child.wasShowing, child.showsNothingAnyMore {
                child.end(reason)
            }
        }
    }

    /// A flow ended by the app's word (``Coordinator/finish()``, a parent's): its ancestors may
    /// show nothing any more. They settle at once, or at the end of the action in progress.
    func flowEnded() {
        guard !isSettling else { return }
        if AppAction.isInProgress {
            AppAction.requestSettle()
        } else {
            settle(reason: .replaced)
        }
    }
}
