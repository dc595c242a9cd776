import PetriDish
import Testing

/// `viewController.petri`: petri's questions about a view controller, apart from UIKit's members,
/// as an app's test code asks them (only `import PetriDish`, public API).
@MainActor
@Suite("petri's inspection of a view controller")
struct PetriInspectionTests {
    @Test("The documentation's example: a tab bar's contained subtree, out of any window")
    func documentedExample() {
        let tabs = UITabBarController()
        tabs.viewControllers = [UINavigationController(rootViewController: UIViewController())]
        #expect(tabs.petri.containedSubtree.count == 3)
        #expect(tabs.petri.isInHierarchy == false)
    }

    @Test("In a window: in the hierarchy, the subtree parents first, dismissible, the presenting context of a sheet")
    func inWindow() {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let window = UIWindow()
        window.rootViewController = navigation
        #expect(root.petri.isInHierarchy)
        #expect(navigation.petri.containedSubtree.map(ObjectIdentifier.init) == [ObjectIdentifier(navigation), ObjectIdentifier(root)])
        #expect(navigation.petri.isDismissible)
        #expect(root.petri.presentingContext(for: .formSheet) === navigation)
        #expect(root.petri.viewController === root)
    }
}
