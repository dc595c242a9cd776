import PetriSupport

/// A mistake in the context a user gave for a screen: a value that is not of its parameter's
/// type, a parameter the screen does not take, one given twice, required ones left out; or a
/// build closure reading the values in a way they do not allow.
///
/// ``description`` is the message to show: it names the parameter, quotes the input, says what
/// was wrong and what would be right, with "did you mean" when a near miss is likely.
public enum ParameterError: Error, Sendable, Hashable, CustomStringConvertible {
    /// `input` is not a value of the parameter: `reason` reads after the quoted input, e.g.
    /// `is not an int (expected a whole number, e.g. 42)`.
    case invalidValue(parameter: String, input: String, reason: String, suggestions: [String])
    /// No parameter is called `name`; `known` are the names there are.
    case unknownParameter(name: String, known: [String], suggestions: [String])
    /// The parameter was given more than once, with these inputs.
    case duplicateParameter(name: String, inputs: [String])
    /// These required parameters were not given (and have no default).
    case missingParameters([ContextParameter])
    /// An argument that should have been `name=value` has no `=` or no name.
    case malformedAssignment(String)
    /// A build closure asked for a parameter the values do not have.
    case notInContext(name: String, known: [String], suggestions: [String])
    /// A build closure asked for a parameter as a Swift type its value is not.
    case typeMismatch(parameter: String, value: ParameterValue, requested: String)

    /// The message for a person.
    public var description: String {
        switch self {
        case let .invalidValue(parameter, input, reason, suggestions):
            return "\(parameter): \(ParameterText.quoted(input)) \(reason)\(NearMiss.didYouMean(suggestions))"
        case let .unknownParameter(name, known, suggestions):
            let head = "unknown parameter \(ParameterText.quoted(name))"
            if !suggestions.isEmpty { return head + NearMiss.didYouMean(suggestions) }
            if known.isEmpty { return head + " (it takes no parameters)" }
            return head + " (parameters: \(known.joined(separator: ", ")))"
        case let .duplicateParameter(name, inputs):
            let times = inputs.count == 2 ? "twice" : "\(inputs.count) times"
            let shown =
                inputs.count > 5
                ? inputs.prefix(4).map(ParameterText.quoted) + ["\(inputs.count - 4) more"]
                : inputs.map(ParameterText.quoted)
            return "\(name) is given \(times) (\(ParameterText.list(shown, conjunction: "and")))"
        case let .missingParameters(parameters):
            let plural = parameters.count == 1 ? "parameter" : "parameters"
            let items = parameters.map { "\($0.name) (\($0.type))" }.joined(separator: ", ")
            return "missing required \(plural): \(items)"
        case let .malformedAssignment(argument):
            return "\(ParameterText.quoted(argument)) is not a name=value pair (expected e.g. productID=42)"
        case let .notInContext(name, known, suggestions):
            let head = "no parameter \(ParameterText.quoted(name)) in this context"
            if !suggestions.isEmpty { return head + NearMiss.didYouMean(suggestions) }
            if known.isEmpty { return head + " (it has no parameters)" }
            return head + " (parameters: \(known.joined(separator: ", ")))"
        case let .typeMismatch(parameter, value, requested):
            if value == .absent {
                return "\(parameter) has no value, so it cannot be read as \(requested) (read it as an Optional)"
            }
            return "\(parameter) holds \(value.kindName) (\(value.messageText)), which cannot be read as \(requested)"
        }
    }
}
