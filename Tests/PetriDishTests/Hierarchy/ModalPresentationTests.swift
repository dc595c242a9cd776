import Testing
import PetriDish
@testable import PetriHierarchy

extension HierarchyTests {
    @Suite("Modal presentation")
    @MainActor
    struct ModalPresentation {
        /// A window whose root presents `depth` view controllers, each from the previous one:
        /// `Home → Modal("1") → Modal("2") → …`.
        private func windowWithChain(depth: Int) throws -> (UIWindow, HomeViewController, [UIViewController]) {
            let window = UIWindow(name: "Main")
            let home = HomeViewController()
            try window.setRootViewController(home)
            var chain: [UIViewController] = []
            for level in 1...depth {
                let modal = UIViewController(context: "\(level)")
                (chain.last ?? home).present(modal, animated: true)
                chain.append(modal)
            }
            return (window, home, chain)
        }

        @Test("present links the presenter and the presented, and the presented becomes topmost")
        func present() throws {
            let window = UIWindow(name: "Main")
            let home = HomeViewController()
            try window.setRootViewController(home)
            let cart = CartViewController()
            var completed = false

            home.present(cart, animated: true) { completed = true }

            #expect(home.presentedViewController === cart)
            #expect(cart.presentingViewController === home)
            #expect(cart.window === window)
            #expect(cart.isInHierarchy)
            #expect(window.topmostViewController === cart)
            #expect(window.modalChain.count == 1)
            #expect(home.presentedChain.first === cart)
            #expect(completed)
        }

        @Test("a child presents from its outermost container, as UIKit presents full screen")
        func presentFromChild() throws {
            let window = UIWindow(name: "Main")
            let product = ProductViewController(1)
            let shop = try navigation("shop", [HomeViewController(), product])
            let tabs = UITabBarController()
            tabs.setViewControllers([shop, SettingsViewController()], animated: false)
            try window.setRootViewController(tabs)
            let cart = CartViewController()

            product.present(cart, animated: true)

            #expect(cart.presentingViewController === tabs)
            #expect(tabs.presentedViewController === cart)
            #expect(product.presentedChain.first === cart)
            #expect(
                window.transitions.last?.description == "present CartViewController in UITabBarController (animated)")
        }

        @Test("a child of a presented container presents from that container")
        func presentFromChildOfModal() throws {
            let (window, _, chain) = try windowWithChain(depth: 1)
            let cart = CartViewController()
            let checkout = try navigation("checkout", [cart])
            chain[0].present(checkout, animated: true)

            let payment = PaymentViewController()
            cart.present(payment, animated: true)

            #expect(payment.presentingViewController === checkout)
            #expect(window.modalChain.count == 3)
            #expect(window.topmostViewController === payment)
        }

        @Test("dismiss on a presenter dismisses everything it presents, the whole chain")
        func dismissFromPresenter() throws {
            let (window, home, chain) = try windowWithChain(depth: 3)

            home.dismiss(animated: true)

            #expect(home.presentedViewController == nil)
            #expect(chain.allSatisfy { $0.presentingViewController == nil && $0.presentedViewController == nil })
            #expect(chain.allSatisfy { $0.window == nil })
            #expect(window.topmostViewController === home)
            #expect(
                window.transitions.last?.description
                    == #"dismiss UIViewController("1") in HomeViewController (animated)"#)
        }

        @Test("dismiss on a presented view controller that presents dismisses only what is above it")
        func dismissFromMiddle() throws {
            let (window, _, chain) = try windowWithChain(depth: 3)

            chain[1].dismiss(animated: false)

            #expect(names(window.modalChain) == [#"UIViewController("1")"#, #"UIViewController("2")"#])
            #expect(chain[2].presentingViewController == nil)
            #expect(window.transitions.last?.description == #"dismiss UIViewController("3") in UIViewController("2")"#)
        }

        @Test("dismiss on the topmost presented view controller dismisses it")
        func dismissTopmost() throws {
            let (window, _, chain) = try windowWithChain(depth: 2)
            var completed = false

            chain[1].dismiss(animated: true) { completed = true }

            #expect(names(window.modalChain) == [#"UIViewController("1")"#])
            #expect(chain[0].presentedViewController == nil)
            #expect(completed)
        }

        @Test("dismiss on a child dismisses from its container: what the container presents, or the container")
        func dismissFromChild() throws {
            let window = UIWindow(name: "Main")
            try window.setRootViewController(HomeViewController())
            let cart = CartViewController()
            let checkout = try navigation("checkout", [cart])
            window.rootViewController?.present(checkout, animated: true)
            checkout.present(PaymentViewController(), animated: true)

            cart.dismiss(animated: true)
            #expect(window.topmostViewController === checkout)

            cart.dismiss(animated: true)
            #expect(window.topmostViewController === window.rootViewController)
            #expect(checkout.window == nil)
            #expect(cart.parent === checkout)
        }

        @Test("dismiss with nothing presented and nothing presenting does nothing")
        func dismissNothing() throws {
            let window = UIWindow(name: "Main")
            let home = HomeViewController()
            try window.setRootViewController(home)
            let transitions = window.transitions
            var completed = false

            home.dismiss(animated: true) { completed = true }

            #expect(window.transitions == transitions)
            #expect(window.rootViewController === home)
            #expect(completed)
        }

        @Test("isBeingDismissed is true during viewWillDisappear, for everything that leaves, topmost first")
        func isBeingDismissedDuringViewWillDisappear() throws {
            let log = EventLog()
            let window = UIWindow(name: "Main")
            let root = LifecycleProbe("root", log: log)
            try window.setRootViewController(root)
            let sheet = LifecycleProbe("sheet", log: log)
            try sheet.replaceChildren(with: [LifecycleProbe("sheet child", log: log)])
            root.present(sheet, animated: true)
            let alert = LifecycleProbe("alert", log: log)
            sheet.present(alert, animated: true)

            root.dismiss(animated: true)

            #expect(
                log.events == [
                    #"LifecycleProbe("alert") willDisappear dismissing=true animated=true"#,
                    #"LifecycleProbe("sheet child") willDisappear dismissing=true animated=true"#,
                    #"LifecycleProbe("sheet") willDisappear dismissing=true animated=true"#,
                ])
            #expect(!sheet.isBeingDismissed)
            #expect(!alert.isBeingDismissed)
            #expect(!sheet.children[0].isBeingDismissed)
            #expect(!root.isBeingDismissed)
        }

        @Test("a programmatic dismissal ignores isModalInPresentation, which only stops the user")
        func programmaticDismissOfUndismissible() throws {
            let window = UIWindow(name: "Main")
            try window.setRootViewController(HomeViewController())
            let payment = PaymentViewController()
            window.rootViewController?.present(payment, animated: true)

            payment.dismiss(animated: true)

            #expect(window.modalChain.isEmpty)
        }

        @Test("the user's swipe dismisses only the topmost presentation")
        func interactiveDismissal() throws {
            let (window, _, chain) = try windowWithChain(depth: 2)

            try window.dismissTopmostInteractively()

            #expect(window.topmostViewController === chain[0])
            #expect(
                window.transitions.last
                    == Transition(
                        kind: .dismiss, subject: #"UIViewController("2")"#, target: #"UIViewController("1")"#,
                        animated: true, window: "Main", cause: .swipeDown))

            try window.dismissTopmostInteractively(animated: false)
            #expect(window.modalChain.isEmpty)
            #expect(window.transitions.last?.animated == false)
        }

        @Test("the swipe is not blocked by a presentation below the topmost")
        func interactiveDismissalAbovePayment() throws {
            let window = UIWindow(name: "Main")
            try window.setRootViewController(HomeViewController())
            let payment = PaymentViewController()
            window.rootViewController?.present(payment, animated: true)
            payment.present(UIViewController(context: "help"), animated: true)

            try window.dismissTopmostInteractively()

            #expect(window.topmostViewController === payment)
        }

        @Test("a dismissed view controller leaves the window and can be presented again")
        func presentAgainAfterDismissal() throws {
            let (window, home, chain) = try windowWithChain(depth: 1)
            home.dismiss(animated: false)
            #expect(!chain[0].isInHierarchy)

            home.present(chain[0], animated: true)

            #expect(window.topmostViewController === chain[0])
        }
    }
}
