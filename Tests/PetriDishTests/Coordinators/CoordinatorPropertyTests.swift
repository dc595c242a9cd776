import PetriDish
import PetriSynthetic
import Testing

/// Issue 19's invariants under random use: coordinators started and finished, screens pushed
/// and presented, the user's back button, swipes finished and given up, pops and dismissals by
/// code. At every settled point no flow has been told more often than it was started, and no
/// child is listed that shows nothing.
@MainActor
@Suite("Coordinators: properties under random use")
struct CoordinatorPropertyTests {
    final class Screen: UIViewController {}

    /// Counts, per child, how often its flow's end was told.
    final class Tally {
        var callbacks: [ObjectIdentifier: Int] = [:]
    }

    final class Flow: Coordinator {
        let tally: Tally
        init(tally: Tally) { self.tally = tally }
        override func onFlowFinished(coordinator: Coordinator, reason: FlowFinishReason) {
            tally.callbacks[ObjectIdentifier(coordinator), default: 0] += 1
            super.onFlowFinished(coordinator: coordinator, reason: reason)
        }
    }

    @Test("no callback more often than a start; no child listed that shows nothing", arguments: 1...12)
    func invariants(seed: UInt64) async throws {
        var random = SyntheticCatalog.Generator(seed: seed)
        let tally = Tally()
        let navigation = UINavigationController(rootViewController: Screen(title: "Root"))
        let window = UIWindow()
        window.rootViewController = navigation
        let root = Flow(tally: tally)
        var started: [ObjectIdentifier: Int] = [:]

        func startChild() {
            // A child of the flow whose screen is on top (or of the root), shown pushed or
            // presented; none while a sheet is up, where the generator could show nothing.
            guard window.modalChain.isEmpty else { return }
            let parent =
                root.tree.last { coordinator in coordinator.shownViewControllers.contains { $0.window != nil } } ?? root
            let child = Flow(tally: tally)
            parent.add(dependency: child)
            started[ObjectIdentifier(child), default: 0] += 1
            let screen = child.show(Screen(title: "S"))
            if Bool.random(using: &random) {
                screen.modalPresentationStyle = .pageSheet
                navigation.present(screen, animated: true)
            } else {
                navigation.pushViewController(screen, animated: true)
            }
        }

        for step in 0..<120 {
            switch Int.random(in: 0..<9, using: &random) {
            case 0, 1: startChild()
            case 2: root.tree.dropFirst().randomElement(using: &random)?.finish()
            case 3: if navigation.canGoBack, window.modalChain.isEmpty { try navigation.goBack(animated: true) }
            case 4: if navigation.canGoBack, window.modalChain.isEmpty { try navigation.beginInteractivePop().finish() }
            case 5: if navigation.canGoBack, window.modalChain.isEmpty { try navigation.beginInteractivePop().cancel() }
            case 6: if !window.modalChain.isEmpty { try window.beginInteractiveDismissal().finish() }
            case 7: if !window.modalChain.isEmpty { try window.beginInteractiveDismissal().cancel() }
            default:
                if !window.modalChain.isEmpty {
                    navigation.dismiss(animated: true)
                } else {
                    navigation.popToRootViewController(animated: true)
                }
            }
            await MainQueue.drain()
            for (child, count) in tally.callbacks {
                #expect(
                    count <= started[child, default: 0], "seed \(seed), step \(step): a flow was told \(count) times")
            }
            for child in root.tree.dropFirst() {
                #expect(child.isShowing, "seed \(seed), step \(step): \(child.path) is listed but shows nothing")
            }
        }
    }
}
