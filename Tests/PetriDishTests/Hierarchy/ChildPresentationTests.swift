import Testing
@testable import PetriDish

/// As in UIKit, a view controller inside a container sees the presentations of its outermost
/// container.
@MainActor
@Suite("Presentations seen from children")
struct ChildPresentationTests {
    @Test("a child of a presenting container reports what its container presents")
    func childSeesPresented() throws {
        let window = Window()
        let screen = ViewController(title: "Screen")
        let navigation = try NavigationController(rootViewController: screen)
        try window.setRootViewController(navigation)
        let modal = ViewController(title: "Modal")
        try screen.present(modal, animated: false)
        #expect(screen.presentedViewController === modal)
        #expect(navigation.presentedViewController === modal)
        #expect(modal.presentingViewController === navigation)
    }

    @Test("a screen pushed in a presented navigation controller knows it was presented")
    func childOfPresentedSeesPresenter() throws {
        let window = Window()
        let root = ViewController(title: "Root")
        try window.setRootViewController(root)
        let pushed = ViewController(title: "Pushed")
        let navigation = try NavigationController(rootViewController: ViewController(title: "First"))
        try navigation.pushViewController(pushed, animated: false)
        try root.present(navigation, animated: false)
        #expect(pushed.presentingViewController === root)
        #expect(pushed.presentedViewController == nil)
        navigation.dismiss(animated: false)
        #expect(pushed.presentingViewController == nil)
        #expect(root.presentedViewController == nil)
    }
}
