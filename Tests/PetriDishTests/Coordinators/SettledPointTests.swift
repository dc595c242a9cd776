import Dispatch
import PetriDish
import Testing

/// Issue 19: the audit answers only at a settled point — no navigation or gesture in
/// progress, and the main queue drained since the hierarchy last changed.
@MainActor
@Suite("Settled points")
struct SettledPointTests {
    final class Screen: UIViewController {}

    /// A parent that, when a child's flow ends, keeps the child for one more turn of the main
    /// queue (an animation's completion, analytics sent later), as apps do.
    final class Parent: Coordinator {
        override func onFlowFinished(coordinator: Coordinator, reason: FlowFinishReason) {
            super.onFlowFinished(coordinator: coordinator, reason: reason)
            DispatchQueue.main.async { withExtendedLifetime(coordinator) {} }
        }
    }

    @Test("right after back, work the app scheduled still holds the child: not settled; drained, no leak")
    func drainedBeforeTheAudit() async throws {
        let audit = CoordinatorAudit()
        let navigation = UINavigationController(rootViewController: Screen(title: "List"))
        let window = UIWindow()
        window.rootViewController = navigation
        let root = CoordinatorAudit.$current.withValue(audit) { Parent() }
        CoordinatorAudit.$current.withValue(audit) {
            let child = Coordinator()
            root.add(dependency: child)
            navigation.pushViewController(child.show(Screen(title: "Draft")), animated: true)
        }
        await MainQueue.drain()
        #expect(audit.audit(root: root, window: window) == .settled([]))

        try navigation.goBack(animated: true)
        guard case .notSettled(let reason) = audit.audit(root: root, window: window) else {
            Issue.record("the audit answered before the main queue ran")
            return
        }
        #expect(reason.contains("the main queue has not run"))
        #expect(
            audit.leaks(root: root, window: window).map(\.object) == ["Coordinator"],
            "at this instant the child is still held")

        await MainQueue.drain()
        #expect(audit.audit(root: root, window: window) == .settled([]))
    }

    @Test("the audit called mid-gesture says so")
    func midGesture() async throws {
        let navigation = UINavigationController(rootViewController: Screen(title: "List"))
        navigation.pushViewController(Screen(title: "Detail"), animated: false)
        let window = UIWindow()
        window.rootViewController = navigation
        let audit = CoordinatorAudit()
        let root = Coordinator()
        await MainQueue.drain()
        let swipe = try navigation.beginInteractivePop()
        #expect(
            audit.audit(root: root, window: window)
                == .notSettled(reason: "a swipeBack gesture is in progress; finish or cancel it"))
        swipe.cancel()
        #expect(audit.audit(root: root, window: window) == .settled([]))
    }
}
