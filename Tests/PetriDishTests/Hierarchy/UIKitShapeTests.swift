import Foundation
import Testing
import PetriDish

// UIKit's shapes as app code and RouteComposer's own tests spell them: overrides, optional
// chaining, arithmetic. Only `import PetriDish`, as an app writes `import UIKit`.

/// A test double that fakes a presentation, as RouteComposer's tests write one.
private final class FakePresentingViewController: UIViewController {
    var fakePresented: UIViewController?
    var fakePresenting: UIViewController?
    private(set) var presentCalls = 0

    override var presentedViewController: UIViewController? { fakePresented }
    override var presentingViewController: UIViewController? { fakePresenting }

    override func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
    ) {
        presentCalls += 1
        fakePresented = viewControllerToPresent
        completion?()
    }
}

/// A screen whose dismissibility is computed, as an editing screen's is.
private final class EditorViewController: UIViewController, DismissalControlling {
    var hasUnsavedChanges = false
    var canBeDismissed: Bool { !hasUnsavedChanges }
}

/// A screen that says it can never be dismissed with a constant, as RouteComposer's apps write it.
private final class ReceiptViewController: UIViewController, DismissalControlling {
    let canBeDismissed = false
}

/// A screen that overrides UIKit's isModalInPresentation, as an app's sheet does.
private final class UploadViewController: UIViewController {
    var isUploading = true
    override var isModalInPresentation: Bool {
        get { isUploading }
        set { isUploading = newValue }
    }
}

/// A custom container that hears about its children, as UIKit's containment calls tell it.
private final class CardContainerViewController: UIViewController {
    private(set) var moves: [String] = []
    func show(_ card: UIViewController) {
        addChild(card)
        card.didMove(toParent: self)
    }
    override func willMove(toParent parent: UIViewController?) {
        moves.append("container will move to \(parent.map { String(describing: type(of: $0)) } ?? "nil")")
    }
}

private final class CardViewController: UIViewController {
    private(set) var moves: [String] = []
    override func willMove(toParent parent: UIViewController?) {
        moves.append("willMove(\(parent == nil ? "nil" : "container"))")
    }
    override func didMove(toParent parent: UIViewController?) {
        moves.append("didMove(\(parent == nil ? "nil" : "container"))")
    }
}

private final class AppWindow: UIWindow {
    var shakeCount = 0
    private(set) var madeBy = ""

    override init(frame: CGRect) {
        madeBy = "frame"
        super.init(frame: frame)
    }

    override init(windowScene: UIWindowScene) {
        madeBy = "scene"
        super.init(windowScene: windowScene)
    }
}

private final class FadeTransitions: UIViewControllerTransitioningDelegate {}

/// A navigation controller whose stack is another's, as an app wraps a nested one.
private final class WrappingNavigationController: UINavigationController {
    let nested: UINavigationController
    init(wrapping nested: UINavigationController) {
        self.nested = nested
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override var viewControllers: [UIViewController] {
        get { [nested] }
        set { super.viewControllers = newValue }
    }
}

/// A screen built in code, as most apps build theirs: its own initialiser calls UIKit's
/// designated one, and the coder initialiser Xcode asks for is a fatal error.
private final class OrderViewController: UIViewController {
    let orderID: Int
    init(orderID: Int) {
        self.orderID = orderID
        super.init(nibName: nil, bundle: nil)
        title = "Order \(orderID)"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// The app's navigation controller, which every flow uses: it overrides UIKit's initialisers.
private class AppNavigationController: UINavigationController {
    private(set) var madeWithRoot = false
    override init(rootViewController: UIViewController) {
        super.init(rootViewController: rootViewController)
        madeWithRoot = true
    }

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A window that notes being made key instead, as RouteComposer's test window does.
private final class KeyTrackingWindow: UIWindow {
    var madeKey = false
    override func makeKeyAndVisible() { madeKey = true }
}

/// A test double that fakes a dismissal in progress, as RouteComposer's tests write one.
private final class LeavingViewController: UIViewController {
    var fakeDismissing = false
    override var isBeingDismissed: Bool { fakeDismissing }
}

/// An app's delegate, as a UIKit app writes it with `@main`.
private final class LaunchingAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UIViewController(title: "Launched")
        window?.makeKeyAndVisible()
        return launchOptions?[.url] == nil
    }
}

extension HierarchyTests {
    @Suite("UIKit's shapes as apps spell them")
    @MainActor
    struct UIKitShapes {
        @Test(
            "a subclass overrides present, presentedViewController and presentingViewController to fake a presentation; the hierarchy keeps only real ones"
        )
        func overriddenPresentation() throws {
            let window = UIWindow()
            let fake = FakePresentingViewController()
            window.rootViewController = fake
            let presenter: UIViewController = fake
            let sheet = UIViewController(title: "Sheet")
            var completed = false
            presenter.present(sheet, animated: true) { completed = true }
            #expect(completed)
            #expect(fake.presentCalls == 1)
            #expect(presenter.presentedViewController === sheet)
            #expect(window.modalChain.isEmpty, "a faked presentation is not in the window's modal chain")
            fake.fakePresenting = UIViewController(title: "Origin")
            #expect(presenter.presentingViewController?.title == "Origin")
        }

        @Test("isKind(of:) answers for the class and its superclasses")
        func isKindOf() {
            let navigation: UIViewController = UINavigationController()
            #expect(navigation.isKind(of: UINavigationController.self))
            #expect(navigation.isKind(of: UIViewController.self))
            #expect(!navigation.isKind(of: UITabBarController.self))
        }

        @Test("an app subclasses UIWindow, sized from the main screen; windows compare by identity")
        func windowSubclass() {
            let main = AppWindow(frame: UIScreen.main.bounds)
            let banner = UIWindow(frame: CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 80))
            main.shakeCount += 1
            #expect(main.frame.size.width > 0 && main.frame == UIScreen.main.bounds)
            let windows: [UIWindow] = [main, banner]
            #expect(windows.firstIndex(of: banner) == 1)
            #expect(main != banner && main == windows[0])
            #expect(Set(windows).count == 2)

            let scene = UIWindowScene()
            let first = UIWindow(windowScene: scene)
            let second = AppWindow(windowScene: scene)
            #expect(main.madeBy == "frame" && second.madeBy == "scene")
            #expect(second.windowScene === scene && first.name == "Window" && second.name == "Window 2")
        }

        @Test("window levels take arithmetic: .statusBar + 1000 sits in front of .alert - 1")
        func windowLevelArithmetic() {
            let lock = UIWindow.Level.statusBar + 1000
            let banner = UIWindow.Level.alert - 1
            #expect(lock.rawValue == 2000 && banner.rawValue == 1999)
            #expect(banner < lock)
            #expect((UIWindow.Level.normal + 1).description == "normal+1")
            // Printed as the app wrote it, though it equals .alert (issue 34).
            #expect(lock == .alert && lock.description == "statusBar+1000" && banner.description == "alert-1")
            #expect(
                Set([lock, .alert]).count == 1 && (UIWindow.Level.statusBar + 10 - 5).description == "statusBar+10-5")
            let scene = UIWindowScene()
            let main = UIWindow(windowScene: scene)
            main.rootViewController = UIViewController(title: "Chats")
            main.makeKeyAndVisible()
            let lockWindow = UIWindow(windowScene: scene)
            lockWindow.windowLevel = .statusBar + 1000
            lockWindow.rootViewController = UIViewController(title: "Lock")
            lockWindow.makeKeyAndVisible()
            let tree = HierarchySnapshot(scene).renderTree()
            #expect(tree.contains("level statusBar+1000"), "\(tree)")
        }

        @Test("a tab bar controller's viewControllers is optional: nil without tabs, read with optional chaining")
        func optionalTabs() {
            let tabs = UITabBarController()
            #expect(tabs.viewControllers == nil)
            #expect((tabs.viewControllers?.count ?? 0) == 0)
            tabs.viewControllers = [UIViewController(title: "Home"), UIViewController(title: "Cart")]
            #expect(tabs.viewControllers?.last?.title == "Cart")
            tabs.viewControllers = nil
            #expect(tabs.viewControllers == nil && tabs.children.isEmpty)
            tabs.setViewControllers([], animated: false)
            #expect(tabs.viewControllers?.count == 0, "an empty list set is an empty list, as in UIKit")
            tabs.setViewControllers(nil, animated: false)
            #expect(tabs.viewControllers == nil)
        }

        @Test(
            "a subclass overrides a container's viewControllers and the window's makeKeyAndVisible; the hierarchy keeps the real ones"
        )
        func overriddenContainersAndWindow() {
            let nested = UINavigationController(rootViewController: UIViewController(title: "Nested"))
            let wrapper = WrappingNavigationController(wrapping: nested)
            #expect(wrapper.viewControllers.first === nested)
            #expect(wrapper.children.isEmpty)
            let split = UISplitViewController()
            split.viewControllers = [wrapper]
            #expect(split.viewControllers.count == 1)

            let window = KeyTrackingWindow()
            window.makeKeyAndVisible()
            #expect(window.madeKey && !window.isKeyWindow, "the override decides, as in UIKit")
        }

        @Test(
            "a screen calls super.init(nibName:bundle:) and declares init?(coder:); a navigation controller subclass overrides init(rootViewController:)"
        )
        func uikitInitialisers() {
            let order = OrderViewController(orderID: 7)
            #expect(order.title == "Order 7" && order.nibName == nil && order.nibBundle == nil)
            let navigation = AppNavigationController(rootViewController: order)
            #expect(navigation.madeWithRoot && navigation.viewControllers.first === order)
            #expect(AppNavigationController(nibName: nil, bundle: nil).viewControllers.isEmpty)
            #expect(UITabBarController(nibName: nil, bundle: nil).viewControllers == nil)
            #expect(UISplitViewController(nibName: "Split", bundle: nil).nibName == "Split")
        }

        @Test("topmostViewController follows presentedViewController, so a faked presentation is followed")
        func topmostFollowsOverride() {
            let window = UIWindow()
            let first = FakePresentingViewController()
            let second = FakePresentingViewController()
            let navigation = UINavigationController(rootViewController: UIViewController())
            first.fakePresented = second
            second.fakePresenting = first
            second.fakePresented = navigation
            window.rootViewController = first
            #expect(window.topmostViewController === navigation)
            first.fakePresented = first
            #expect(window.topmostViewController === first, "a presentation that loops ends the walk")
        }

        @Test(
            "custom containment: addChild calls willMove, the container calls didMove; removeFromParent calls didMove(nil)"
        )
        func customContainment() {
            let container = CardContainerViewController()
            let card = CardViewController()
            container.show(card)
            #expect(card.parent === container && container.children == [card])
            #expect(card.moves == ["willMove(container)", "didMove(container)"])
            card.willMove(toParent: nil)
            card.removeFromParent()
            #expect(card.parent == nil && container.children.isEmpty)
            #expect(card.moves == ["willMove(container)", "didMove(container)", "willMove(nil)", "didMove(nil)"])
        }

        @Test("addChild of a view controller that has another parent changes nothing and records UIKit's exception")
        func addChildRefused() {
            let first = UIViewController(title: "First")
            let second = UIViewController(title: "Second")
            let card = UIViewController(title: "Card")
            first.addChild(card)
            _ = UIKitExceptions.takePending()
            second.addChild(card)
            #expect(card.parent === first && second.children.isEmpty)
            #expect(UIKitExceptions.takePending().map(\.call) == ["addChild(_:)"])
        }

        @Test("addChild on a tab bar controller adds a tab; removeFromParent removes it and keeps a valid selection")
        func containmentInTabBar() {
            let tabs = UITabBarController()
            let home = UIViewController(title: "Home")
            let cart = UIViewController(title: "Cart")
            tabs.addChild(home)
            tabs.addChild(cart)
            tabs.selectedIndex = 1
            cart.removeFromParent()
            #expect(tabs.viewControllers?.map(\.title) == ["Home"])
            #expect(tabs.selectedViewController === home)
        }

        @Test("a split view controller keeps its preferred display mode and is never collapsed")
        func splitDisplayMode() {
            let split = UISplitViewController()
            split.preferredDisplayMode = .allVisible
            #expect(split.preferredDisplayMode == .oneBesideSecondary)
            #expect(!split.isCollapsed)
        }

        @Test("transition style, transitioning delegate and preferred content size are kept as set")
        func inertPresentationProperties() {
            let screen = UIViewController()
            let transitions = FadeTransitions()
            screen.modalTransitionStyle = .crossDissolve
            screen.transitioningDelegate = transitions
            screen.preferredContentSize = CGSize(width: 320, height: 240)
            #expect(screen.modalTransitionStyle == .crossDissolve)
            #expect(screen.transitioningDelegate === transitions)
            #expect(screen.preferredContentSize.height == 240)
        }

        @Test("canBeDismissed is the app's to declare, computed or a let; isModalInPresentation is open, as in UIKit")
        func appDeclaredCanBeDismissed() throws {
            let editor = EditorViewController()
            #expect(editor.petri.canBeDismissed)
            editor.hasUnsavedChanges = true
            #expect(!editor.petri.canBeDismissed)
            #expect(!editor.isModalInPresentation)

            #expect(!ReceiptViewController().petri.canBeDismissed)

            let upload = UploadViewController()
            #expect(!upload.petri.canBeDismissed)
            upload.isModalInPresentation = false
            #expect(upload.petri.canBeDismissed)

            // The user cannot swipe away a sheet that declares it may not be dismissed.
            let window = UIWindow()
            window.rootViewController = UIViewController()
            window.makeKeyAndVisible()
            let receipt = ReceiptViewController()
            window.rootViewController?.present(receipt, animated: false)
            #expect(throws: HierarchyError.self) { try window.dismissTopmostInteractively(animated: false) }
            #expect(window.rootViewController?.presentedViewController === receipt)
        }

        @Test("a .custom presentation leaves the presenter on screen, as UIKit's default presentation controller does")
        func customPresentation() {
            let window = UIWindow()
            let root = UIViewController(title: "Root")
            window.rootViewController = root
            window.makeKeyAndVisible()
            let overlay = UIViewController(title: "Overlay")
            overlay.modalPresentationStyle = .custom
            root.present(overlay, animated: true)
            #expect(root.presentedViewController === overlay)
            #expect(window.visibleViewControllers.map(\.title) == ["Root", "Overlay"])
        }

        @Test("popover and sheet presentation controllers exist for their styles only, and keep what is set on them")
        func popoverAndSheet() {
            let picker = UIViewController()
            picker.modalPresentationStyle = .fullScreen
            #expect(picker.popoverPresentationController == nil && picker.sheetPresentationController == nil)
            picker.modalPresentationStyle = .popover
            let anchor = UIView()
            picker.popoverPresentationController?.sourceView = anchor
            picker.popoverPresentationController?.permittedArrowDirections = .up
            #expect(picker.popoverPresentationController?.sourceView === anchor)
            #expect(picker.sheetPresentationController == nil)

            let filters = UIViewController()
            filters.modalPresentationStyle = .pageSheet
            if let sheet = filters.sheetPresentationController {
                sheet.detents = [.medium(), .large()]
                sheet.prefersGrabberVisible = true
            }
            #expect(filters.sheetPresentationController?.detents == [.medium(), .large()])
            #expect(filters.sheetPresentationController?.prefersGrabberVisible == true)
        }

        @Test(
            "isBeingDismissed overridden to fake a dismissal: finders pass the view controller over; the hierarchy goes by what happens"
        )
        func overriddenDismissal() throws {
            let window = UIWindow()
            let leaving = LeavingViewController(title: "Leaving")
            window.rootViewController = UINavigationController(rootViewController: leaving)
            let finder = PetriClassFinder<LeavingViewController, Any?>()
            #expect(try finder.findViewController(in: window, with: nil) === leaving)
            leaving.fakeDismissing = true
            #expect(leaving.isBeingDismissed)
            #expect(try finder.findViewController(in: window, with: nil) == nil)
            // A real presentation from it still goes ahead: nothing is being dismissed.
            leaving.present(UIViewController(title: "Sheet"), animated: false)
            #expect(window.modalChain.map(\.title) == ["Sheet"])
        }

        @Test("autoreleasepool compiles as written on Linux and runs its body")
        func autoreleasePool() {
            weak var released: UIViewController?
            let title = autoreleasepool { () -> String? in
                let screen = UIViewController(title: "Temporary")
                released = screen
                return screen.title
            }
            #expect(title == "Temporary")
            #expect(released == nil)
        }

        @Test("views, colours, images, the device and the navigation bar compile as written and are inert")
        func inertViews() {
            let screen = UIViewController()
            screen.view.backgroundColor = .systemBackground
            let badge = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            screen.view.addSubview(badge)
            #expect(badge.superview === screen.view && screen.view.subviews.count == 1)
            #expect(screen.view.backgroundColor == .white)
            #expect(UIImage(named: "logo")?.name == "logo")
            #expect(UIDevice.current.userInterfaceIdiom == .phone)

            let navigation = UINavigationController(rootViewController: screen)
            navigation.navigationBar.prefersLargeTitles = true
            navigation.setNavigationBarHidden(true, animated: true)
            #expect(navigation.isNavigationBarHidden && navigation.navigationBar.prefersLargeTitles)
        }

        @Test(
            "an app delegate subclasses UIResponder; what @main calls launches it, and its window is among the app's windows"
        )
        func appDelegateLaunches() throws {
            LaunchingAppDelegate.main()
            let delegate = try #require(UIApplication.shared.delegate as? LaunchingAppDelegate)
            let window = try #require(delegate.window)
            #expect(window.rootViewController?.title == "Launched" && window.isKeyWindow)
            #expect(UIApplication.shared.windows.contains { $0 === window })
            #expect(UIApplication.LaunchOptionsKey.url.rawValue == "UIApplicationLaunchOptionsURLKey")
        }

        @Test("a Core Animation transaction runs its completion block when committed: nothing is animated")
        func transactionCompletes() {
            var completed = false
            CATransaction.begin()
            CATransaction.setAnimationDuration(0.3)
            CATransaction.setCompletionBlock { completed = true }
            #expect(!completed)
            CATransaction.commit()
            #expect(completed)
        }
    }
}
