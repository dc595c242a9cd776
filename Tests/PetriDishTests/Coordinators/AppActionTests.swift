import PetriDish
import Testing

/// Issue 34: held-out coordinator cases, written as an app team writes coordinators (UIKit's
/// calls, `NSObject` delegates, `finish()` where the flow decides it is done): one app action is
/// one change, and the reason each flow is told is the one of the action that ended it.
@MainActor
@Suite("Coordinators: one app action, one change")
struct AppActionTests {
    final class Screen: UIViewController {}

    /// What the parents heard, in order.
    final class Log {
        var lines: [String] = []
    }

    /// The app's root coordinator: logs what it is told about its children.
    final class AppCoordinator: Coordinator {
        let log: Log
        init(log: Log) { self.log = log }
        override var name: String { "App" }
        override func onFlowFinished(coordinator: Coordinator, reason: FlowFinishReason) {
            log.lines.append("\(name) ← \(coordinator.name) (\(reason))")
            super.onFlowFinished(coordinator: coordinator, reason: reason)
        }
    }

    /// Checkout: pushes its screen; placing the order pops to Home and finishes, in one tap.
    final class CheckoutCoordinator: Coordinator {
        let navigation: UINavigationController
        init(navigation: UINavigationController) { self.navigation = navigation }
        override var name: String { "Checkout" }
        override func startFlow() {
            navigation.pushViewController(show(Screen(title: "Checkout")), animated: true)
        }
        func orderPlaced() {
            navigation.popToRootViewController(animated: true)
            finish()
        }
    }

    /// A filter sheet: cancelling dismisses it and finishes the flow in the dismissal's completion.
    final class FilterCoordinator: Coordinator {
        let navigation: UINavigationController
        init(navigation: UINavigationController) { self.navigation = navigation }
        override var name: String { "Filter" }
        override func startFlow() {
            let sheet = show(Screen(title: "Filter"))
            sheet.modalPresentationStyle = .pageSheet
            navigation.present(sheet, animated: true)
        }
        func cancelTapped() {
            navigation.dismiss(animated: true) { [weak self] in self?.finish() }
        }
    }

    private func home() -> (UIWindow, UINavigationController, AppCoordinator, Log) {
        let log = Log()
        let navigation = UINavigationController(rootViewController: Screen(title: "Home"))
        let window = UIWindow()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        return (window, navigation, AppCoordinator(log: log), log)
    }

    @Test("Checkout pops to Home and finishes in one tap: the app's parent hears completed, once")
    func popThenFinishInOneAction() {
        let (window, navigation, app, log) = home()
        let checkout = CheckoutCoordinator(navigation: navigation)
        app.add(dependency: checkout)
        checkout.start()
        AppAction.perform { checkout.orderPlaced() }
        #expect(log.lines == ["App ← Checkout (completed)"])
        #expect(navigation.viewControllers.map(\.title) == ["Home"])
        #expect(app.childCoordinators.isEmpty)
        withExtendedLifetime(window) {}
    }

    @Test("the same two calls outside an action: the pop settles first, and the flow is replaced")
    func popThenFinishAsTwoChanges() {
        let (window, navigation, app, log) = home()
        let checkout = CheckoutCoordinator(navigation: navigation)
        app.add(dependency: checkout)
        checkout.start()
        checkout.orderPlaced()
        #expect(log.lines == ["App ← Checkout (replaced)"])
        withExtendedLifetime(window) {}
    }

    @Test("a filter sheet cancelled, finished in the dismissal's completion: completed, as the app meant")
    func finishInDismissalCompletion() {
        let (window, navigation, app, log) = home()
        let filter = FilterCoordinator(navigation: navigation)
        app.add(dependency: filter)
        filter.start()
        #expect(window.petri.modalChain.count == 1)
        filter.cancelTapped()
        #expect(log.lines == ["App ← Filter (completed)"])
        #expect(window.petri.modalChain.isEmpty)
    }

    @Test("an action run for a deep link clears flows as unwound, whatever UIKit calls it makes")
    func linkActionUnwinds() {
        let (window, navigation, app, log) = home()
        let checkout = CheckoutCoordinator(navigation: navigation)
        app.add(dependency: checkout)
        checkout.start()
        AppAction.perform(as: .route) {
            navigation.popToRootViewController(animated: false)
            navigation.pushViewController(Screen(title: "Product 42"), animated: false)
        }
        #expect(log.lines == ["App ← Checkout (unwound)"])
        #expect(window.petri.transitions.suffix(2).allSatisfy { $0.cause == .code }, "the calls stay the app's code's")
    }

    @Test("actions nest: the outermost settles, once, and an action that throws still settles")
    func nestedAndThrowing() {
        struct Refused: Error {}
        let (window, navigation, app, log) = home()
        let checkout = CheckoutCoordinator(navigation: navigation)
        app.add(dependency: checkout)
        checkout.start()
        #expect(throws: Refused.self) {
            try AppAction.perform {
                AppAction.perform { navigation.popToRootViewController(animated: true) }
                #expect(AppAction.isInProgress)
                #expect(log.lines.isEmpty, "the inner action does not settle")
                throw Refused()
            }
        }
        #expect(!AppAction.isInProgress)
        #expect(log.lines == ["App ← Checkout (replaced)"])
        withExtendedLifetime(window) {}
    }
}
