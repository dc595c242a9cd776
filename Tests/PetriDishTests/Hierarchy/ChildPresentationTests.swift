import Testing
import PetriDish
@testable import PetriHierarchy

/// As in UIKit, a view controller inside a container sees the presentations of its outermost
/// container.
@MainActor
@Suite("Presentations seen from children")
struct ChildPresentationTests {
    @Test("a child of a presenting container reports what its container presents")
    func childSeesPresented() throws {
        let window = UIWindow()
        let screen = UIViewController(title: "Screen")
        let navigation = UINavigationController(rootViewController: screen)
        try window.setRootViewController(navigation)
        let modal = UIViewController(title: "Modal")
        screen.present(modal, animated: false)
        #expect(screen.presentedViewController === modal)
        #expect(navigation.presentedViewController === modal)
        #expect(modal.presentingViewController === navigation)
    }

    @Test("a screen pushed in a presented navigation controller knows it was presented")
    func childOfPresentedSeesPresenter() throws {
        let window = UIWindow()
        let root = UIViewController(title: "Root")
        try window.setRootViewController(root)
        let pushed = UIViewController(title: "Pushed")
        let navigation = UINavigationController(rootViewController: UIViewController(title: "First"))
        navigation.pushViewController(pushed, animated: false)
        root.present(navigation, animated: false)
        #expect(pushed.presentingViewController === root)
        #expect(pushed.presentedViewController == nil)
        navigation.dismiss(animated: false)
        #expect(pushed.presentingViewController == nil)
        #expect(root.presentedViewController == nil)
    }
}

/// UIKit offers the swipe-down gesture only on sheets.
@MainActor
@Suite("Interactive dismissal follows the presentation style")
struct InteractiveDismissalStyleTests {
    @Test(
        "a full-screen presentation has no swipe-down gesture",
        arguments: [ModalPresentationStyle.fullScreen, .overFullScreen])
    func fullScreen(style: ModalPresentationStyle) throws {
        let window = UIWindow()
        try window.setRootViewController(UIViewController(title: "Root"))
        let cover = UIViewController(title: "Cover")
        cover.modalPresentationStyle = style
        window.rootViewController?.present(cover, animated: false)
        #expect(throws: HierarchyError.noInteractiveDismissal(viewController: "UIViewController", style: style)) {
            try window.dismissTopmostInteractively()
        }
        #expect(window.modalChain.count == 1)
    }

    @Test("a sheet is swiped away", arguments: [ModalPresentationStyle.automatic, .pageSheet, .formSheet])
    func sheet(style: ModalPresentationStyle) throws {
        let window = UIWindow()
        try window.setRootViewController(UIViewController(title: "Root"))
        let sheet = UIViewController(title: "Sheet")
        sheet.modalPresentationStyle = style
        window.rootViewController?.present(sheet, animated: false)
        try window.dismissTopmostInteractively()
        #expect(window.modalChain.isEmpty)
    }

    @Test("the message says why")
    func message() {
        #expect(
            HierarchyError.noInteractiveDismissal(viewController: "Cover", style: .fullScreen).description
                == "Cover is presented full screen, which has no swipe-down gesture; dismiss it from its own screen")
    }
}
