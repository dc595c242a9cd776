/// A gesture the user has started and not finished yet: a swipe back from the left edge of a
/// navigation stack, or a swipe down on a sheet. It changes nothing until ``finish()``;
/// ``cancel()`` leaves everything as it was. UIKit's notifications come in UIKit's order.
///
/// ```swift
/// let swipe = try navigation.beginInteractivePop()   // willShow, the transition is interactive
/// swipe.cancel()                                      // interaction changed, cancelled; no didShow
/// ```
///
/// While a gesture is in progress its window says so (``PetriWindowInspection/gestureInProgress``), and the
/// coordinator audit does not answer.
@MainActor
public final class InteractiveGesture {
    /// What the gesture does when it finishes.
    public enum Kind: String, Sendable {
        /// A swipe back: pops the top of a navigation stack.
        case swipeBack
        /// A swipe down: dismisses a sheet.
        case swipeDown
    }

    /// What the gesture does when it finishes.
    public let kind: Kind
    /// Whether it finished or was cancelled (`nil` while in progress).
    public private(set) var outcome: Outcome?

    /// How a gesture ended.
    public enum Outcome: String, Sendable {
        case finished, cancelled
    }

    private weak var window: UIWindow?
    private var finishing: () throws -> Void
    private var cancelling: () -> Void

    init(kind: Kind, window: UIWindow?, finish: @escaping () throws -> Void, cancel: @escaping () -> Void) {
        self.kind = kind
        self.window = window
        finishing = finish
        cancelling = cancel
        window?.gestureInProgress = self
    }

    /// The user lifts the finger past the point of no return: the change happens, and its
    /// notifications follow.
    /// - Throws: ``HierarchyError`` when the gesture already ended.
    public func finish() throws {
        try end(.finished)
        let finishing = finishing
        releaseWhatItHolds()
        // One action: flows hear of it after the navigation delegate's `didShow`, as on a device.
        try AppAction.perform { try finishing() }
    }

    /// The user lifts the finger too early: everything stays as it was.
    public func cancel() {
        guard (try? end(.cancelled)) != nil else { return }
        let cancelling = cancelling
        releaseWhatItHolds()
        cancelling()
    }

    /// Once it ends, a gesture holds no screen: a test keeping the handle keeps nothing alive.
    private func releaseWhatItHolds() {
        finishing = {}
        cancelling = {}
    }

    private func end(_ outcome: Outcome) throws {
        guard self.outcome == nil else {
            throw HierarchyError.gestureEnded(gesture: kind.rawValue, outcome: self.outcome?.rawValue ?? "")
        }
        self.outcome = outcome
        if window?.gestureInProgress === self { window?.gestureInProgress = nil }
    }
}

/// The transition of an interactive swipe back: interactive, and cancelled when the user gives
/// up.
@MainActor
final class InteractiveTransition: UIViewControllerTransitionCoordinator {
    // Weak: an app that keeps the transition coordinator keeps no screen alive.
    private weak var from: UIViewController?
    private weak var to: UIViewController?
    let isAnimated = true
    var isInteractive: Bool { true }
    private(set) var isCancelled = false
    private var handlers: [@MainActor (any UIViewControllerTransitionCoordinator) -> Void] = []

    init(from: UIViewController?, to: UIViewController?) {
        self.from = from
        self.to = to
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: from
        case .to: to
        default: nil
        }
    }

    func notifyWhenInteractionChanges(
        _ handler: @escaping @MainActor (any UIViewControllerTransitionCoordinator) -> Void
    ) {
        handlers.append(handler)
    }

    /// The user lifted the finger: tells the handlers.
    func interactionChanged(cancelled: Bool) {
        isCancelled = cancelled
        for handler in handlers { handler(self) }
    }
}

extension UINavigationController {
    /// The user starts swiping back from the left edge: the delegate is told `willShow` the
    /// view controller below, with an interactive ``transitionCoordinator``; nothing is popped
    /// until the gesture finishes.
    /// - Throws: ``HierarchyError/cannotPopRoot(navigation:root:)`` with only the root left, or
    ///   ``HierarchyError/gestureInProgress(window:gesture:)`` while another gesture is.
    package func beginInteractivePop() throws -> InteractiveGesture {
        guard children.count > 1, let top = children.last else {
            throw HierarchyError.cannotPopRoot(navigation: debugName, root: children.first?.debugName ?? "nothing")
        }
        if let window, let gesture = window.gestureInProgress {
            throw HierarchyError.gestureInProgress(window: window.name, gesture: gesture.kind.rawValue)
        }
        let below = children[children.count - 2]
        let transition = InteractiveTransition(from: top, to: below)
        ownTransitionCoordinator = transition
        delegate?.navigationController(self, willShow: below, animated: true)
        return InteractiveGesture(
            kind: .swipeBack, window: window,
            finish: { [weak self] in
                guard let self else { return }
                defer { self.ownTransitionCoordinator = nil }
                transition.interactionChanged(cancelled: false)
                // UIKit told willShow when the gesture began: the pop tells only didShow.
                try TransitionLog.causing(.swipeBack) {
                    try self.change(
                        to: Array(self.children.dropLast()), kind: .pop, subject: top, animated: true,
                        alreadyToldWillShow: true)
                }
            },
            cancel: { [weak self] in
                transition.interactionChanged(cancelled: true)
                self?.ownTransitionCoordinator = nil
            })
    }
}

extension UIWindow {
    /// The user starts swiping the topmost sheet down: its presentation controller's delegate
    /// is told `presentationControllerWillDismiss`; the sheet is dismissed only if the gesture
    /// finishes (then `presentationControllerDidDismiss`), and stays if it is cancelled (nothing
    /// more is told).
    /// - Throws: what ``PetriWindowInspection/dismissTopmostInteractively(animated:)`` throws before it dismisses.
    package func beginInteractiveDismissal() throws -> InteractiveGesture {
        if let gesture = gestureInProgress {
            throw HierarchyError.gestureInProgress(window: name, gesture: gesture.kind.rawValue)
        }
        let topmost = try topmostDismissibleByTheUser()
        let controller = topmost.presentationController
        if let controller { controller.delegate?.presentationControllerWillDismiss(controller) }
        for viewController in topmost.containedSubtree { viewController.dismissalInProgress = true }
        return InteractiveGesture(
            kind: .swipeDown, window: self,
            finish: { [weak self] in
                for viewController in topmost.containedSubtree { viewController.dismissalInProgress = false }
                self?.completeInteractiveDismissal(of: topmost, animated: true)
            },
            cancel: {
                for viewController in topmost.containedSubtree { viewController.dismissalInProgress = false }
            })
    }
}
