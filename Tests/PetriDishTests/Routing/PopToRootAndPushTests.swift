import PetriDish
import Testing

/// A coordinator app's "open this chat": whatever the user pushed in the tab goes, the chat goes
/// on the tab's root, and the navigation controller's delegate hears both changes.
@MainActor
@Suite("Pop to root, then push")
struct PopToRootAndPushTests {
    final class ChatList: UIViewController {}
    final class Chat: UIViewController {}
    final class Media: UIViewController {}

    final class BackButtonListener: NSObject, UINavigationControllerDelegate {
        var left: [String] = []
        func navigationController(
            _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
        ) {
            guard let from = navigationController.transitionCoordinator?.viewController(forKey: .from),
                !navigationController.viewControllers.contains(from)
            else { return }
            left.append(from.debugName)
        }
    }

    @Test("The route pops what the user pushed in the tab, then pushes the chat on the root")
    func opensTheChatOnTheRoot() async throws {
        let window = UIWindow()
        let chats = UINavigationController(rootViewController: ChatList())
        let tabs = UITabBarController()
        tabs.viewControllers = [chats, UINavigationController(rootViewController: UIViewController(title: "Settings"))]
        window.rootViewController = tabs
        chats.pushViewController(Chat(context: "ada"), animated: false)
        chats.pushViewController(Media(), animated: false)
        let listener = BackButtonListener()
        chats.delegate = listener

        let route = PetriStepAssembly(
            finder: PetriNilFinder<Chat, String>(), factory: ClosureFactory { Chat(context: $0) }
        )
        .using(PetriNavigationControllerActions.popToRootAndPush())
        .from(PetriGeneralStep.custom(using: PetriClassFinder<UINavigationController, String>()))
        .assemble()
        try await PetriRouter(window: window).navigate(to: route, with: "bob")

        #expect(chats.viewControllers.map(\.debugName) == ["ChatList", "Chat(\"bob\")"])
        // As in UIKit, the pop's transition knows the old top (the media screen) as what left.
        #expect(listener.left == ["Media"], "\(listener.left)")
        #expect(window.visibleViewControllers.last?.debugName == "Chat(\"bob\")")
    }
}
