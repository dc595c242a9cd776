/// Where every hierarchy operation is announced as it happens, in every window and in no
/// window (a navigation controller a coordinator keeps aside), with the UIKit call that made it.
///
/// A window keeps its own ``UIWindow/transitions``; this log is for what spans windows: the
/// trace of an entry reached by the app's own code lists every operation that code performed,
/// in order, wherever it happened.
@MainActor
package enum TransitionLog {
    /// The UIKit call in progress and where it was made, while its checked form runs; the
    /// outermost call is the app's, so nested ones do not replace it.
    private(set) static var callSite: String?

    private static var listeners: [(id: Int, listener: (Transition) -> Void)] = []
    private static var nextListener = 0

    /// Runs `body` as the UIKit call `call` made at `file`:`line`.
    static func calling<Result>(_ call: String, file: StaticString?, line: UInt?, _ body: () throws -> Result) rethrows -> Result {
        guard callSite == nil else { return try body() }
        callSite = if let file, let line { "\(call) at \(file):\(line)" } else { call }
        defer { callSite = nil }
        return try body()
    }

    /// Calls `listener` with every operation made while `body` runs, then stops.
    package static func observing<Result>(_ listener: @escaping (Transition) -> Void, _ body: () throws -> Result) rethrows -> Result {
        nextListener += 1
        let id = nextListener
        listeners.append((id, listener))
        defer { listeners.removeAll { $0.id == id } }
        return try body()
    }

    /// Records an operation: in `window`'s transitions when it has one, and for every listener.
    static func note(_ kind: Transition.Kind, _ subject: UIViewController?, target: String?, window: UIWindow?, animated: Bool) {
        let transition = Transition(
            kind: kind, subject: subject?.debugName ?? "nil", target: target, animated: animated,
            window: window?.name, callSite: callSite)
        window?.append(transition)
        for (_, listener) in listeners { listener(transition) }
    }
}
