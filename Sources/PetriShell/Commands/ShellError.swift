import PetriDish
import PetriSupport

/// A mistake at the prompt, explained: what was typed, what is wrong, what would be right.
enum ShellError: Error, Equatable, CustomStringConvertible {
    case unknownCommand(String, suggestions: [String])
    case ambiguousCommand(String, candidates: [String])
    case missingParameters(screen: String, parameters: [String], example: String?)
    case cancelled(what: String)
    /// A link typed at an interceptor's question superseded the command's navigation, as an app
    /// keeps one pending link; `by` is the line that replaced it.
    case superseded(what: String, by: String)
    /// Ctrl-C stopped a running command; the text says what it left unchanged.
    case interrupted(String)
    case invalid(String)
    /// `--window NAME` (`tree`, `expect tree`) named no shown window; `windows` are the shown
    /// windows' names, frontmost first.
    case unknownWindow(String, windows: [String])
    /// The command failed and has already said why (a check's report, a script's failures).
    case reported

    var description: String {
        switch self {
        case let .unknownCommand(word, suggestions):
            return "unknown command \(UserText.quoted(word))" + NearMiss.didYouMean(suggestions)
                + " (`help` lists the commands)"
        case let .ambiguousCommand(word, candidates):
            return "\(UserText.quoted(word)) could be \(candidates.joined(separator: ", ")); type more of the command"
        case let .missingParameters(screen, parameters, example):
            let how = "give \(parameters.count == 1 ? "it" : "them") as name=value"
            return "\(screen) needs \(parameters.joined(separator: ", ")); \(how)"
                + (example.map { ", e.g. `\($0)`" } ?? "")
        case let .cancelled(what):
            return "\(what) cancelled; nothing changed"
        case let .superseded(what, by):
            return "\(what) superseded by \(UserText.quoted(by)), which goes on from what it showed"
        case let .interrupted(what):
            return "interrupted (Ctrl-C): \(what)"
        case let .invalid(message):
            return message
        case let .unknownWindow(name, windows):
            let shown =
                windows.isEmpty
                ? "no window is shown"
                : "the shown \(windows.count == 1 ? "window is" : "windows are") \(ParameterText.list(windows.map(ParameterText.quoted), conjunction: "and"))"
                    + (windows.count > 1 ? ", frontmost first" : "")
            return "no window is named \(UserText.quoted(name))"
                + NearMiss.didYouMean(NearMiss.suggestions(for: name, among: windows)) + "; \(shown)"
        case .reported:
            return "the command failed"
        }
    }
}
