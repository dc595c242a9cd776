import PetriHierarchy

/// Keeps coordinator flows in step with what is showing: after every change of the hierarchy
/// (once it holds), it ends each child that showed screens and now shows none — with the reason
/// of the change — and runs the push completions of screens that left their stack.
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

    func hierarchyDidChange(_ transition: Transition) {
        settle(reason: FlowFinishReason(cause: transition.cause))
    }

    /// Ends the children that show nothing any more, innermost first, then runs the
    /// completions of the screens that left their stacks.
    func settle(reason: FlowFinishReason) {
        guard !isSettling else { return }
        isSettling = true
        defer { isSettling = false }
        coordinators.removeAll { $0.coordinator == nil }
        routers.removeAll { $0.router == nil }
        let roots = coordinators.compactMap(\.coordinator).filter { $0.parentCoordinator == nil && !$0.isFinished }
        for root in roots {
            root.noteShowing()
            prune(root, reason: reason)
        }
        for router in routers.compactMap(\.router) {
            router.runCompletionsOfScreensThatLeft()
        }
    }

    /// Ends the children of `coordinator` that show nothing, the most recent first (the top of
    /// a stack leaves first), each after its own children.
    private func prune(_ coordinator: Coordinator, reason: FlowFinishReason) {
        for child in coordinator.childCoordinators.reversed() {
            if coordinator.childRemoval == .automatic, child.lifetime == nil, child.wasShowing, !child.isShowing {
                child.end(reason)
            } else {
                prune(child, reason: reason)
            }
        }
    }
}
