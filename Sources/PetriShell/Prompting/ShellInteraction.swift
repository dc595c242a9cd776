import Foundation
import PetriDish
import PetriSupport

/// Lets interceptors ask the person at the keyboard a yes/no question.
@MainActor
final class ShellInteraction: UserInteraction {
    private let reader: any LineReader
    /// Whether the user pressed Ctrl-C (or ended input) at a question since this was last reset:
    /// the command then reports a cancellation, not the interceptor's refusal.
    var wasInterrupted = false
    /// Tells the person something on standard error.
    var say: (String) -> Void = { _ in }
    /// A link (or notification) typed at the question: it supersedes the navigation waiting,
    /// as an app keeps one pending link, and runs once the waiting command has ended.
    private(set) var replacement: String?
    /// Supersedes the waiting navigation with the link or notification typed at the question
    /// (the dish's pending-link model), or says why it cannot: a link that does not resolve
    /// leaves the waiting one alone, and the question is asked again.
    var supersede: (String) -> String? = { _ in nil }

    init(reader: any LineReader) {
        self.reader = reader
    }

    /// Takes the link that replaced the waiting one, if any.
    func takeReplacement() -> String? {
        defer { replacement = nil }
        return replacement
    }

    func confirm(_ question: String) async -> Bool {
        while true {
            switch reader.readLine(prompt: "\(question) [y/N] ", addToHistory: false, completion: nil) {
            case .line(let answer):
                let trimmed = answer.trimmingCharacters(in: .whitespaces)
                switch trimmed.lowercased() {
                case "y", "yes": return true
                case "", "n", "no": return false
                default:
                    let command = trimmed.split(separator: " ").first.map(String.init)
                    if command == "link" || command == "notify" {
                        // A second link while one waits supersedes it, as the app's slot does.
                        if let problem = supersede(trimmed) {
                            say("\(problem); the navigation waiting goes on: type y or n")
                            continue
                        }
                        replacement = trimmed
                        say(
                            "note: \(UserText.quoted(trimmed)) replaces the navigation waiting for an answer (an app keeps one pending link)"
                        )
                        return false
                    }
                    say(
                        "\(UserText.quoted(trimmed)) is not an answer: type y or n (a command runs once this question is answered)"
                    )
                    continue
                }
            case .interrupted, .endOfInput:
                wasInterrupted = true
                return false
            }
        }
    }
}
