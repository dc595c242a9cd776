/// What petri knows about a window beyond UIKit's own members, under one name:
/// `window.petri.modalChain`.
///
/// ``UIWindow`` carries UIKit's members only, so that an app's window subclass may declare members
/// of its own under any other name (a banner window's `name`, a debug window's
/// `visibleViewControllers`); petri's sit behind ``UIWindow/petri`` instead, as a view
/// controller's sit behind ``PetriInspectable/petri``.
///
/// ```swift
/// let window = UIWindow()
/// try window.petri.setRootViewController(UITabBarController())
/// window.petri.visibleViewControllers.count   // 1
/// window.petri.transitions.last?.kind         // .setRoot
/// ```
@MainActor
public struct PetriWindowInspection {
    /// The window inspected.
    public let window: UIWindow

    /// The window's name, for messages and trees: `Window` unless given to
    /// ``UIWindow/init(name:)`` or ``UIWindow/init(windowScene:name:)`` (a name its scene already
    /// has gets a number, `Window 2`).
    public var name: String { window.name }

    /// Every change the window went through, oldest first.
    public var transitions: [Transition] { window.transitions }

    /// Replaces the root view controller, throwing what UIKit raises (UIKit's
    /// `rootViewController = …` records it in ``UIKitExceptions`` instead). The previous root
    /// leaves the window together with everything it presents.
    /// - Throws: an error when `viewController` is already in a hierarchy.
    public func setRootViewController(_ viewController: UIViewController?, animated: Bool = false) throws {
        try window.setRootViewController(viewController, animated: animated)
    }

    /// The modal presentations above the root, bottom first.
    public var modalChain: [UIViewController] { window.modalChain }

    /// The view controllers on screen, outermost first: the topmost presentation and what it
    /// shows — and, under an "over" style (`.overFullScreen`, `.overCurrentContext`), what its
    /// presenter shows underneath.
    public var visibleViewControllers: [UIViewController] { window.visibleViewControllers }

    /// Every view controller in the window: the root with all it contains, then each
    /// presentation (those of the modal chain and those made in a presentation context inside
    /// it) with all it contains.
    public var allViewControllers: [UIViewController] { window.allViewControllers }

    /// The gesture the user has started and not finished in the window, if any.
    public var gestureInProgress: InteractiveGesture? { window.gestureInProgress }

    /// The user swiping down the topmost presentation.
    /// - Throws: ``HierarchyError/nothingPresented(window:)`` when nothing is presented,
    ///   ``HierarchyError/noInteractiveDismissal(viewController:style:)`` for a full-screen or
    ///   custom presentation such as an alert (UIKit offers no swipe there),
    ///   ``HierarchyError/cannotBeDismissed(viewController:)`` when the presentation (or a view
    ///   controller in it) forbids dismissal.
    public func dismissTopmostInteractively(animated: Bool = true) throws {
        try window.dismissTopmostInteractively(animated: animated)
    }

    /// The user starts swiping the topmost sheet down: its presentation controller's delegate
    /// is told `presentationControllerWillDismiss`; the sheet is dismissed only if the gesture
    /// finishes (then `presentationControllerDidDismiss`), and stays if it is cancelled.
    /// - Throws: what ``dismissTopmostInteractively(animated:)`` throws before it dismisses.
    public func beginInteractiveDismissal() throws -> InteractiveGesture {
        try window.beginInteractiveDismissal()
    }

    /// What UIKit would print to the console about the window: calls it ignores with a warning,
    /// such as presenting from a view controller that is already presenting. A rolled-back
    /// navigation leaves none behind.
    public var consoleMessages: [String] { window.consoleMessages }
}

extension UIWindow {
    /// petri's questions about this window (``PetriWindowInspection``), kept apart from UIKit's
    /// members.
    public final var petri: PetriWindowInspection { PetriWindowInspection(window: self) }
}
