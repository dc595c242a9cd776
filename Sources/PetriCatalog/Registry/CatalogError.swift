import PetriSupport

/// A mistake in a catalog (found at start-up) or in a request to it (an unknown screen, bad
/// values).
public enum CatalogError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Two entries were registered with the same id.
    case duplicateScreen(id: String, first: CodeLocation, second: CodeLocation)
    /// No screen has this id.
    case unknownScreen(id: String, suggestions: [String])
    /// No coordinator flow has this id.
    case unknownFlow(id: String, suggestions: [String])
    /// No variant has this name.
    case unknownVariant(name: String, known: [String], suggestions: [String])
    /// An example names values that do not parse.
    case invalidExample(screen: String, example: String, reason: String)
    /// A screen has no example with this name.
    case unknownExample(screen: String, name: String, known: [String])
    /// The screen exists only in other variants than the session's; `advice` says how to
    /// switch where the user is (`nil`: the shell's `variant NAME`).
    case unavailableInVariant(id: String, variants: [String], current: String, advice: String? = nil)
    /// A catalog declaration is malformed.
    case invalidDeclaration(id: String, location: CodeLocation, reason: String)
    /// A variant's launch closure threw: no screen can be composed in it.
    case launchFailed(variant: String, location: CodeLocation, reason: String)

    public var description: String {
        switch self {
        case let .duplicateScreen(id, first, second):
            return "screen id \"\(id)\" is registered twice: at \(first) and at \(second); each screen needs its own id"
        case let .unknownScreen(id, suggestions):
            return "no screen has the id \(UserText.quoted(id))" + NearMiss.didYouMean(suggestions)
                + " (`list` shows every screen)"
        case let .unknownFlow(id, suggestions):
            return "no flow has the id \(UserText.quoted(id))" + NearMiss.didYouMean(suggestions)
                + " (`list` shows every flow under Flows)"
        case let .unknownVariant(name, known, suggestions):
            return "no variant is named \(UserText.quoted(name))" + NearMiss.didYouMean(suggestions)
                + " (variants: \(known.joined(separator: ", ")))"
        case let .invalidExample(screen, example, reason):
            return "example \"\(example)\" of \(screen) is invalid: \(reason)"
        case let .unknownExample(screen, name, known):
            let list = known.isEmpty ? "it has none" : "its examples: \(known.joined(separator: ", "))"
            return "\(screen) has no example named \(UserText.quoted(name)); \(list)"
        case let .unavailableInVariant(id, variants, current, advice):
            let list = variants.joined(separator: ", ")
            return
                "\(id) exists only in the variant\(variants.count == 1 ? "" : "s") \(list), and the session uses \(current); "
                + (advice ?? "`variant \(variants.first ?? current)` switches")
        case let .invalidDeclaration(id, location, reason):
            return "screen \"\(id)\" at \(location): \(reason)"
        case let .launchFailed(variant, location, reason):
            return
                "variant \"\(variant)\" at \(location) failed to launch: \(reason); its launch closure must build the hierarchy without throwing"
        }
    }
}
