import Testing
import PetriDish
@testable import PetriHierarchy

extension HierarchyTests {
    @Suite("View controller")
    @MainActor
    struct ViewControllerBasics {
        private struct Money: CustomStringConvertible {
            var cents: Int
            var description: String { "$\(cents / 100).\(cents % 100)" }
        }

        private final class RenamedViewController: UIViewController, CustomHierarchyNaming {
            var hierarchyName: String { "Checkout" }
        }

        @Test("the debug name is the type name followed by the printable context")
        func debugName() {
            #expect(ProductViewController(42).debugName == "ProductViewController(42)")
            #expect(HomeViewController(title: "Home").debugName == "HomeViewController")
            #expect(HomeViewController(context: "start").debugName == #"HomeViewController("start")"#)
            #expect(CartViewController(context: Money(cents: 1250)).debugName == "CartViewController($12.50)")
            #expect(RenamedViewController(context: 7).debugName == "Checkout(7)")
        }

        @Test("a missing context prints nothing, whether nil, an empty optional or Void")
        func missingContext() {
            let someID: Int? = 3
            let noID: Int? = nil
            #expect(HomeViewController(context: someID as Any).debugName == "HomeViewController(3)")
            #expect(HomeViewController(context: noID as Any).debugName == "HomeViewController")
            #expect(HomeViewController(context: noID as Any).contextDescription == nil)
            #expect(HomeViewController(context: ()).debugName == "HomeViewController")
            #expect(HomeViewController().contextDescription == nil)
        }

        @Test("serial numbers tell instances apart, in creation order")
        func serialNumbers() {
            let first = HomeViewController()
            let second = HomeViewController()
            #expect(first.serialNumber < second.serialNumber)
        }

        @Test("rootContainer, isDescendant and containedSubtree follow the parents")
        func containment() throws {
            let home = HomeViewController()
            let product = ProductViewController(1)
            let shop = try navigation("shop", [home, product])
            let settings = SettingsViewController()
            let tabs = UITabBarController()
            tabs.setViewControllers([shop, settings], animated: false)

            #expect(product.rootContainer === tabs)
            #expect(tabs.rootContainer === tabs)
            #expect(product.isDescendant(of: tabs))
            #expect(product.isDescendant(of: product))
            #expect(!shop.isDescendant(of: product))
            #expect(!settings.isDescendant(of: shop))
            #expect(
                names(tabs.containedSubtree) == [
                    "UITabBarController", #"UINavigationController("shop")"#, "HomeViewController",
                    "ProductViewController(1)", "SettingsViewController",
                ])
        }

        @Test("isDismissible is false when anything contained refuses dismissal")
        func isDismissible() throws {
            let payment = PaymentViewController()
            let checkout = try navigation("checkout", [CartViewController()])
            #expect(checkout.isDismissible)

            checkout.pushViewController(payment, animated: false)
            #expect(!checkout.isDismissible)
            #expect(checkout.firstUndismissible === payment)
        }

        @Test("a view controller is in a hierarchy when it has a parent, is presented or is a window's root")
        func isInHierarchy() throws {
            let window = UIWindow()
            let home = HomeViewController()
            #expect(!home.isInHierarchy)
            #expect(home.window == nil)

            try window.setRootViewController(home)
            #expect(home.isInHierarchy)

            let product = ProductViewController(1)
            let checkout = try navigation("checkout", [product])
            #expect(product.isInHierarchy)
            #expect(!checkout.isInHierarchy)
            #expect(product.window == nil)

            home.present(checkout, animated: false)
            #expect(checkout.isInHierarchy)
            #expect(product.window === window, "the window is found through the parent and the presenter")
        }
    }
}
