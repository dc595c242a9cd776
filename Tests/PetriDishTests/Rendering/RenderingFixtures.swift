import PetriDish

/// The demo hierarchy the rendering tests print: a shop app whose tab bar holds navigation stacks,
/// a split view and a custom side-menu container, with a modal chain of two presentations.
///
/// The view controller classes are nested in this namespace so their names cannot clash with
/// other tests; ``UIViewController/typeName`` prints them unqualified.
@MainActor
struct RenderingShop {
    final class HomeViewController: UIViewController {}
    final class CategoryViewController: UIViewController {}
    final class ProductViewController: UIViewController {}
    final class InboxViewController: UIViewController {}
    final class MessageViewController: UIViewController {}
    final class MenuViewController: UIViewController {}
    final class AccountViewController: UIViewController {}
    final class LoginViewController: UIViewController {}
    final class TwoFactorViewController: UIViewController {}

    /// A custom container: a side menu over a content view controller. The content is always
    /// on screen; the menu only while it is open.
    final class SideMenuController: UIViewController, ContainerViewController, ContainerStateRestoring {
        private(set) var isMenuOpen = false

        init(menu: UIViewController, content: UIViewController) throws {
            super.init()
            try replaceChildren(with: [menu, content])
        }

        var visibleViewControllers: [UIViewController] {
            isMenuOpen ? children : Array(children.suffix(1))
        }

        func makeVisible(_ viewController: UIViewController, animated: Bool) throws {
            guard let index = children.firstIndex(where: { $0 === viewController }) else {
                throw HierarchyError.notAChild(viewController: viewController.debugName, container: debugName)
            }
            isMenuOpen = index == 0 && children.count > 1
        }

        func replaceViewControllers(with viewControllers: [UIViewController], animated: Bool) throws {
            try replaceChildren(with: viewControllers)
        }

        var containerState: AnyHashable? {
            get { isMenuOpen }
            set { isMenuOpen = newValue as? Bool ?? false }
        }
    }

    let window: UIWindow
    let tabs: UITabBarController
    let homeNavigation: UINavigationController
    let catalogNavigation: UINavigationController
    let category: CategoryViewController
    let product: ProductViewController
    let split: UISplitViewController
    let inbox: InboxViewController
    let message: MessageViewController
    let sideMenu: SideMenuController
    let menu: MenuViewController
    let account: AccountViewController

    /// Builds the shop with tab 1 ("Catalog") selected and nothing presented.
    init() throws {
        window = UIWindow(name: "Shop")
        tabs = UITabBarController()

        homeNavigation = UINavigationController(rootViewController: HomeViewController(title: "Home"))
        homeNavigation.title = "Home"

        category = CategoryViewController(title: "Shoes", context: "shoes")
        product = ProductViewController(title: "Sneaker", context: 42)
        catalogNavigation = UINavigationController(rootViewController: category)
        catalogNavigation.title = "Catalog"
        catalogNavigation.pushViewController(product, animated: false)

        inbox = InboxViewController(title: "Inbox")
        message = MessageViewController(context: 7)
        split = UISplitViewController(title: "Mail")
        split.setViewControllers([inbox, message], animated: false)

        menu = MenuViewController()
        account = AccountViewController(context: "ada")
        sideMenu = try SideMenuController(menu: menu, content: account)

        tabs.setViewControllers([homeNavigation, catalogNavigation, split, sideMenu], animated: false)
        try tabs.select(index: 1)
        try window.setRootViewController(tabs)
    }

    /// The modal chain: a login form sheet in a navigation controller, which presents a
    /// full-screen two-factor screen that cannot be dismissed.
    @discardableResult
    func presentLogin() throws -> (navigation: UINavigationController, twoFactor: TwoFactorViewController) {
        let login = LoginViewController(title: "Sign in")
        let navigation = UINavigationController(rootViewController: login)
        navigation.modalPresentationStyle = .formSheet
        tabs.present(navigation, animated: true)

        let twoFactor = TwoFactorViewController(context: "sms")
        twoFactor.modalPresentationStyle = .fullScreen
        twoFactor.isModalInPresentation = true
        login.present(twoFactor, animated: true)
        return (navigation, twoFactor)
    }
}
