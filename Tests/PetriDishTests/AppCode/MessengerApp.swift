import PetriDish

// A coordinator app written as an app team writes one — UIKit's calls, no petri API — that the
// tests of the app object, `reach:` entries and several windows run in the dish: a messenger
// with a tab bar on iPhone and a split view on iPad, a call shown over the tabs, a file preview,
// and a PIN lock in a window of its own.

final class ConversationListViewController: UIViewController {
    init() { super.init(title: "Chats") }
}

final class ConversationViewController: UIViewController {
    let chatID: Int
    init(chatID: Int) {
        self.chatID = chatID
        super.init(context: chatID)
    }
}

final class PeopleListViewController: UIViewController {
    init() { super.init(title: "Contacts") }
}

final class PersonCardViewController: UIViewController {
    init(name: String) { super.init(context: name) }
}

final class VoiceCallViewController: UIViewController {
    init(with name: String) { super.init(context: name) }
}

final class FilePreviewViewController: UIViewController {
    init(path: String) { super.init(context: path) }
}

/// What QuickLook's preview tells its delegate.
@MainActor
protocol AttachmentPreviewControllerDelegate: NSObjectProtocol {
    func previewControllerDidDismiss(_ controller: AttachmentPreviewController)
}

/// A chat's attachment, previewed full screen as QuickLook's `QLPreviewController` does.
final class AttachmentPreviewController: UIViewController {
    weak var delegate: (any AttachmentPreviewControllerDelegate)?

    init(path: String) {
        super.init(context: path)
        modalPresentationStyle = .fullScreen
    }

    /// The Done button.
    func done() {
        dismiss(animated: true) { self.delegate?.previewControllerDidDismiss(self) }
    }
}

final class PINViewController: UIViewController {}

final class SidebarViewController: UIViewController {}

/// Owns one tab's navigation controller for the whole session, shown or not.
@MainActor
final class ChatsCoordinator: NSObject, AttachmentPreviewControllerDelegate {
    let navigationController = UINavigationController(rootViewController: ConversationListViewController())
    /// The attachment previewed over the open chat, if any.
    private(set) var previewedAttachment: String?

    var openChat: ConversationViewController? { navigationController.topViewController as? ConversationViewController }

    func showChat(_ chatID: Int) {
        // Already on top: the app leaves the screen — and what it presents — as it is.
        if openChat?.chatID == chatID { return }
        navigationController.popToRootViewController(animated: false)
        navigationController.pushViewController(ConversationViewController(chatID: chatID), animated: true)
    }

    /// The chat a notification names, unless the user is reading an attachment: the app does
    /// not take the preview away, whichever chat it belongs to.
    func showChatUnlessPreviewing(_ chatID: Int) {
        if previewedAttachment != nil { return }
        showChat(chatID)
    }

    /// After a sync: the open chat's screen built afresh, in the same place.
    func reloadChat(_ chatID: Int) {
        navigationController.setViewControllers(
            [navigationController.viewControllers[0], ConversationViewController(chatID: chatID)], animated: false)
    }

    func previewAttachment(_ path: String) {
        let preview = AttachmentPreviewController(path: path)
        preview.delegate = self
        navigationController.topViewController?.present(preview, animated: true)
        previewedAttachment = path
    }

    func previewControllerDidDismiss(_ controller: AttachmentPreviewController) {
        previewedAttachment = nil
    }
}

/// The Contacts section's stack, whatever it shows.
final class PeopleNavigationController: UINavigationController {}

@MainActor
final class ContactsCoordinator {
    let navigationController = PeopleNavigationController(rootViewController: PeopleListViewController())

    func showContact(_ name: String) {
        navigationController.pushViewController(PersonCardViewController(name: name), animated: true)
    }
}

struct ChatContext: Codable, Sendable {
    var chatID: Int
}

struct FileContext: Codable, Sendable {
    var path: String
}

/// The app object: what a scene delegate builds at launch.
@MainActor
final class MessengerApp {
    enum Layout { case phone, pad }

    let scene: UIWindowScene
    let window: UIWindow
    let chats = ChatsCoordinator()
    let contacts = ContactsCoordinator()
    let layout: Layout
    private let tabBar = UITabBarController()
    private let split = UISplitViewController()
    private(set) var lockWindow: UIWindow?
    /// Set by tests to make a coordinator call fail as an app's can.
    var failNextCall = false

    struct Unreachable: Error, CustomStringConvertible {
        var description: String { "the chat server is unreachable" }
    }

    init(scene: UIWindowScene, layout: Layout = .phone) {
        self.scene = scene
        self.layout = layout
        window = UIWindow(windowScene: scene, name: "Main")
        switch layout {
        case .phone:
            tabBar.viewControllers = [chats.navigationController, contacts.navigationController]
            window.rootViewController = tabBar
        case .pad:
            split.viewControllers = [SidebarViewController(), chats.navigationController]
            window.rootViewController = split
        }
        window.makeKeyAndVisible()
    }

    /// From a notification: the chat, in the Chats section, under whatever is presented.
    func showChat(_ chatID: Int) throws {
        if failNextCall {
            failNextCall = false
            chats.navigationController.pushViewController(ConversationViewController(chatID: chatID), animated: true)
            throw Unreachable()
        }
        showSection(chats.navigationController)
        chats.showChat(chatID)
    }

    func showChats() {
        showSection(chats.navigationController)
    }

    func showContacts() {
        showSection(contacts.navigationController)
    }

    func showContact(_ name: String) {
        showContacts()
        contacts.showContact(name)
    }

    private func showSection(_ navigationController: UINavigationController) {
        switch layout {
        case .phone:
            tabBar.selectedViewController = navigationController
        case .pad:
            // The coordinator's kept controller goes back in the detail column, stack and all.
            if split.viewControllers.last !== navigationController {
                split.showDetailViewController(navigationController, sender: nil)
            }
        }
    }

    /// A call over the tabs: an overlay the navigation beneath leaves alone.
    func startCall(with name: String) {
        let call = VoiceCallViewController(with: name)
        call.modalPresentationStyle = .overFullScreen
        window.rootViewController?.present(call, animated: true)
    }

    /// A chat's attachment, tapped in the open chat: QuickLook's preview, full screen.
    func openAttachment(_ path: String) {
        chats.previewAttachment(path)
    }

    /// A file another app opened in this one: previewed over the open chat.
    func previewFile(_ path: String) {
        let preview = FilePreviewViewController(path: path)
        preview.modalPresentationStyle = .pageSheet
        chats.navigationController.present(preview, animated: true)
    }

    /// The PIN lock: a window of its own, above the status bar.
    func lock() {
        let lock = UIWindow(windowScene: scene, name: "Lock")
        lock.windowLevel = .statusBar
        lock.rootViewController = PINViewController()
        lock.makeKeyAndVisible()
        lockWindow = lock
    }

    func unlock() {
        lockWindow?.isHidden = true
        lockWindow?.windowScene = nil
        lockWindow = nil
        window.makeKey()
    }

    /// A push UIKit refuses: a navigation controller onto a navigation stack.
    func showBrokenScreen() {
        chats.navigationController.pushViewController(UINavigationController(), animated: true)
    }

    /// Returns without showing anything.
    func showNothing() {}
}

/// Finds the Chats stack by asking the app's coordinator, as an app's finder can.
struct ChatsStackFinder: PetriFinder {
    typealias ViewController = UINavigationController
    typealias Context = ChatContext

    func findViewController(in window: UIWindow, with context: ChatContext) throws -> UINavigationController? {
        let stack = (DishSession.currentApp as? MessengerApp)?.chats.navigationController
        return stack?.window === window ? stack : nil
    }
}

/// The messenger as a catalog: the same screens, reached by the app's own calls.
@MainActor
enum MessengerCatalog {
    static func make() throws -> ScreenCatalog {
        let catalog = ScreenCatalog(name: "Messenger")
        catalog.addVariant(Variant("phone", summary: "tabs") { scene in MessengerApp(scene: scene) })
        catalog.addVariant(
            Variant("pad", summary: "a split view") { scene in MessengerApp(scene: scene, layout: .pad) })
        try catalog.register(
            "chat", title: "Chat", group: "Chats", screen: ConversationViewController.self,
            reach: { (app: MessengerApp, context: ChatContext) in try app.showChat(context.chatID) },
            examples: [ScreenExample("ada", ["chatID": "7"])],
            notifications: [
                ["type": "chat.message", "chatID": "{chatID}"], ["aps.category": "CALL_MISSED", "chatID": "{chatID}"],
            ])
        try catalog.register(
            "chat.quiet", title: "Chat, unless an attachment is open", group: "Chats",
            screen: ConversationViewController.self,
            where: ScreenCheck("it shows the chat asked for") { chat, context in chat.chatID == context.chatID },
            reach: { (app: MessengerApp, context: ChatContext) in app.chats.showChatUnlessPreviewing(context.chatID) },
            examples: [ScreenExample("ada", ["chatID": "7"])])
        try catalog.register(
            "chats", title: "Chats", group: "Chats", screen: ConversationListViewController.self,
            reach: { (app: MessengerApp) in app.showChats() })
        try catalog.register(
            "contacts", title: "Contacts", group: "Contacts", screen: PeopleNavigationController.self,
            reach: { (app: MessengerApp) in app.showContacts() })
        try catalog.register(
            "contacts.as-left", title: "Contacts, as left", group: "Contacts",
            screen: PeopleNavigationController.self,
            where: ScreenCheck("a contact's card is on top") { stack in
                stack.topViewController is PersonCardViewController
            },
            reach: { (app: MessengerApp) in app.showContacts() })
        try catalog.register(
            "file", title: "File preview", group: "Chats", screen: FilePreviewViewController.self,
            reach: { (app: MessengerApp, context: FileContext) in app.previewFile(context.path) },
            examples: [ScreenExample("photo", ["path": "/private/var/mobile/Inbox/photo.jpg"])],
            deepLinks: ["file:///{path*}"])
        // A route that asks the app's coordinator for the stack it keeps.
        try catalog.register(
            "chat.route", title: "Chat, by route", group: "Chats",
            route: PetriStepAssembly<ConversationViewController, ChatContext>.screen(
                { ConversationViewController(chatID: $0.chatID) },
                where: { shown, wanted in shown.chatID == wanted.chatID }
            )
            .pushed(onto: PetriGeneralStep.custom(using: ChatsStackFinder())),
            examples: [ScreenExample("ada", ["chatID": "7"])])
        try catalog.register(
            "broken", title: "Broken", group: "Tests", screen: ConversationViewController.self,
            reach: { (app: MessengerApp) in app.showBrokenScreen() })
        try catalog.register(
            "nothing", title: "Nothing", group: "Tests", screen: ConversationViewController.self,
            reach: { (app: MessengerApp) in app.showNothing() })
        return catalog
    }
}
