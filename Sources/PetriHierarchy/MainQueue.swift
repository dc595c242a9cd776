import Foundation

/// The main queue as the dish sees it: the work an app schedules with `DispatchQueue.main` or
/// a `Task` on the main actor runs when the queue is drained — after every command of the
/// shell, after every step `check` plays — and a *settled point* is a moment when it has been
/// drained since the hierarchy last changed, with no navigation and no gesture in progress.
///
/// ```swift
/// navigation.popViewController(animated: true)   // the app releases the screen on the next turn
/// await MainQueue.drain()
/// #expect(MainQueue.isSettled)
/// ```
@MainActor
public enum MainQueue {
    /// How many times the hierarchy has changed, anywhere.
    package private(set) static var changeCount = 0
    /// ``changeCount`` when the queue was last drained to a standstill.
    private static var drainedAt = -1

    /// Counts a change of the hierarchy.
    static func noteChange() {
        changeCount += 1
    }

    /// Whether the queue has been drained since the hierarchy last changed.
    public static var isDrained: Bool { drainedAt == changeCount }

    /// Runs the work waiting on the main queue — blocks given to `DispatchQueue.main`, tasks on
    /// the main actor — and what that work schedules in turn, until a turn changes nothing in
    /// the hierarchy (at most `turns` turns).
    ///
    /// A turn that changes nothing is confirmed by a round trip through the global executor
    /// and the main dispatch queue: work the app resumes on the main actor after a hop to
    /// another executor (an actor's method, a continuation resumed by a background queue) has
    /// been scheduled by then, and runs before the drain ends. Work that keeps computing on
    /// another executor is not waited for: await it.
    public static func drain(turns: Int = 16) async {
        for _ in 0..<turns {
            let before = changeCount
            // The main actor runs on the main queue: yielding twice puts this task behind
            // everything enqueued before it, and what that enqueued in turn.
            await Task.yield()
            await Task.yield()
            if changeCount != before { continue }
            await Task.detached(priority: .utility) {}.value
            await withCheckedContinuation { (resumed: CheckedContinuation<Void, Never>) in
                DispatchQueue.main.async { resumed.resume() }
            }
            await Task.yield()
            await Task.yield()
            if changeCount == before { break }
        }
        drainedAt = changeCount
    }

    /// ``drain(turns:)`` for a caller that must not suspend: the shell reading a terminal on
    /// the main thread (a suspension hands the main thread to the dispatcher, and Ctrl-C would
    /// no longer interrupt the next read). Each turn runs the main run loop once, which runs
    /// what is due on the main queue and returns.
    public static func drainWithoutSuspending(turns: Int = 16) {
        for _ in 0..<turns {
            let before = changeCount
            _ = RunLoop.main.run(mode: .default, before: Date())
            if changeCount == before { break }
        }
        drainedAt = changeCount
    }

    /// Why `window` is not at a settled point, or `nil` when it is: a navigation in progress
    /// (an interceptor waiting), a gesture the user has not finished, or work not yet run since
    /// the last change.
    public static func unsettledReason(in window: UIWindow) -> String? {
        if window.transaction != nil { return "a navigation is in progress" }
        if let gesture = window.gestureInProgress {
            return "a \(gesture.kind.rawValue) gesture is in progress; finish or cancel it"
        }
        if !isDrained {
            return "the main queue has not run since the hierarchy last changed; drain it first (MainQueue.drain())"
        }
        return nil
    }
}
