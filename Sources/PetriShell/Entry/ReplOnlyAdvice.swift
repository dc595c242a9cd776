import Foundation
import PetriSupport

/// What `petri go shop.cart` says: `go` is a command of the REPL, not of the command line, so
/// rather than "unknown command" petri says how to run it — start the shell and type it, pipe it
/// into the shell, or the one-shot command that does the nearest thing.
enum ReplOnlyAdvice {
    /// The nearest one-shot form of a REPL-only command, given its words after the name.
    private static func nearest(_ command: String, _ words: [String], tool: String) -> String? {
        let rest = words.isEmpty ? "" : " " + words.map(shellWord).joined(separator: " ")
        switch command {
        case "go":
            return "`\(tool) open\(rest)` composes the screen from a fresh launch in one go"
        case "find":
            return "`\(tool) list\(rest)` lists the screens matching every word"
        case "login":
            return "one-shot commands take --login (`\(tool) open <screen> --login`)"
        case "logout":
            return "one-shot commands start logged out unless given --login"
        case "variant":
            return
                "one-shot commands take --variant NAME (`\(tool) open <screen> --variant\(rest.isEmpty ? " NAME" : rest)`)"
        case "set":
            return
                "one-shot commands take --set name=value (`\(tool) open <screen>\(words.isEmpty ? " --set name=value" : words.map { " --set " + shellWord($0) }.joined())`)"
        case "save":
            return "a script is a text file of these commands, one a line, that `\(tool) run FILE` replays"
        case "back", "dismiss", "tab", "send", "flow", "leaks", "reset":
            return "a script of REPL commands, one a line, runs with `\(tool) run FILE`"
        default:
            return nil
        }
    }

    /// The advice for the command line `arguments` whose first word, `command`, is a REPL
    /// command without a one-shot form; `nil` when `command` is not a REPL command.
    ///
    /// - Parameters:
    ///   - command: the word that names the command.
    ///   - arguments: the whole command line, after the executable's name.
    ///   - replCommands: the REPL's command names and aliases.
    ///   - tool: the executable's name.
    static func message(for command: String, arguments: [String], replCommands: [String], tool: String) -> String? {
        guard replCommands.contains(command), let at = arguments.firstIndex(of: command) else { return nil }
        // Options before the command (`--variant menu`) are the shell's own.
        let before = arguments[..<at].map(shellWord).joined(separator: " ")
        let shell = before.isEmpty ? tool : "\(tool) \(before)"
        let words = Array(arguments[(at + 1)...])
        let line = ([command] + words.map(replWord)).joined(separator: " ")
        if ["quit", "exit", "history"].contains(command) {
            return
                "\(UserText.quoted(command)) is a command of the \(tool) shell, which \(tool) alone starts; there is no one-shot \(command)"
        }
        var message =
            "\(UserText.quoted(command)) is a command of the \(tool) shell, not a one-shot command: start `\(shell)` and type `\(line)`,"
            + " or pipe it: echo \(shellWord(line)) | \(shell)"
        if let nearest = nearest(command, words, tool: tool) { message += "; \(nearest)" }
        return message
    }

    /// `word` as the REPL's line reads it back: double-quoted when it holds a space or a quote.
    private static func replWord(_ word: String) -> String {
        guard word.isEmpty || word.contains(where: { $0.isWhitespace || $0 == "'" || $0 == "\"" || $0 == "\\" }) else {
            return word
        }
        return "\"" + word.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            + "\""
    }

    /// `word` as a POSIX shell reads it back: single-quoted unless it is plain.
    private static func shellWord(_ word: String) -> String {
        let plain =
            !word.isEmpty
            && word.unicodeScalars.allSatisfy { scalar in
                scalar.isASCII
                    && (CharacterSet.alphanumerics.contains(scalar) || "-_./=:,@%+".unicodeScalars.contains(scalar))
            }
        return plain ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
