import PetriDish
import Testing

// A messenger app's coordinator, written as a UIKit app writes it: UIKit's class names and calls,
// no `try`, no petri-specific name. That this file compiles is half the test; the tests below run
// it in the dish.

final class ChatListViewController: UIViewController {}
final class ChatViewController: UIViewController {}
final class ContactsViewController: UIViewController {}
final class ContactCardViewController: UIViewController {}
final class CallViewController: UIViewController {}
final class AttachmentPickerViewController: UIViewController {}

final class MessengerCoordinator: NSObject, UINavigationControllerDelegate, UITabBarControllerDelegate,
    UIAdaptivePresentationControllerDelegate
{
    let window: UIWindow
    let tabBarController = UITabBarController()
    let chats = UINavigationController()
    let contacts = UINavigationController()
    private(set) var closedChats: [String] = []
    private(set) var tappedTabs: [String] = []
    private(set) var pickerClosedByUser = false
    private(set) var callShown = false

    init(window: UIWindow) {
        self.window = window
    }

    func start() {
        chats.viewControllers = [ChatListViewController(title: "Chats")]
        contacts.setViewControllers([ContactsViewController(title: "Contacts")], animated: false)
        tabBarController.viewControllers = [chats, contacts]
        tabBarController.delegate = self
        chats.delegate = self
        window.rootViewController = tabBarController
        window.makeKeyAndVisible()
    }

    func showChat(_ id: String) {
        tabBarController.selectedIndex = 0
        if chats.topViewController?.context as? String == id { return }
        chats.popToRootViewController(animated: false)
        chats.pushViewController(ChatViewController(title: "Chat", context: id), animated: true)
    }

    func showContactCard(_ name: String) {
        tabBarController.selectedViewController = contacts
        contacts.pushViewController(ContactCardViewController(context: name), animated: true)
    }

    func showCall() {
        let call = CallViewController(title: "Call")
        call.modalPresentationStyle = .fullScreen
        tabBarController.present(call, animated: true) { self.callShown = true }
    }

    func endCall() {
        tabBarController.dismiss(animated: true, completion: nil)
    }

    func showAttachmentPicker() {
        let navigation = UINavigationController(rootViewController: AttachmentPickerViewController(title: "Attach"))
        navigation.presentationController?.delegate = self
        chats.topViewController?.present(navigation, animated: true, completion: nil)
    }

    /// A mistake UIKit refuses: a navigation controller pushed into another.
    func showNestedStackByMistake() {
        let nested = UINavigationController(rootViewController: ChatViewController(context: "nested"))
        chats.pushViewController(nested, animated: true)  // the mistake
    }

    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        guard let from = navigationController.transitionCoordinator?.viewController(forKey: .from),
            !navigationController.viewControllers.contains(from)
        else { return }
        if let id = from.context as? String { closedChats.append(id) }
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        tappedTabs.append(viewController.title ?? viewController.typeName)
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        pickerClosedByUser = presentationController.presentedViewController is UINavigationController
    }
}

@MainActor
@Suite("A coordinator written in UIKit's calls")
struct UIKitCoordinatorTests {
    /// The line of this file where `showNestedStackByMistake()` makes the push UIKit refuses.
    static func mistakeLine() throws -> Int {
        let lines = try String(contentsOfFile: #filePath, encoding: .utf8).split(
            separator: "\n", omittingEmptySubsequences: false)
        return try #require(lines.firstIndex { $0.hasSuffix("// the mistake") }) + 1
    }

    func launched() -> (UIWindow, MessengerCoordinator) {
        let window = UIWindow()
        let coordinator = MessengerCoordinator(window: window)
        coordinator.start()
        return (window, coordinator)
    }

    @Test("start sets the root, the tabs and the delegates; the window becomes key")
    func start() {
        let (window, coordinator) = launched()
        #expect(window.rootViewController === coordinator.tabBarController)
        #expect(window.isKeyWindow && !window.isHidden)
        #expect(
            coordinator.tabBarController.viewControllers?.map(\.typeName) == [
                "UINavigationController", "UINavigationController",
            ])
        #expect(window.visibleViewControllers.last is ChatListViewController)
        #expect(UIKitExceptions.pending.isEmpty)
    }

    @Test("push, pop to root, select by index and by view controller, present with a completion, dismiss")
    func navigation() throws {
        let (window, coordinator) = launched()
        coordinator.showChat("ada")
        #expect(coordinator.chats.viewControllers.count == 2)
        coordinator.showChat("ada")
        #expect(coordinator.chats.viewControllers.count == 2, "the chat on top is kept")
        coordinator.showChat("bob")
        #expect(coordinator.chats.viewControllers.map { $0.context as? String } == [nil, "bob"])
        #expect(coordinator.closedChats == ["ada"], "the delegate saw ada leave through the transition coordinator")

        coordinator.showContactCard("Grace")
        #expect(coordinator.tabBarController.selectedIndex == 1)
        #expect(window.visibleViewControllers.last is ContactCardViewController)

        coordinator.showCall()
        #expect(coordinator.callShown)
        #expect(window.topmostViewController is CallViewController)
        coordinator.endCall()
        #expect(window.modalChain.isEmpty)
        #expect(UIKitExceptions.pending.isEmpty)
    }

    @Test("the user's swipe-down reaches presentationController.delegate; a tap reaches the tab bar's delegate")
    func delegates() throws {
        let (window, coordinator) = launched()
        coordinator.showAttachmentPicker()
        try window.dismissTopmostInteractively()
        #expect(coordinator.pickerClosedByUser)

        try coordinator.tabBarController.tap(index: 1)
        #expect(coordinator.tappedTabs == ["UINavigationController"])
        coordinator.tabBarController.selectedIndex = 0
        #expect(coordinator.tappedTabs.count == 1, "selecting in code tells the delegate nothing, as in UIKit")
    }

    @Test(
        "Outside a navigation, a pushed navigation controller changes nothing and is recorded with UIKit's text and the call site"
    )
    func raisedOutsideNavigation() throws {
        let (window, coordinator) = launched()
        coordinator.showChat("ada")
        let before = HierarchySnapshot(window)
        _ = UIKitExceptions.takePending()

        coordinator.showNestedStackByMistake()

        #expect(HierarchySnapshot(window) == before)
        let raised = UIKitExceptions.takePending()
        let exception = try #require(raised.first)
        #expect(raised.count == 1)
        #expect(exception.name == "NSInvalidArgumentException")
        #expect(exception.reason == "Pushing a navigation controller is not supported")
        #expect(exception.call == "pushViewController(_:animated:)")
        #expect(exception.file?.hasSuffix("UIKitCoordinatorTests.swift") == true)
        #expect(exception.line == (try Self.mistakeLine()))
    }

    @Test(
        "Inside a navigation, the same mistake fails it naming UIKit's text and the call, and the hierarchy is unchanged"
    )
    func raisedInsideNavigation() async throws {
        let (window, coordinator) = launched()
        coordinator.showChat("ada")
        let before = HierarchySnapshot(window)
        let router = PetriRouter(window: window)
        // The app's own code runs inside the navigation (here as an interceptor would run it).
        let route = PetriStepAssembly(
            finder: PetriClassFinder<ChatListViewController, Void>(), factory: PetriNilFactory()
        )
        .intercepting { _, _ in
            coordinator.showChat("bob")
            coordinator.showNestedStackByMistake()
        }
        .assemble()

        let error = await #expect(throws: PetriRoutingError.self) { try await router.navigate(to: route, with: ()) }
        #expect(error?.kind == .uikitException)
        #expect(error?.reason.contains("NSInvalidArgumentException in pushViewController(_:animated:) at ") == true)
        let line = try Self.mistakeLine()
        #expect(
            error?.reason.contains(
                "UIKitCoordinatorTests.swift:\(line): Pushing a navigation controller is not supported")
                == true)
        #expect(HierarchySnapshot(window) == before, "bob's push is rolled back with the rest")
        #expect(UIKitExceptions.pending.isEmpty, "the navigation reported it")
    }
}
