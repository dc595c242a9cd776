import Foundation
import PetriDish

/// The shop as it builds itself at launch, as a scene delegate and an app coordinator do: the
/// app's window with a tab bar (or, in the `menu` variant, a side menu) over four sections,
/// each owned by a ``SectionCoordinator`` that keeps its stack for the session. The dish keeps
/// this object between commands, and the entries in `AppCodeEntries.swift` reach their screens
/// by calling it — a notification, a file another app opens, the live chat, the app lock — the
/// way the app's own code does.
@MainActor
final class ShopApp {
    /// How the sections are laid out: the A/B test of the navigation.
    enum Layout { case tabs, menu }

    let scene: UIWindowScene
    /// The app's window.
    let window: UIWindow
    let home: SectionCoordinator
    let catalog: SectionCoordinator
    let cart: SectionCoordinator
    let profile: SectionCoordinator
    let layout: Layout
    /// The app lock's window while it is up: a window of its own, above the status bar.
    private(set) var lockWindow: UIWindow?

    init(scene: UIWindowScene, layout: Layout) throws {
        self.scene = scene
        self.layout = layout
        let stacks = try ShopSections.make()
        (home, catalog, cart, profile) = (
            SectionCoordinator(stacks[0]), SectionCoordinator(stacks[1]),
            SectionCoordinator(stacks[2]), SectionCoordinator(stacks[3])
        )
        window = UIWindow(windowScene: scene)
        switch layout {
        case .tabs:
            let tabBar = ShopTabBarController()
            tabBar.viewControllers = stacks
            window.rootViewController = tabBar
        case .menu:
            window.rootViewController = try SideMenuController(menu: MenuViewController(), sections: stacks)
        }
        window.makeKeyAndVisible()
    }

    /// Shows `section`'s stack: selects its tab, or picks it in the side menu.
    func select(_ section: SectionCoordinator) {
        switch window.rootViewController {
        case let tabBar as UITabBarController:
            tabBar.selectedViewController = section.navigationController
        case let menu as SideMenuController:
            try? menu.makeVisible(section.navigationController, animated: true)
        default:
            break
        }
    }

    /// The "your order has shipped" notification: the order, on the Profile's stack under its
    /// history, whatever is presented over the app staying where it is.
    func showShippedOrder(_ context: OrderContext) throws {
        guard DishSession.current.user != nil else {
            throw LoginRequired("the order is shown to its owner: it needs a logged-in user")
        }
        // Already on top: nothing to do, and what it presents stays.
        if (profile.navigationController.topViewController?.petri.context as? OrderContext)?.orderID == context.orderID
        {
            select(profile)
            return
        }
        select(profile)
        profile.showFromRoot(OrderHistoryViewController(.all), OrderDetailsViewController(context))
    }

    /// A gift card file another app (Mail, Files) opened in the shop: the "add this gift card"
    /// sheet over whatever is on screen.
    func openGiftCardFile(_ context: GiftCardFileContext) {
        let sheet = UINavigationController(rootViewController: GiftCardImportViewController(context))
        sheet.modalPresentationStyle = .formSheet
        topmostViewController?.present(sheet, animated: true)
    }

    /// The live chat with support: an overlay above every section, which the app keeps up while
    /// the user goes on shopping beneath it — or a form sheet, the layout the remote config is
    /// trying out, when the session's setting `liveChat` is `sheet`, or the iPad's popover from
    /// the help button when it is `popover`.
    func startLiveChat() {
        guard !(window.rootViewController?.presentedViewController is LiveChatViewController) else { return }
        let chat = LiveChatViewController()
        chat.modalPresentationStyle =
            switch DishSession.current.settings["liveChat"] {
            case "sheet": .formSheet
            case "popover": .popover
            default: .overFullScreen
            }
        chat.petri.on("end", summary: "the user ends the chat") { [weak chat] _ in chat?.dismiss(animated: true) }
        chat.petri.on("transcript", summary: "Email the transcript: an alert asks first") { [weak chat] _ in
            chat?.confirmTranscript()
        }
        window.rootViewController?.present(chat, animated: true)
    }

    /// The app lock: a window above the status bar that covers the app until it is unlocked.
    func lock() {
        guard lockWindow == nil else { return }
        let lock = UIWindow(windowScene: scene, name: "Lock")
        lock.windowLevel = .statusBar
        let screen = AppLockViewController()
        screen.petri.on("unlock", summary: "Face ID recognises the user") { [weak self] _ in self?.unlock() }
        lock.rootViewController = screen
        lock.makeKeyAndVisible()
        lockWindow = lock
    }

    /// Face ID said yes: the lock window goes away and the app's window is key again.
    func unlock() {
        lockWindow?.isHidden = true
        lockWindow?.windowScene = nil
        lockWindow = nil
        window.makeKey()
    }

    /// What the user sees on top: where a sheet is presented from.
    private var topmostViewController: UIViewController? {
        var top = window.rootViewController
        while let presented = top?.presentedViewController { top = presented }
        return top
    }
}
