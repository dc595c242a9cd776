/// What the session would need for a refused navigation to go through. A refusal that carries
/// one lets the tool say how to get it where the user is — `login` at the prompt, `--login` on a
/// command line — so an interceptor never words that advice itself.
public enum SessionRequirement: Sendable, Equatable {
    /// A logged-in user.
    case login
}

/// An error that says what the session would need for the navigation it refused to go through.
/// An interceptor that throws one (``LoginRequired``), or predicts it with
/// ``InterceptorPrediction/refuses(_:)``, gets the tool's advice added to its message.
public protocol SessionRequiring: Error {
    /// What would let the navigation through.
    var requirement: SessionRequirement { get }
}

/// A navigation refused because it needs a logged-in user, as a login interceptor refuses one
/// when nobody can be asked.
public struct LoginRequired: SessionRequiring, Sendable, Equatable, CustomStringConvertible {
    /// What is refused, in the app's words.
    public var reason: String

    /// A refusal saying `reason`.
    public init(_ reason: String = "this screen needs a logged-in user") {
        self.reason = reason
    }

    public var requirement: SessionRequirement { .login }
    public var description: String { reason }
}
