import PetriDish

/// The demo hierarchy the rendering tests print: a shop app whose tab bar holds navigation stacks,
/// a split view and a custom side-menu container, with a modal chain of two presentations.
///
/// The view controller classes are nested in this namespace so their names cannot clash with
/// other tests; ``ViewController/typeName`` prints them unqualified.
@MainActor
struct RenderingShop {
    final class HomeViewController: ViewController {}
    final class CategoryViewController: ViewController {}
    final class ProductViewController: ViewController {}
    final class InboxViewController: ViewController {}
    final class MessageViewController: ViewController {}
    final class MenuViewController: ViewController {}
    final class AccountViewController: ViewController {}
    final class LoginViewController: ViewController {}
    final class TwoFactorViewController: ViewController {}

    /// A custom container: a side menu over a content view controller. The content is always
    /// on screen; the menu only while it is open.
    final class SideMenuController: ViewController, ContainerViewController {
        private(set) var isMenuOpen = false

        init(menu: ViewController, content: ViewController) throws {
            super.init()
            try replaceChildren(with: [menu, content])
        }

        var visibleViewControllers: [ViewController] {
            isMenuOpen ? children : Array(children.suffix(1))
        }

        func makeVisible(_ viewController: ViewController, animated: Bool) throws {
            guard let index = children.firstIndex(where: { $0 === viewController }) else {
                throw HierarchyError.notAChild(viewController: viewController.debugName, container: debugName)
            }
            isMenuOpen = index == 0 && children.count > 1
        }

        func replaceViewControllers(with viewControllers: [ViewController], animated: Bool) throws {
            try replaceChildren(with: viewControllers)
        }

        override var containerState: AnyHashable? {
            get { isMenuOpen }
            set { isMenuOpen = newValue as? Bool ?? false }
        }
    }

    let window: Window
    let tabs: TabBarController
    let homeNavigation: NavigationController
    let catalogNavigation: NavigationController
    let category: CategoryViewController
    let product: ProductViewController
    let split: SplitViewController
    let inbox: InboxViewController
    let message: MessageViewController
    let sideMenu: SideMenuController
    let menu: MenuViewController
    let account: AccountViewController

    /// Builds the shop with tab 1 ("Catalog") selected and nothing presented.
    init() throws {
        window = Window(name: "Shop")
        tabs = TabBarController()

        homeNavigation = try NavigationController(rootViewController: HomeViewController(title: "Home"))
        homeNavigation.title = "Home"

        category = CategoryViewController(title: "Shoes", context: "shoes")
        product = ProductViewController(title: "Sneaker", context: 42)
        catalogNavigation = try NavigationController(rootViewController: category)
        catalogNavigation.title = "Catalog"
        try catalogNavigation.pushViewController(product, animated: false)

        inbox = InboxViewController(title: "Inbox")
        message = MessageViewController(context: 7)
        split = SplitViewController(title: "Mail")
        try split.setViewControllers([inbox, message], animated: false)

        menu = MenuViewController()
        account = AccountViewController(context: "ada")
        sideMenu = try SideMenuController(menu: menu, content: account)

        try tabs.setViewControllers([homeNavigation, catalogNavigation, split, sideMenu], animated: false)
        try tabs.select(index: 1)
        try window.setRootViewController(tabs)
    }

    /// The modal chain: a login form sheet in a navigation controller, which presents a
    /// full-screen two-factor screen that cannot be dismissed.
    @discardableResult
    func presentLogin() throws -> (navigation: NavigationController, twoFactor: TwoFactorViewController) {
        let login = LoginViewController(title: "Sign in")
        let navigation = try NavigationController(rootViewController: login)
        navigation.modalPresentationStyle = .formSheet
        try tabs.present(navigation, animated: true)

        let twoFactor = TwoFactorViewController(context: "sms")
        twoFactor.modalPresentationStyle = .fullScreen
        twoFactor.canBeDismissed = false
        try login.present(twoFactor, animated: true)
        return (navigation, twoFactor)
    }
}
