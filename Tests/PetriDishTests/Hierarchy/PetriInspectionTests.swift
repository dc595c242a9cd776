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
        #expect(
            navigation.petri.containedSubtree.map(ObjectIdentifier.init) == [
                ObjectIdentifier(navigation), ObjectIdentifier(root),
            ])
        #expect(navigation.petri.isDismissible)
        #expect(root.petri.presentingContext(for: .formSheet) === navigation)
        #expect(root.petri.viewController === root)
    }

    @Test("A tab bar's, a split view's and a navigation controller's own, and a window's, through .petri")
    func containersAndWindow() throws {
        let first = UIViewController(), second = UIViewController()
        let navigation = UINavigationController(rootViewController: first)
        let split = UISplitViewController()
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, split]
        let window = UIWindow(name: "Main")
        try window.petri.setRootViewController(tabs)
        #expect(window.petri.name == "Main")
        #expect(window.petri.transitions.count == 1)
        try tabs.petri.select(index: 1)
        #expect(tabs.selectedIndex == 1)
        try tabs.petri.tap(index: 0)
        #expect(tabs.selectedIndex == 0)
        try split.petri.setPrimary(second, animated: false)
        #expect(split.petri.primaryViewController === second)
        try split.petri.showDetailViewController(UIViewController(), animated: false)
        #expect(split.petri.secondaryViewController != nil)
        navigation.pushViewController(UIViewController(), animated: false)
        let pop = try navigation.petri.beginInteractivePop()
        #expect(window.petri.gestureInProgress === pop)
        try pop.finish()
        #expect(first.petri.isVisible)
        #expect(first.petri.window === window)
        #expect(window.petri.visibleViewControllers.last === first)
        #expect(tabs.petri.visiblePath.count == 3)
        try second.petri.makeVisibleInParentContainers(animated: false)
        #expect(tabs.selectedIndex == 1)
        #expect(tabs.petri.containerState == AnyHashable(1))
        tabs.petri.containerState = 0
        #expect(tabs.selectedIndex == 0)
        #expect(window.petri.allViewControllers.count == 6)
        #expect(window.petri.modalChain.isEmpty && window.petri.consoleMessages.isEmpty)
        #expect(first.petri.typeName == "UIViewController")
    }
}
