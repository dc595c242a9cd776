import Testing

/// Issue 32, item 3: UIKit's classes carry no petri-only name an app may want, so an app's own
/// subclass declares its members as it does against UIKit; petri's members are reached through
/// `viewController.petri`. Type-checked as a module of its own, as an app team's is.
@Suite("An app's subclass may use the names petri keeps behind .petri")
struct PetriOnlyMembersTests {
    @Test(
        "a screen declares context, debugName, events, send, canBeDismissed and the rest as its own, and reaches petri's through .petri"
    )
    func appNamesCompile() throws {
        let result = try CompileFailureTests.typecheck(
            """
            final class ChatViewController: UIViewController {
                var context: String = "support"
                var isDismissible = false
                let canBeDismissed = true
                var debugName: String { "chat" }
                var contextDescription = "the support chat"
                var events: [String] = []
                var rootContainer: String?
                var presentedChain: [String] = []
                var presentationDelegate: AnyObject?
                func send() { events.append("sent") }
                func send(_ event: String, argument: String? = nil) -> Bool { true }
                func on(_ event: String, summary: String = "", perform: () -> Void) {}
                func replaceChildren(with names: [String]) {}
                func recordTransition(_ name: String, of subject: String?, animated: Bool) {}
                func isDescendant(of other: String) -> Bool { false }
            }

            /// RouteComposer's apps say a screen may not be dismissed with a constant.
            final class PaymentViewController: UIViewController, DismissalControlling {
                let canBeDismissed = false
            }

            @MainActor func inspect(_ chat: ChatViewController) throws -> String {
                chat.send()
                chat.petri.context = 42
                chat.petri.on("end", summary: "the user ends the chat") { _ in }
                try chat.petri.send("end")
                let dismissible: Bool = chat.petri.isDismissible && chat.isDismissible == false
                    && chat.canBeDismissed && !PaymentViewController().petri.canBeDismissed
                return chat.context + chat.petri.debugName + "\\(chat.petri.events.count) \\(dismissible)"
                    + "\\(chat.petri.rootContainer === chat) \\(chat.petri.presentedChain.count) \\(chat.petri.isDescendant(of: chat))"
            }
            """)
        #expect(result.status == 0, "\(result.output.prefix(2_000))")
        #expect(!result.output.contains("warning:"), "\(result.output.prefix(2_000))")
    }

    /// Each name below was a public member of UIKit's class (or, for the containers' protocol
    /// requirements, of the class's conformance) until it moved behind `.petri`; declaring it in a
    /// subclass did not compile ("overriding declaration requires an 'override' keyword",
    /// "cannot override with a stored property", "invalid redeclaration").
    @Test(
        "a view controller, the containers and a window declare petri's former names as their own, and reach petri's through .petri"
    )
    func containerAndWindowNamesCompile() throws {
        let result = try CompileFailureTests.typecheck(
            """
            final class BannerViewController: UIViewController {
                var window: UIWindow?
                var isVisible = false
                var visiblePath: [String] = []
                func makeVisibleInParentContainers(animated: Bool) -> Bool { isVisible }
                var typeName = "banner"
                var containerState: String?
                func presented() -> String { "banner" }
            }

            final class ChatNavigationController: UINavigationController {
                var visibleViewControllers: [String] = []
                var canGoBack = false
                func goBack(animated: Bool) -> String { "back" }
                func makeVisible(_ name: String, animated: Bool) {}
                func replaceViewControllers(with names: [String], animated: Bool) {}
                func beginInteractivePop() -> Bool { false }
            }

            final class ShopTabBarController: UITabBarController {
                var selected: [Int] = []
                func select(index: Int, animated: Bool = false) { selected.append(index) }
                func select(_ name: String, animated: Bool = false) {}
                func tap(index: Int, animated: Bool = true) -> Int { index }
                func replaceTab(at index: Int, with name: String, animated: Bool) {}
                var visibleViewControllers: [UIViewController] = []
            }

            final class MailSplitViewController: UISplitViewController {
                var primaryViewController: String?
                var secondaryViewController: String?
                func setPrimary(_ name: String, animated: Bool) {}
                func showDetailViewController(_ name: String, animated: Bool) {}
            }

            final class BannerWindow: UIWindow {
                var name = "banner"
                var transitions: [String] = []
                var modalChain: [String] = []
                var visibleViewControllers: [String] = []
                var allViewControllers: [String] = []
                var gestureInProgress = false
                var consoleMessages: [String] = []
                func setRootViewController(_ name: String) {}
                func dismissTopmostInteractively(animated: Bool = true) {}
                func beginInteractiveDismissal() -> Bool { false }
            }

            /// What was `override var typeName` and `override var containerState`.
            final class PagerController: UIViewController, ContainerViewController, ContainerStateRestoring, CustomHierarchyNaming {
                var page = 0
                var hierarchyName: String { "Pager" }
                var containerState: AnyHashable? {
                    get { page }
                    set { page = newValue as? Int ?? 0 }
                }
                var visibleViewControllers: [UIViewController] { children.isEmpty ? [] : [children[page]] }
                func makeVisible(_ viewController: UIViewController, animated: Bool) throws {
                    page = children.firstIndex { $0 === viewController } ?? page
                }
                func replaceViewControllers(with viewControllers: [UIViewController], animated: Bool) throws {
                    try petri.replaceChildren(with: viewControllers)
                }
            }

            @MainActor func inspect() throws -> String {
                let window = BannerWindow()
                let tabs = ShopTabBarController()
                let chat = ChatNavigationController(rootViewController: BannerViewController())
                let split = MailSplitViewController()
                split.viewControllers = [UIViewController(), UIViewController()]
                tabs.viewControllers = [chat, split]
                try window.petri.setRootViewController(tabs)
                tabs.select(index: 1)
                try tabs.petri.select(index: 1)
                try tabs.petri.select(chat)
                try tabs.petri.tap(index: 0)
                try tabs.petri.replaceTab(at: 1, with: UIViewController(), animated: false)
                try split.petri.setPrimary(UIViewController(), animated: false)
                try split.petri.showDetailViewController(UIViewController(), animated: false)
                chat.pushViewController(BannerViewController(), animated: false)
                let gesture = try chat.petri.beginInteractivePop()
                try gesture.finish()
                let banner = BannerViewController()
                try banner.petri.makeVisibleInParentContainers(animated: false)
                let pager = PagerController()
                pager.petri.containerState = 0
                let seen: [Bool] = [
                    chat.petri.window === window, chat.petri.isVisible, chat.petri.visiblePath.isEmpty,
                    split.petri.primaryViewController != nil, split.petri.secondaryViewController != nil,
                    window.petri.modalChain.isEmpty, window.petri.visibleViewControllers.isEmpty,
                    window.petri.allViewControllers.isEmpty, window.petri.gestureInProgress == nil,
                    window.petri.consoleMessages.isEmpty, window.petri.transitions.isEmpty,
                    chat.canGoBack, tabs.visibleViewControllers.isEmpty, chat.visibleViewControllers.isEmpty,
                    pager.petri.containerState == AnyHashable(0),
                ]
                _ = try? window.petri.beginInteractiveDismissal()
                try? window.petri.dismissTopmostInteractively(animated: false)
                return window.petri.name + window.name + pager.petri.typeName + banner.typeName + "\\(seen)" + "\\(tabs.selected)"
            }
            """)
        #expect(result.status == 0, "\(result.output.prefix(3_000))")
        #expect(!result.output.contains("warning:"), "\(result.output.prefix(3_000))")
    }
}
