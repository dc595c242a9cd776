import PetriSupport

/// A flow step's text that does not read as one (``FlowStep/init(parsing:)``): each case names
/// the word that is wrong and says what is right.
public enum FlowStepError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No words at all.
    case empty
    /// The first word is not an action (`sned`), with near misses among the actions.
    case unknownAction(String, suggestions: [String])
    /// An option the action does not take (`back --swip`), with near misses among `accepted`.
    case unknownOption(String, action: String, accepted: [String], suggestions: [String])
    /// Options that cannot go together (`back --swipe --cancel`).
    case conflictingOptions([String], action: String)
    /// `send` without an event.
    case missingEvent
    /// `tab` without an index.
    case missingTabIndex
    /// `tab` with a word that is not an index from 0 (`tab first`).
    case notATabIndex(String)
    /// Words after what the action takes (`back now`).
    case unexpectedWords([String], action: String)
    /// A quote that is never closed.
    case unclosedQuote(String, reason: String)

    public var description: String {
        switch self {
        case .empty:
            return "a step cannot be empty; a step is \(FlowStep.forms)"
        case let .unknownAction(word, suggestions):
            return "\(UserText.quoted(word)) is not a step" + NearMiss.didYouMean(suggestions)
                + "; a step is \(FlowStep.forms)"
        case let .unknownOption(word, action, accepted, suggestions):
            let takes =
                accepted.isEmpty
                ? "\(action) takes no option" : "\(action) takes \(ParameterText.list(accepted, conjunction: "or"))"
            return "\(UserText.quoted(word)) is not an option of \(action)" + NearMiss.didYouMean(suggestions)
                + "; \(takes)"
        case let .conflictingOptions(options, action):
            return "\(action) takes \(ParameterText.list(options, conjunction: "or")), not both"
        case .missingEvent:
            return "send needs an event: send <event> [argument], such as send login or send product 42"
        case .missingTabIndex:
            return "tab needs the tab's index, counting from 0: tab <index>, such as tab 1"
        case let .notATabIndex(word):
            return
                "\(UserText.quoted(word)) is not a tab index: a step's tab is its index in the tab bar, counting from 0 (tab 1)"
        case let .unexpectedWords(words, action):
            let form =
                action == "send"
                ? "send <event> [argument]" : action == "tab" ? "tab <index>" : "\(action) takes no argument"
            return
                "\(words.map(UserText.quoted).joined(separator: " ")) after \(action) is not part of the step; \(form)"
        case let .unclosedQuote(text, reason):
            return "\(UserText.quoted(text)) is not a step: \(reason)"
        }
    }
}
