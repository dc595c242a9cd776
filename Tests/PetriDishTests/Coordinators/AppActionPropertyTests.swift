import PetriDish
import PetriSynthetic
import Testing

/// Issue 34's property: random app actions — flows started pushed or presented, the back
/// button, swipes back and down finished or cancelled, pops and dismissals by code, explicit
/// finishes, deep links that clear the screen — and at every settled point: each flow was told
/// once, with the reason of the action that ended it; the audit and the lifecycle agree; nothing
/// the audit calls a leak is showing.
@MainActor
@Suite("Coordinators: every action's reason, under random use")
struct AppActionPropertyTests {
    final class Screen: UIViewController {}

    /// What every flow was told, by flow (by name: a released flow's address is reused).
    final class Told {
        var reasons: [String: [FlowFinishReason]] = [:]
    }

    final class Flow: Coordinator {
        let told: Told
        let label: String
        init(_ label: String, told: Told) {
            self.label = label
            self.told = told
        }
        override var name: String { label }
        override func onFlowFinished(coordinator: Coordinator, reason: FlowFinishReason) {
            told.reasons[coordinator.name, default: []].append(reason)
            super.onFlowFinished(coordinator: coordinator, reason: reason)
        }
    }

    /// One random action: what it does, and the reason the flows it ends must hear (`nil`
    /// when it must end none). A flow finished explicitly, and its children, hear *completed*;
    /// a parent left showing nothing by it hears that the app's code replaced its screens.
    private struct PetriAction {
        let name: String
        let reason: FlowFinishReason?
        var completing: Set<String> = []
    }

    @Test(
        "each flow told once, with its action's reason; the audit agrees with the lifecycle; no leak is showing",
        arguments: 1...16)
    func reasons(seed: UInt64) async throws {
        var random = SyntheticCatalog.Generator(seed: seed)
        let told = Told()
        let audit = CoordinatorAudit()
        let navigation = UINavigationController(rootViewController: Screen(title: "Home"))
        let window = UIWindow()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let root = CoordinatorAudit.$current.withValue(audit) { Flow("App", told: told) }
        var count = 0

        func startChild() -> PetriAction {
            let parent = root.tree.last { $0.isShowing && $0 !== root } ?? root
            count += 1
            let child = CoordinatorAudit.$current.withValue(audit) { Flow("Flow \(count)", told: told) }
            parent.add(dependency: child)
            let screen = child.show(Screen(title: child.label))
            if window.petri.modalChain.isEmpty, Bool.random(using: &random) {
                screen.modalPresentationStyle = .pageSheet
                navigation.present(screen, animated: true)
            } else {
                navigation.pushViewController(screen, animated: true)
            }
            return PetriAction(name: "start \(child.label)", reason: nil)
        }

        /// The finger lifted past the point of no return or too early, at random.
        func lift(_ gesture: InteractiveGesture, _ name: String, reason: FlowFinishReason) throws -> PetriAction {
            if Bool.random(using: &random) {
                try gesture.finish()
                return PetriAction(name: name, reason: reason)
            }
            gesture.cancel()
            return PetriAction(name: "\(name), cancelled", reason: nil)
        }

        func act() throws -> PetriAction {
            let sheetUp = !window.petri.modalChain.isEmpty
            switch Int.random(in: 0..<11, using: &random) {
            case 0, 1:
                return startChild()
            case 2:
                guard let flow = root.tree.dropFirst().randomElement(using: &random) else { return startChild() }
                let completing = Set(flow.tree.map(\.name))
                flow.finish()
                return PetriAction(name: "finish \(flow.name)", reason: .replaced, completing: completing)
            case 3 where navigation.canGoBack && !sheetUp:
                try AppAction.perform { _ = try navigation.goBack(animated: true) }
                return PetriAction(name: "back", reason: .popped)
            case 4 where navigation.canGoBack && !sheetUp:
                return try lift(navigation.petri.beginInteractivePop(), "swipe back", reason: .popped)
            case 5 where sheetUp:
                return try lift(window.petri.beginInteractiveDismissal(), "swipe down", reason: .dismissed)
            case 6 where sheetUp:
                navigation.dismiss(animated: true)
                return PetriAction(name: "dismiss by code", reason: .replaced)
            case 7:
                navigation.popToRootViewController(animated: true)
                return PetriAction(name: "pop to root by code", reason: .replaced)
            case 8:
                // The app's code run for a deep link: back to Home, then the linked screen.
                AppAction.perform(as: .route) {
                    navigation.dismiss(animated: false)
                    navigation.popToRootViewController(animated: false)
                    navigation.pushViewController(Screen(title: "Linked"), animated: false)
                }
                return PetriAction(name: "link", reason: .unwound)
            default:
                return startChild()
            }
        }

        for step in 0..<150 {
            let before = told.reasons
            let action = try act()
            await MainQueue.drain()
            let context = "seed \(seed), step \(step) (\(action.name))"
            for (flow, reasons) in told.reasons {
                let new = Array(reasons.dropFirst(before[flow]?.count ?? 0))
                guard !new.isEmpty else { continue }
                #expect(reasons.count == 1, "\(context): \(flow) was told \(reasons)")
                let expected = action.completing.contains(flow) ? .completed : action.reason
                #expect(expected != nil && new == [expected], "\(context): \(flow) heard \(new)")
            }
            for child in root.tree.dropFirst() {
                #expect(child.isShowing, "\(context): \(child.path) is listed but shows nothing")
            }
            guard case .settled(let leaks) = audit.audit(root: root, window: window) else {
                Issue.record("\(context): not at a settled point")
                continue
            }
            #expect(leaks.isEmpty, "\(context): \(leaks)")
            let showing = Set(window.petri.allViewControllers.map(ObjectIdentifier.init))
            let flowsShowing = Set(root.tree.filter(\.isShowing).map(ObjectIdentifier.init))
            for leak in leaks {
                guard let instance = leak.instance else { continue }
                #expect(
                    !showing.contains(instance) && !flowsShowing.contains(instance), "\(context): \(leak) is showing")
            }
        }
    }
}
