import Testing

/// Runs the test cases of the suites that carry it one at a time, across all those suites, while
/// the in-process tests stay parallel.
///
/// The end-to-end suites start `petri`, tmux, Chromium or Python; each child wants a core of its
/// own, and a few dozen of them at once on a 2-core machine make every one of them slow. One at
/// a time, each runs about as fast as it does alone, and the whole suite finishes no later.
/// Apply it to every suite that starts processes: `@Suite("…", .oneProcessAtATime)`.
/// `Subprocess.run` outside such a suite takes the same lock for the one child it runs.
struct OneProcessAtATime: TestTrait, SuiteTrait, TestScoping {
    /// The suite's tests inherit it.
    var isRecursive: Bool { true }

    /// One scope per test case (each argument of a parameterised test is a case), none for a
    /// suite as a whole, which would hold the lock while its own tests wait for it.
    func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
        testCase == nil ? nil : self
    }

    func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void)
        async throws
    {
        try await ProcessLock.shared.withLock(function)
    }
}

extension Trait where Self == OneProcessAtATime {
    /// The suite's test cases run one at a time with those of every other suite that carries
    /// this trait (see `OneProcessAtATime`).
    static var oneProcessAtATime: Self { Self() }
}

/// A first-come, first-served lock for async code: a waiting task suspends, and holds no thread.
actor ProcessLock {
    /// The lock the end-to-end suites share.
    static let shared = ProcessLock()

    /// The locks the current task holds (set for the body of `withLock` and inherited by its
    /// child tasks), so that a test in a locked suite does not wait for itself.
    @TaskLocal private static var held: Set<ObjectIdentifier> = []

    /// Whether the current task (or a task it is a child of) holds this lock.
    nonisolated var isHeldByCurrentTask: Bool { Self.held.contains(ObjectIdentifier(self)) }

    private var locked = false
    private var waiters: [CheckedContinuation<Void, Never>] = []

    /// Runs `body` holding the lock; waits first while another task holds it. Re-entrant for
    /// the task that holds it, its child tasks and the tasks it creates with `Task { }`, which
    /// inherit task-locals; a `Task.detached` does not, and would wait for its creator.
    nonisolated func withLock<Result: Sendable>(_ body: @Sendable () async throws -> Result) async throws -> Result {
        if isHeldByCurrentTask { return try await body() }
        await acquire()
        do {
            let result = try await Self.$held.withValue(Self.held.union([ObjectIdentifier(self)])) { try await body() }
            await release()
            return result
        } catch {
            await release()
            throw error
        }
    }

    private func acquire() async {
        guard locked else {
            locked = true
            return
        }
        await withCheckedContinuation { waiters.append($0) }
    }

    private func release() {
        if waiters.isEmpty {
            locked = false
        } else {
            // The lock passes straight to the first waiter: `locked` stays true.
            waiters.removeFirst().resume()
        }
    }
}
