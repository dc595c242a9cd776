/// Where every hierarchy operation is announced as it happens, in every window and in no
/// window (a navigation controller a coordinator keeps aside), with the UIKit call that made it.
///
/// A window keeps its own ``PetriWindowInspection/transitions``; this log is for what spans windows: the
/// trace of an entry reached by the app's own code lists every operation that code performed,
/// in order, wherever it happened.
@MainActor
package enum TransitionLog {
    /// The UIKit call in progress and where it was made, while its checked form runs; the
    /// outermost call is the app's, so nested ones do not replace it.
    private(set) static var callSite: String?

    private static var listeners: [(id: Int, listener: (Transition) -> Void)] = []
    private static var nextListener = 0

    /// What is making the changes now: the app's code unless a gesture or a router says otherwise.
    private(set) static var cause: TransitionCause = .code

    /// Runs `body` with the changes it makes put down to `cause` (the outermost cause wins: a
    /// router's navigation run by a gesture's handler is the gesture's).
    package static func causing<Result>(_ cause: TransitionCause, _ body: () throws -> Result) rethrows -> Result {
        guard self.cause == .code else { return try body() }
        self.cause = cause
        defer { self.cause = .code }
        return try body()
    }

    /// Those told of every change once it holds (see ``HierarchyObserver``), weakly.
    private static var observers: [WeakObserver] = []

    private struct WeakObserver {
        weak var observer: (any HierarchyObserver)?
    }

    /// Tells `observer` of every change from now on, once it holds, for as long as it lives.
    package static func addObserver(_ observer: any HierarchyObserver) {
        observers.removeAll { $0.observer == nil || $0.observer === observer }
        observers.append(WeakObserver(observer: observer))
    }

    /// Runs `body` as the UIKit call `call` made at `file`:`line`. A call that cannot take its
    /// site (`file` and `line` are `nil`: a property setter, `present(_:animated:completion:)`)
    /// made by the app's code while a trace listens names the app's function that made it, read
    /// from the call stack (``AppCallSite``); when it cannot be, the trace says why.
    static func calling<Result>(_ call: String, file: StaticString?, line: UInt?, _ body: () throws -> Result) rethrows
        -> Result
    {
        guard callSite == nil else { return try body() }
        callSite = if let file, let line { "\(call) at \(file):\(line)" } else { lookedUpSite(of: call) }
        defer { callSite = nil }
        return try body()
    }

    /// `call` with the app's function that made it, as the call stack says, when a trace
    /// listens to the app's code; `call` alone otherwise.
    private static func lookedUpSite(of call: String) -> String {
        guard !listeners.isEmpty, cause == .code else { return call }
        return switch AppCallSite.caller(of: call) {
        case .function(let function): "\(call) in \(function)"
        case .unavailable(let reason): "\(call) (no call site: \(reason))"
        }
    }

    /// Calls `listener` with every operation made while `body` runs, then stops.
    package static func observing<Result>(_ listener: @escaping (Transition) -> Void, _ body: () throws -> Result)
        rethrows -> Result
    {
        nextListener += 1
        let id = nextListener
        listeners.append((id, listener))
        defer { listeners.removeAll { $0.id == id } }
        return try body()
    }

    /// Records an operation: in `window`'s transitions when it has one, and for every listener.
    /// Nothing is worked out when no window, listener or observer would hear of it (a container
    /// a router builds off-window).
    static func note(
        _ kind: Transition.Kind, _ subject: UIViewController?, target: @autoclosure () -> String?, window: UIWindow?,
        animated: Bool
    ) {
        MainQueue.noteChange()
        let observers = observers.isEmpty ? [] : observers.compactMap(\.observer)
        guard window != nil || !listeners.isEmpty || !observers.isEmpty else { return }
        let transition = Transition(
            kind: kind, subject: subject?.debugName ?? "nil", target: target(), animated: animated,
            window: window?.name, callSite: callSite, cause: cause)
        window?.append(transition)
        for (_, listener) in listeners { listener(transition) }
        guard !observers.isEmpty else { return }
        // Inside an app action, observers hear of its changes once, when it ends.
        guard !AppAction.absorb(transition.cause, window: window) else { return }
        // Observers hear of a change once it holds: when the transaction in progress commits
        // (never, if it rolls back), at once outside one.
        HierarchyTransaction.deliver(
            { for observer in observers { observer.hierarchyDidChange(cause: transition.cause) } }, in: window)
    }

    /// Tells every observer that changes made by `cause` hold.
    static func tellObservers(_ cause: TransitionCause) {
        for observer in observers.compactMap(\.observer) { observer.hierarchyDidChange(cause: cause) }
    }
}

/// Told of every change of the hierarchy once it holds, wherever it happened — or, inside an
/// ``AppAction``, once the action's changes hold: the coordinator layer keeps its flows in step
/// with what is showing through it.
@MainActor
package protocol HierarchyObserver: AnyObject {
    /// Changes made by `cause` happened, and hold.
    func hierarchyDidChange(cause: TransitionCause)
}
