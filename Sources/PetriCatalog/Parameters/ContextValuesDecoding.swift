import PetriRouting
import PetriSupport

extension ContextValues {
    /// An instance of a `Decodable` context type built from these values: each key its
    /// `init(from:)` reads is a parameter name.
    ///
    /// - Throws: ``ParameterError/invalidValue(parameter:input:reason:suggestions:)`` when a value
    ///   does not fit the field (an int too large for `UInt8`) or the type's own checks reject it
    ///   (a `DecodingError` naming the key becomes "was rejected by …" with its description);
    ///   ``ParameterError/notInContext(name:known:suggestions:)`` for a key without a value;
    ///   ``ContextDeclarationError`` for a type that reads nested containers or lists.
    public func decode<Context: Decodable>(_ type: Context.Type = Context.self) throws -> Context {
        let contextName = TypeName.of(Context.self)
        do {
            return try Context(from: ContextDecoder(source: .values(self, contextName: contextName)))
        } catch let error as DecodingError {
            throw rejection(error, contextName: contextName) ?? error
        }
    }

    /// The ``ParameterError`` for a `DecodingError` thrown about one of these values.
    private func rejection(_ error: DecodingError, contextName: String) -> ParameterError? {
        let context: DecodingError.Context
        switch error {
        case .dataCorrupted(let errorContext), .typeMismatch(_, let errorContext),
            .valueNotFound(_, let errorContext), .keyNotFound(_, let errorContext):
            context = errorContext
        @unknown default:
            return nil
        }
        guard let name = context.codingPath.first?.stringValue, let value = self[name] else { return nil }
        return .invalidValue(
            parameter: name,
            input: value.canonicalString,
            reason: "was rejected by \(contextName): \(context.debugDescription)",
            suggestions: [])
    }
}
