public import Foundation

/// A headless `UIWindow`: a root view controller and, above it, the chain of modal
/// presentations.
///
/// ```swift
/// let window = UIWindow()
/// window.rootViewController = UITabBarController()
/// window.petri.modalChain   // []
/// ```
///
/// `open`, as in UIKit, so an app's own window subclass compiles. The class carries UIKit's
/// members only; petri's own (the window's name, its transitions, its modal chain) sit behind
/// ``petri`` (``PetriWindowInspection``), so an app's window subclass may use those names. Windows are equal when they are the same instance, as `NSObject`s
/// are in UIKit.
@MainActor
open class UIWindow {
    /// A name for messages and trees (``PetriWindowInspection/name``).
    package let name: String

    /// The window's root view controller. Setting it is
    /// ``PetriWindowInspection/setRootViewController(_:animated:)``,
    /// as UIKit's property is; when UIKit would raise (the new root is already in a hierarchy),
    /// nothing changes and the exception is recorded in ``UIKitExceptions``.
    public var rootViewController: UIViewController? {
        get { root }
        set {
            UIKitExceptions.perform("rootViewController = …", file: nil, line: nil) {
                try setRootViewController(newValue)
            }
        }
    }

    private var root: UIViewController?

    /// Whether this is the key window: the one ``makeKeyAndVisible()`` was last called on in
    /// its scene.
    public package(set) var isKeyWindow = false

    /// Whether the window is hidden; a new window is, until ``makeKeyAndVisible()``.
    public var isHidden = true {
        didSet {
            if oldValue, !isHidden { windowScene?.bringToFront(self) }
        }
    }

    /// Where the window sits among the scene's windows; `.normal` unless set.
    public var windowLevel: Level = .normal

    /// Whether the window hides the windows behind it (UIView's `isOpaque`): `true` for a
    /// full-screen window such as a lock screen; a banner window that leaves the app visible
    /// around it sets `false`.
    public var isOpaque = true

    /// The scene the window belongs to, as UIKit's `windowScene` (weak: the scene keeps its
    /// windows); setting it moves the window.
    public weak var windowScene: UIWindowScene? {
        didSet {
            guard oldValue !== windowScene else { return }
            oldValue?.remove(self)
            windowScene?.add(self)
        }
    }

    /// When the window was last made visible in its scene, to order windows of one level.
    var shownOrder = 0

    /// Shows the window and makes it the key window, as an app's scene delegate does at launch;
    /// the scene's previous key window stops being key.
    open func makeKeyAndVisible() {
        isHidden = false
        isKeyWindow = true
        windowScene?.makeKey(self)
    }

    /// Makes the window the key window without showing it, as UIKit's `makeKey()`.
    public func makeKey() {
        isKeyWindow = true
        windowScene?.makeKey(self)
    }

    /// Creates an empty window in `windowScene`, as a scene delegate does. Windows are told
    /// apart by name in trees and messages: a name the scene already has gets a number
    /// (`Window 2`).
    public convenience init(windowScene: UIWindowScene, name: String = "Window") {
        self.init(name: windowScene.unusedName(name))
        self.windowScene = windowScene
        windowScene.add(self)
    }

    /// Creates an empty window named `Window` in `windowScene`, as UIKit's designated
    /// `init(windowScene:)`, which an app's window subclass overrides.
    public init(windowScene: UIWindowScene) {
        self.name = windowScene.unusedName("Window")
        self.windowScene = windowScene
        windowScene.add(self)
        UIApplication.shared.register(self)
    }

    /// Every change this window went through, oldest first (``PetriWindowInspection/transitions``).
    package private(set) var transitions: [Transition] = []

    /// The routing transaction in progress, if any.
    package private(set) var transaction: HierarchyTransaction?

    /// Creates an empty window.
    public init(name: String = "Window") {
        self.name = name
        UIApplication.shared.register(self)
    }

    /// The window's frame, as set by ``init(frame:)``. Inert: petri lays nothing out.
    public var frame: CGRect = .zero

    /// Creates an empty window named `Window`, as UIKit's `UIWindow(frame:)` (an app targeting
    /// iOS 12 passes `UIScreen.main.bounds`). The frame is kept and inert.
    public init(frame: CGRect) {
        self.name = "Window"
        self.frame = frame
        UIApplication.shared.register(self)
    }

    /// Replaces the root view controller. The previous root leaves the window together with
    /// everything it presents.
    /// - Throws: an error when `viewController` is already in a hierarchy.
    package func setRootViewController(_ viewController: UIViewController?, animated: Bool = false) throws {
        if let viewController, viewController !== rootViewController {
            try viewController.checkCanJoinHierarchy(joining: "become the root of \(name)")
        }
        if let old = rootViewController, old !== viewController {
            old.dismissPresentations(animated: false)
            old.hostingWindow = nil
        }
        root = viewController
        viewController?.hostingWindow = self
        TransitionLog.note(.setRoot, viewController, target: name, window: self, animated: animated)
    }

    /// The view controller at the top of the modal chain (the root when nothing is presented):
    /// RouteComposer's and UIKit's "topmost view controller", found as they find it, through each
    /// view controller's ``UIViewController/presentedViewController`` — so a subclass that
    /// overrides it (a test double faking a presentation) is followed.
    public var topmostViewController: UIViewController? {
        guard var topmost = rootViewController else { return nil }
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(topmost)]
        while let presented = topmost.presentedViewController, seen.insert(ObjectIdentifier(presented)).inserted {
            topmost = presented
        }
        return topmost
    }

    /// The modal presentations above the root, bottom first.
    package var modalChain: [UIViewController] {
        rootViewController?.presentedChain ?? []
    }

    /// The view controllers on screen, outermost first: the topmost presentation and what it
    /// shows — and, under an "over" style (`.overFullScreen`, `.overCurrentContext`), what its
    /// presenter shows underneath.
    package var visibleViewControllers: [UIViewController] {
        guard let rootViewController else { return [] }
        return UIViewController.visiblePath(ofChain: rootViewController.selfAndPresentedChain).path
    }

    /// Every view controller in the window: the root with all it contains, then each
    /// presentation (those of the modal chain and those made in a presentation context inside
    /// it) with all it contains.
    package var allViewControllers: [UIViewController] {
        // Each view controller's contained subtree, then the presentations made from it, in the
        // subtree's order, each with its own: appended to one array.
        func appendWithPresentations(_ viewController: UIViewController, to list: inout [UIViewController]) {
            let start = list.count
            viewController.appendContainedSubtree(to: &list)
            for index in start..<list.count {
                if let presented = list[index].presentedStorage { appendWithPresentations(presented, to: &list) }
            }
        }
        guard let rootViewController else { return [] }
        var list: [UIViewController] = []
        // Room for a typical window's view controllers at once, rather than growing one by one.
        list.reserveCapacity(16)
        appendWithPresentations(rootViewController, to: &list)
        return list
    }

    /// The gesture the user has started and not finished in this window, if any
    /// (``InteractiveGesture``).
    package internal(set) var gestureInProgress: InteractiveGesture?

    /// The user swiping down the topmost presentation.
    /// - Throws: ``HierarchyError/nothingPresented(window:)`` when nothing is presented,
    ///   ``HierarchyError/noInteractiveDismissal(viewController:style:)`` for a full-screen or
    ///   custom presentation such as an alert (UIKit offers no swipe there),
    ///   ``HierarchyError/cannotBeDismissed(viewController:)`` when the presentation (or a view
    ///   controller in it) forbids dismissal.
    package func dismissTopmostInteractively(animated: Bool = true) throws {
        if let gesture = gestureInProgress {
            throw HierarchyError.gestureInProgress(window: name, gesture: gesture.kind.rawValue)
        }
        completeInteractiveDismissal(of: try topmostDismissibleByTheUser(), animated: animated)
    }

    /// The topmost presentation the user may swipe down.
    /// - Throws: what ``dismissTopmostInteractively(animated:)`` throws.
    func topmostDismissibleByTheUser() throws -> UIViewController {
        // The topmost presentation on screen: of the modal chain, or made in a context.
        guard
            let topmost = visibleViewControllers.last(where: { $0.rootContainer.presentingStorage != nil })?
                .rootContainer
        else {
            throw HierarchyError.nothingPresented(window: name)
        }
        if [.fullScreen, .overFullScreen, .custom].contains(topmost.modalPresentationStyle) {
            throw HierarchyError.noInteractiveDismissal(
                viewController: topmost.debugName, style: topmost.modalPresentationStyle)
        }
        // As in UIKit, a presentation that refuses the swipe (isModalInPresentation, or its
        // delegate's presentationControllerShouldDismiss) stays, and its delegate is told the
        // user tried.
        let controller = topmost.presentationController
        let blocker =
            topmost.firstUndismissible
            ?? (controller.flatMap { controller in
                controller.delegate?.presentationControllerShouldDismiss(controller) == false ? topmost : nil
            })
        if let blocker {
            if let controller { controller.delegate?.presentationControllerDidAttemptToDismiss(controller) }
            throw HierarchyError.cannotBeDismissed(viewController: blocker.debugName)
        }
        return topmost
    }

    /// Dismisses `topmost`, as the user's finished swipe does, and tells its presentation
    /// controller's delegate once the change holds.
    func completeInteractiveDismissal(of topmost: UIViewController, animated: Bool) {
        TransitionLog.causing(.swipeDown) { topmost.dismissPresentations(animated: animated) }
        deliver {
            guard let controller = topmost.presentationController else { return }
            controller.delegate?.presentationControllerDidDismiss(controller)
        }
    }

    // MARK: - UIKit's console

    /// What UIKit would print to the console about this window: calls it ignores with a
    /// warning, such as presenting from a view controller that is already presenting
    /// ("Attempt to present … which is already presenting …"). A rolled-back navigation leaves
    /// none behind.
    package private(set) var consoleMessages: [String] = []

    /// Prints `message` to the console, as UIKit would.
    func warn(_ message: String) {
        consoleMessages.append(message)
    }

    /// Configurations UIKit accepts but its documentation says not to build, one message each:
    /// a tab bar controller inside a navigation stack ("a tab bar interface should never be
    /// installed as a child of another view controller").
    package var discouragedConfigurations: [(viewController: UIViewController, rule: String)] {
        discouragedConfigurations(among: allViewControllers)
    }

    /// ``discouragedConfigurations`` among `viewControllers`, the window's
    /// ``allViewControllers`` already gathered by the caller for another question.
    package func discouragedConfigurations(among viewControllers: [UIViewController]) -> [(
        viewController: UIViewController, rule: String
    )] {
        var found: [(viewController: UIViewController, rule: String)] = []
        // Only a tab bar controller can break a rule: the others' parents are not read (a weak
        // reference each, loaded and checked for exclusive access).
        for viewController in viewControllers where viewController is UITabBarController {
            if let rule = Self.discouragedRule(for: viewController, in: viewController.parent) {
                found.append((viewController, rule))
            }
        }
        return found
    }

    /// The rule `viewController` breaks in `parent`, if UIKit discourages the placement.
    static func discouragedRule(for viewController: UIViewController, in parent: UIViewController?) -> String? {
        guard viewController is UITabBarController, let navigation = parent as? UINavigationController else {
            return nil
        }
        return "\(viewController.debugName) is pushed onto \(navigation.debugName): UIKit shows it, "
            + "but its documentation says a tab bar interface should be the window's root, never a child of another view controller"
    }

    // MARK: - Recording and transactions

    func append(_ transition: Transition) {
        transitions.append(transition)
    }

    /// Runs `notification` now, or when the transaction in progress commits (it is dropped if
    /// the transaction rolls back), so observers never see a change that is later undone.
    func deliver(_ notification: @escaping @MainActor () -> Void) {
        if let transaction {
            transaction.pendingNotifications.append(notification)
        } else {
            notification()
        }
    }

    /// Starts a transaction: everything that changes in this window from now on can be undone
    /// with ``HierarchyTransaction/rollback()``. Inside another transaction (a navigation run by
    /// an interceptor), the new one nests in it.
    package func beginTransaction(alsoCapturing extra: [UIViewController] = [], acceptsNavigations: Bool = false)
        -> HierarchyTransaction
    {
        let transaction = HierarchyTransaction(
            window: self, parent: transaction, extra: extra, acceptsNavigations: acceptsNavigations)
        self.transaction = transaction
        return transaction
    }

    func endTransaction(
        restoringRoot root: UIViewController?, transitionCount: Int?, consoleCount: Int? = nil,
        reopening parent: HierarchyTransaction? = nil
    ) {
        if let transitionCount { transitions.removeSubrange(transitionCount...) }
        if let consoleCount { consoleMessages.removeSubrange(consoleCount...) }
        if root !== rootViewController {
            self.root?.hostingWindow = nil
            self.root = root
            root?.hostingWindow = self
        }
        transaction = parent
    }
}

extension UIWindow: Hashable {
    /// Windows are equal when they are the same instance, as `NSObject`s are in UIKit.
    nonisolated public static func == (lhs: UIWindow, rhs: UIWindow) -> Bool {
        lhs === rhs
    }

    /// Hashes the window's identity.
    nonisolated public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
