import Foundation
import PetriDish

/// Lets interceptors ask the person at the keyboard a yes/no question.
@MainActor
final class ShellInteraction: UserInteraction {
    private let reader: any LineReader
    /// Whether the user pressed Ctrl-C (or ended input) at a question since this was last reset:
    /// the command then reports a cancellation, not the interceptor's refusal.
    var wasInterrupted = false

    init(reader: any LineReader) {
        self.reader = reader
    }

    func confirm(_ question: String) async -> Bool {
        while true {
            switch reader.readLine(prompt: "\(question) [y/N] ", addToHistory: false, completion: nil) {
            case .line(let answer):
                switch answer.trimmingCharacters(in: .whitespaces).lowercased() {
                case "y", "yes": return true
                case "", "n", "no": return false
                default: continue
                }
            case .interrupted, .endOfInput:
                wasInterrupted = true
                return false
            }
        }
    }
}
