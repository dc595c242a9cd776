import PetriDish
import Testing

/// Issue 34: the audit reports forgotten coordinators innermost first and, at one depth, in the
/// order the app created them — the order a developer reads the code in — not newest first.
@MainActor
@Suite("Coordinators: the audit's order")
struct AuditOrderTests {
    final class Screen: UIViewController {}

    /// A coordinator that pushes one screen and never says it finished, as a forgetful app's does.
    final class Forgetful: Coordinator {
        let label: String
        let navigation: UINavigationController
        init(_ label: String, navigation: UINavigationController) {
            self.label = label
            self.navigation = navigation
        }
        override var name: String { label }
        override func startFlow() {
            navigation.pushViewController(show(Screen(title: label)), animated: false)
        }
    }

    @Test("20 forgotten coordinators at one depth are reported in creation order; a deeper one first")
    func creationOrderAtOneDepth() async throws {
        let navigation = UINavigationController(rootViewController: UIViewController(title: "Root"))
        let window = UIWindow()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let root = Coordinator()
        // The app removes its children itself, and forgets to.
        root.childRemoval = .manual
        var children: [Forgetful] = []
        for index in 1...20 {
            let child = Forgetful("Child \(index)", navigation: navigation)
            child.childRemoval = .manual
            root.add(dependency: child)
            child.start()
            children.append(child)
        }
        let grandchild = Forgetful("Grandchild", navigation: navigation)
        children[0].add(dependency: grandchild)
        grandchild.start()

        navigation.popToRootViewController(animated: false)
        await MainQueue.drain()
        let leaks = CoordinatorAudit().leaks(root: root, window: window).filter { $0.kind == .bookkeeping }
        #expect(leaks.map(\.object) == ["Grandchild"] + (1...20).map { "Child \($0)" })
        withExtendedLifetime(children) {}
    }
}
