import PetriDish
@testable import PetriRouting

/// A question the user answers later: code awaits ``answer()``; the test, playing the user,
/// calls ``supply(_:)``. ``untilAsked()`` lets the test wait until the question is on screen.
@MainActor
final class UserDecision<Value: Sendable> {
    private var pending: CheckedContinuation<Value, Never>?
    private var askedWaiters: [CheckedContinuation<Void, Never>] = []

    /// Whether code is waiting for the answer now.
    var isAsked: Bool { pending != nil }

    /// Suspends until the test supplies the answer.
    func answer() async -> Value {
        await withCheckedContinuation { continuation in
            pending = continuation
            let waiters = askedWaiters
            askedWaiters = []
            for waiter in waiters { waiter.resume() }
        }
    }

    /// Suspends until some code awaits ``answer()``.
    func untilAsked() async {
        if isAsked { return }
        await withCheckedContinuation { askedWaiters.append($0) }
    }

    /// Answers the waiting code.
    func supply(_ value: Value) {
        guard let continuation = pending else {
            preconditionFailure("supply(_:) called while nobody awaits an answer")
        }
        pending = nil
        continuation.resume(returning: value)
    }
}

/// An interceptor that waits for the test before it allows or refuses.
struct WaitingInterceptor<Context>: PetriRoutingInterceptor {
    let decision: UserDecision<Bool>

    func perform(with context: Context, in window: UIWindow) async throws {
        guard await decision.answer() else { throw TestFailure("the user said no") }
    }
}
