import Testing
import PetriDish
@testable import PetriHierarchy

extension HierarchyTests {
    /// A custom container as an app would write one: a side menu next to its content. The menu
    /// is on screen only while it is open, which is state beyond the children, so the container
    /// exposes it as `containerState` for routing transactions to restore.
    final class SideMenuController: UIViewController, ContainerViewController, ContainerStateRestoring {
        private(set) var isMenuOpen = false

        init(menu: UIViewController, content: UIViewController) throws {
            super.init()
            try replaceChildren(with: [menu, content])
        }

        var menu: UIViewController { children[0] }
        var content: UIViewController { children[1] }

        var visibleViewControllers: [UIViewController] {
            isMenuOpen ? children : Array(children.dropFirst())
        }

        func makeVisible(_ viewController: UIViewController, animated: Bool) throws {
            guard let index = children.firstIndex(where: { $0 === viewController }) else {
                throw HierarchyError.notAChild(viewController: viewController.debugName, container: debugName)
            }
            isMenuOpen = index == 0
        }

        func replaceViewControllers(with viewControllers: [UIViewController], animated: Bool) throws {
            guard viewControllers.count == 2 else {
                throw HierarchyError.tooManyChildren(container: debugName, count: viewControllers.count, maximum: 2)
            }
            try replaceChildren(with: viewControllers)
        }

        var containerState: AnyHashable? {
            get { isMenuOpen }
            set { isMenuOpen = newValue as? Bool ?? false }
        }
    }

    @Suite("Custom container")
    @MainActor
    struct CustomContainer {
        @Test("a custom container's visible children drive the visible path")
        func visiblePath() throws {
            let window = UIWindow(name: "Main")
            let side = try SideMenuController(
                menu: UIViewController(context: "menu"),
                content: try navigation("content", [HomeViewController()]))
            try window.setRootViewController(side)

            #expect(
                names(window.visibleViewControllers) == [
                    "SideMenuController", #"UINavigationController("content")"#, "HomeViewController",
                ])
            #expect(!side.menu.isVisible)

            try side.makeVisible(side.menu, animated: true)

            #expect(
                names(window.visibleViewControllers) == [
                    "SideMenuController", #"UIViewController("menu")"#,
                    #"UINavigationController("content")"#, "HomeViewController",
                ])
            #expect(side.menu.isVisible)
        }

        @Test("makeVisibleInParentContainers reveals a view controller through a tab, a custom container and a stack")
        func revealThroughCustomContainer() throws {
            let window = UIWindow(name: "Main")
            let profile = UIViewController(context: "profile")
            let menu = try navigation("menu", [profile, SettingsViewController()])
            let side = try SideMenuController(menu: menu, content: HomeViewController())
            let tabs = UITabBarController()
            tabs.setViewControllers([CartViewController(), side], animated: false)
            try window.setRootViewController(tabs)
            #expect(!profile.isVisible)

            try profile.makeVisibleInParentContainers(animated: true)

            #expect(tabs.selectedViewController === side)
            #expect(side.isMenuOpen)
            #expect(menu.topViewController === profile)
            #expect(profile.isVisible)
            #expect(
                names(window.visibleViewControllers) == [
                    "UITabBarController", "SideMenuController",
                    #"UINavigationController("menu")"#, #"UIViewController("profile")"#, "HomeViewController",
                ])
        }

        @Test("a custom container is held to the one-parent rule")
        func customContainerOneParent() throws {
            let home = HomeViewController()
            let shop = try navigation("shop", [home])
            let side = try SideMenuController(menu: UIViewController(context: "menu"), content: CartViewController())

            expectHierarchyError(
                #"HomeViewController cannot be added to SideMenuController: it already has a parent, UINavigationController("shop"); remove it from there first"#
            ) {
                try side.replaceViewControllers(with: [UIViewController(context: "other menu"), home], animated: false)
            }
            #expect(side.content is CartViewController)
            #expect(home.parent === shop)
        }

        @Test("a custom container replaces its children and releases the old ones")
        func customContainerReplace() throws {
            let oldContent = CartViewController()
            let side = try SideMenuController(menu: UIViewController(context: "menu"), content: oldContent)
            let menu = side.menu

            try side.replaceViewControllers(with: [menu, ProductViewController(1)], animated: false)

            #expect(side.content is ProductViewController)
            #expect(side.content.parent === side)
            #expect(menu.parent === side)
            #expect(oldContent.parent == nil)
        }

        @Test("a custom container's state round-trips through containerState")
        func customContainerState() throws {
            let side = try SideMenuController(menu: UIViewController(context: "menu"), content: HomeViewController())
            #expect(side.containerState == AnyHashable(false))
            side.containerState = true
            #expect(side.isMenuOpen)
            #expect(side.visibleViewControllers.count == 2)
        }
    }
}
