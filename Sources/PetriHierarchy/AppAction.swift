/// One thing the user or the app does — a tap handled, a notification answered, a link opened —
/// however many hierarchy changes it makes: the changes settle once, when it ends.
///
/// Whoever keeps flows in step with the hierarchy (the coordinator layer) looks at the hierarchy
/// at the end of the action, not after each call inside it. A checkout that pops to Home and
/// then calls `finish()` in one tap ends its flow as *completed*, as the app meant, rather than
/// as *replaced* by the pop that came first:
///
/// ```swift
/// AppAction.perform {
///     navigation.popToRootViewController(animated: true)
///     checkout.finish()
/// }
/// ```
///
/// Each UIKit call with a completion (`present`, `dismiss`, `push…`, `pop…`,
/// `setViewControllers`) is an action of its own that ends after its completion, as the
/// transition ends after the animation on a device; a finished gesture is one too, ending after
/// the navigation delegate's `didShow`. The shell runs each command, and `check` each step, as
/// one action. Actions nest: the outermost one settles.
@MainActor
public enum AppAction {
    /// How many actions are open, the outermost included.
    private static var depth = 0
    /// The causes of the changes made in the open action, in order.
    private static var causes: [TransitionCause] = []
    /// The windows the open action changed (by identity), and whether it changed anything
    /// outside a window.
    private static var windows: [UIWindow] = []
    private static var changedOffWindow = false

    /// Whether an action is in progress: changes made now settle when it ends.
    public static var isInProgress: Bool { depth > 0 }

    /// Runs `body` as one action: the hierarchy changes it makes settle together when it ends
    /// (even when it throws), with the reason its first change not made by the app's code gives
    /// (the user's back button, a swipe, a router's navigation), or the app's code otherwise.
    ///
    /// - Parameter cause: Why the action runs, when it decides the reason: `.route` for the
    ///   app's own navigation run to reach a deep link, so the flows it clears are *unwound*.
    ///   The changes themselves stay the app's code's (a trace names the app's calls).
    @discardableResult
    public static func perform<Result>(as cause: TransitionCause = .code, _ body: () throws -> Result) rethrows
        -> Result
    {
        depth += 1
        if depth == 1 { actionCause = cause }
        defer {
            depth -= 1
            if depth == 0 { settle() }
        }
        return try body()
    }

    /// The cause the outermost open action was run with.
    private static var actionCause: TransitionCause = .code

    /// Takes note of a change made while an action is open.
    /// - Returns: Whether an action is open (then the change settles at its end).
    static func absorb(_ cause: TransitionCause, window: UIWindow?) -> Bool {
        guard depth > 0 else { return false }
        causes.append(cause)
        if let window {
            if !windows.contains(where: { $0 === window }) { windows.append(window) }
        } else {
            changedOffWindow = true
        }
        return true
    }

    /// Makes the open action settle when it ends even if it changes nothing in the hierarchy:
    /// a flow it ended may leave its parents showing nothing.
    package static func requestSettle() {
        _ = absorb(.code, window: nil)
    }

    /// The action ended: observers hear of its changes once, when they hold (a window whose
    /// navigation is still in progress tells them when it commits).
    private static func settle() {
        guard !causes.isEmpty else { return }
        let cause = actionCause != .code ? actionCause : causes.first { $0 != .code } ?? .code
        actionCause = .code
        let touched = windows
        let offWindow = changedOffWindow
        causes = []
        windows = []
        changedOffWindow = false
        var delivered = false
        for window in touched {
            HierarchyTransaction.deliver({ TransitionLog.tellObservers(cause) }, in: window)
            delivered = true
        }
        if offWindow && !delivered { TransitionLog.tellObservers(cause) }
    }
}
