import Foundation
import PetriDish

/// Lets interceptors ask the person at the keyboard a yes/no question.
@MainActor
final class ShellInteraction: UserInteraction {
    private let reader: any LineReader

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
                return false
            }
        }
    }
}
