import Foundation
import Testing
import PetriDish

/// A screen that confirms before deleting, as app code writes it.
private final class OrderViewController: UIViewController {
    private(set) var deleted = false
    private(set) var cancelled = false

    func confirmDeletion() {
        let alert = UIAlertController(
            title: "Delete the order?", message: "This cannot be undone.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { [weak self] _ in self?.deleted = true })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { [weak self] _ in self?.cancelled = true })
        alert.addTextField { field in field.placeholder = "Reason" }
        present(alert, animated: true)
    }
}

/// An app that locks itself in the background and opens its help page, as app code writes it.
@MainActor
private final class LockingApp {
    let window = UIWindow(frame: UIScreen.main.bounds)
    private(set) var lockWindow: UIWindow?
    private var observers: [any NSObjectProtocol] = []

    init() {
        window.rootViewController = UINavigationController(rootViewController: UIViewController(title: "Home"))
        window.makeKeyAndVisible()
        observers.append(
            NotificationCenter.default.addObserver(
                forName: UIApplication.didEnterBackgroundNotification, object: nil, queue: nil
            ) { [weak self] _ in MainActor.assumeIsolated { self?.lock() } })
        observers.append(
            NotificationCenter.default.addObserver(
                forName: UIApplication.willEnterForegroundNotification, object: nil, queue: nil
            ) { [weak self] _ in MainActor.assumeIsolated { self?.unlock() } })
    }

    func lock() {
        guard lockWindow == nil else { return }
        let lock = UIWindow(frame: UIScreen.main.bounds)
        lock.windowLevel = .alert + 1
        lock.rootViewController = UIViewController(title: "Locked")
        lockWindow = lock
    }

    func unlock() {
        lockWindow = nil
    }

    func openHelp() {
        guard let url = URL(string: "https://shop.example/help"), UIApplication.shared.canOpenURL(url) else { return }
        UIApplication.shared.open(url, options: [:]) { opened in
            if !opened { self.window.rootViewController?.title = "no help" }
        }
    }

    func stopObserving() {
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
    }
}

/// What an observer heard, in order.
@MainActor
private final class Heard {
    var names: [Notification.Name] = []
}

extension HierarchyTests {
    @Suite("UIAlertController, UIApplication and the app's lifecycle notifications")
    @MainActor
    struct AlertsAndApplication {
        @Test("an alert is presented like any view controller; tapping an action dismisses it, then runs its handler")
        func alertTap() throws {
            let window = UIWindow()
            let order = OrderViewController(title: "Order")
            window.rootViewController = order
            window.makeKeyAndVisible()
            order.confirmDeletion()

            let alert = try #require(order.presentedViewController as? UIAlertController)
            #expect(alert.title == "Delete the order?" && alert.message == "This cannot be undone.")
            #expect(alert.preferredStyle == .alert && alert.modalPresentationStyle == .custom)
            #expect(alert.actions.map(\.title) == ["Delete", "Cancel"])
            #expect(alert.actions.map(\.style) == [.destructive, .cancel])
            #expect(alert.textFields?.first?.placeholder == "Reason")
            #expect(
                window.visibleViewControllers.map(\.title) == ["Order", "Delete the order?"],
                "the presenter stays visible beneath")
            #expect(alert.events.map(\.name) == ["Delete", "Cancel"])

            try alert.send("Delete")
            #expect(order.deleted && !order.cancelled)
            #expect(order.presentedViewController == nil)
        }

        @Test("a disabled action is not tapped, and the alert stays")
        func disabledAction() {
            let window = UIWindow()
            let order = OrderViewController()
            window.rootViewController = order
            order.confirmDeletion()
            let alert = order.presentedViewController as? UIAlertController
            alert?.actions.first?.isEnabled = false
            alert?.actions.first?.tap()
            #expect(!order.deleted)
            #expect(order.presentedViewController === alert)
        }

        @Test("the user cannot swipe an alert away: the error says to tap one of its actions")
        func noSwipe() {
            let window = UIWindow()
            let order = OrderViewController()
            window.rootViewController = order
            window.makeKeyAndVisible()
            order.confirmDeletion()
            #expect(throws: HierarchyError.noInteractiveDismissal(viewController: "UIAlertController", style: .custom))
            {
                try window.dismissTopmostInteractively()
            }
            #expect(
                String(
                    describing: HierarchyError.noInteractiveDismissal(
                        viewController: "UIAlertController", style: .custom)
                )
                .contains("tap one of its actions"))
        }

        @Test("UIApplication.shared.open records the URL and tells the completion it opened")
        func openURL() throws {
            let app = LockingApp()
            defer { app.stopObserving() }
            _ = UIApplication.shared.takeOpenedURLs()
            app.openHelp()
            #expect(UIApplication.shared.takeOpenedURLs().map(\.absoluteString) == ["https://shop.example/help"])
            #expect(app.window.rootViewController?.title == nil)
            #expect(UIApplication.shared.openedURLs.isEmpty)
        }

        @Test("the lifecycle notifications reach the app's observers, in UIKit's order, and set the app's state")
        func lifecycle() {
            let app = LockingApp()
            defer { app.stopObserving() }
            let heard = Heard()
            let names = ApplicationLifecycleEvent.allCases.map(\.notificationName)
            let observers = names.map { name in
                NotificationCenter.default.addObserver(forName: name, object: UIApplication.shared, queue: nil) {
                    note in
                    let name = note.name
                    MainActor.assumeIsolated { heard.names.append(name) }
                }
            }
            defer { for observer in observers { NotificationCenter.default.removeObserver(observer) } }

            ApplicationLifecycleEvent.post(.background)
            #expect(app.lockWindow?.windowLevel == .alert + 1)
            #expect(UIApplication.shared.applicationState == .background)
            ApplicationLifecycleEvent.post(.foreground)
            #expect(app.lockWindow == nil)
            #expect(UIApplication.shared.applicationState == .active)
            // The test runs on the main actor without suspending: no other test posts meanwhile.
            #expect(
                heard.names == [
                    UIApplication.willResignActiveNotification, UIApplication.didEnterBackgroundNotification,
                    UIApplication.willEnterForegroundNotification, UIApplication.didBecomeActiveNotification,
                ])
        }
    }
}
