/// How a navigation, an action or an interceptor ended, as its completion is told.
public enum RoutingResult: Sendable {
    /// It succeeded.
    case success
    /// It failed with this error.
    case failure(any Error)

    /// Whether it succeeded.
    public var isSuccessful: Bool {
        if case .success = self { return true }
        return false
    }

    /// The result as Swift's `Result`.
    public var swiftResult: Result<Void, any Error> {
        switch self {
        case .success: .success(())
        case .failure(let error): .failure(error)
        }
    }

    /// The error of a failure.
    /// - Throws: ``RoutingError/generic(_:)`` when it succeeded: there is no error to give.
    public func getError() throws -> any Error {
        guard case .failure(let error) = self else {
            throw RoutingError.generic(.init("the navigation succeeded: there is no error"))
        }
        return error
    }
}
