import Testing
import PetriDish
@testable import PetriRouting

/// `PetriGeneralAction.presentModally` from each starting point.
@MainActor
@Suite("Routing: present modally from each starting point")
struct PresentModallyTests {
    final class Screen: UIViewController {}

    /// An app's root that watches what it presents by overriding UIKit's present, and calls super.
    final class WatchingRootViewController: UIViewController {
        private(set) var presentedTitles: [String?] = []
        override func present(
            _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
        ) {
            presentedTitles.append(viewControllerToPresent.title)
            super.present(viewControllerToPresent, animated: flag, completion: completion)
        }
    }

    func setUp() throws -> (UIWindow, UITabBarController, UIViewController) {
        let window = UIWindow()
        let tabs = UITabBarController()
        let first = UIViewController(title: "First")
        tabs.setViewControllers([UINavigationController(rootViewController: first)], animated: false)
        try window.setRootViewController(tabs)
        tabs.present(UIViewController(title: "Sheet"), animated: false)
        return (window, tabs, first)
    }

    @Test("the action presents through UIKit's present, so an app's override runs; what UIKit raises fails the action")
    func throughTheOverride() throws {
        let window = UIWindow()
        let root = WatchingRootViewController()
        try window.setRootViewController(root)
        try PresentModally().perform(with: Screen(title: "Sheet"), on: root, animated: true)
        #expect(root.presentedTitles == ["Sheet"])
        #expect(window.modalChain.map(\.title) == ["Sheet"])
        let presented = try #require(window.modalChain.first)
        #expect(throws: (any Error).self) {
            try PresentModally(startingFrom: .custom(presented)).perform(with: root, on: presented, animated: false)
        }
        #expect(window.modalChain.count == 1, "a raised presentation changes nothing")
    }

    @Test("from the top of the modal chain, the new screen goes above the existing presentation")
    func topmostPresented() throws {
        let (window, tabs, _) = try setUp()
        let screen = Screen()
        try PresentModally(startingFrom: .topmostPresented, presentationStyle: .formSheet).perform(
            with: screen, on: tabs, animated: false)
        #expect(window.modalChain.map(\.debugName) == [#"UIViewController"#, "Screen"])
        #expect(screen.modalPresentationStyle == .formSheet)
    }

    @Test("from a custom view controller, that one presents; it refuses when it already presents")
    func custom() throws {
        let (window, tabs, first) = try setUp()
        let sheet = try #require(window.modalChain.first)
        let screen = Screen()
        try PresentModally(startingFrom: .custom(sheet)).perform(with: screen, on: first, animated: false)
        #expect(screen.presentingViewController === sheet)
        #expect(
            throws: HierarchyError.alreadyPresenting(presenter: "UITabBarController", presented: "UIViewController")
        ) {
            try PresentModally(startingFrom: .custom(tabs)).perform(with: Screen(), on: first, animated: false)
        }
    }

    @Test("from the current view controller, UIKit presents from its outermost container")
    func current() throws {
        let window = UIWindow()
        let first = UIViewController(title: "First")
        let navigation = UINavigationController(rootViewController: first)
        try window.setRootViewController(navigation)
        let screen = Screen()
        try PresentModally().perform(with: screen, on: first, animated: true)
        #expect(screen.presentingViewController === navigation)
        #expect(window.transitions.last?.description == "present Screen in UINavigationController (animated)")
    }
}
