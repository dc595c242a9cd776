import PetriDish
import PetriSupport

/// A QA script: REPL commands, one a line, with expectations that make it a test.
///
/// ```text
/// # checkout.petri — a logged-out link, then login, then checkout
/// link shop://wishlist
/// expect error needs a logged-in user
/// login
/// go shop.checkout
/// expect visible CheckoutViewController
/// expect login
/// expect tree
///   window "Window"
///   ● ShopTabBarController [tab bar]
///   …
/// go app.locked
/// expect tree --window Lock
///   window "Lock" · level statusBar · key
///   ● AppLockViewController "Shop is locked"
/// ```
///
/// `#` lines and blank lines are skipped. `expect visible X` holds when a view controller of
/// type `X`, or the destination of screen `X`, is on screen; `expect tree` compares the tree
/// with the indented lines after it, and `expect tree --window NAME` the tree of that window
/// alone (as `tree --window NAME` prints it); `expect error TEXT` holds when the command before failed
/// with a message containing `TEXT`; `expect login` and `expect logged-out` check the session.
struct Script: Equatable {
    /// One step of a script.
    enum Step: Equatable {
        case command(String)
        case expectVisible(String)
        /// The tree's lines; with `window`, that window's tree alone.
        case expectTree([String], window: String? = nil)
        case expectError(String)
        case expectLoggedIn(Bool)
    }

    /// A step and the line it starts on (from 1).
    var steps: [(line: Int, step: Step)]

    static func == (lhs: Script, rhs: Script) -> Bool {
        lhs.steps.map(\.line) == rhs.steps.map(\.line) && lhs.steps.map(\.step) == rhs.steps.map(\.step)
    }

    /// A mistake in a script's text.
    struct SyntaxError: Error, CustomStringConvertible {
        var line: Int
        var message: String
        var description: String { "line \(line): \(message)" }
    }

    /// Parses a script's text.
    static func parse(_ text: String) throws -> Script {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var steps: [(Int, Step)] = []
        var index = 0
        while index < lines.count {
            let number = index + 1
            let line = lines[index].trimmingCharacters(in: .whitespaces)
            index += 1
            guard !line.isEmpty, !line.hasPrefix("#") else { continue }
            guard line.hasPrefix("expect") && (line == "expect" || line.hasPrefix("expect ")) else {
                steps.append((number, .command(line)))
                continue
            }
            let rest = line.dropFirst("expect".count).trimmingCharacters(in: .whitespaces)
            let (kind, argument) =
                rest.firstIndex(of: " ").map { (String(rest[..<$0]), rest[$0...].trimmingCharacters(in: .whitespaces)) }
                ?? (rest, "")
            switch kind {
            case "visible" where !argument.isEmpty:
                steps.append((number, .expectVisible(argument)))
            case "error" where !argument.isEmpty:
                steps.append((number, .expectError(argument)))
            case "login" where argument.isEmpty:
                steps.append((number, .expectLoggedIn(true)))
            case "logged-out" where argument.isEmpty:
                steps.append((number, .expectLoggedIn(false)))
            case "tree":
                let window = try Self.window(in: argument, line: number)
                var tree: [String] = []
                while index < lines.count, lines[index].hasPrefix("  ") {
                    tree.append(String(lines[index].dropFirst(2)))
                    index += 1
                }
                guard !tree.isEmpty else {
                    throw SyntaxError(
                        line: number,
                        message: "expect tree needs the tree on the lines after it, indented by two spaces")
                }
                steps.append((number, .expectTree(tree, window: window)))
            default:
                throw SyntaxError(
                    line: number,
                    message:
                        "\(UserText.quoted(line)) is not an expectation: expect visible <type or screen>, expect tree [--window NAME], expect error <text>, expect login, expect logged-out"
                )
            }
        }
        return Script(steps: steps)
    }

    /// The window `expect tree`'s words after `tree` name: `nil` for none, `NAME` for
    /// `--window NAME` or `--window=NAME` (quoted when it has spaces: `--window "Window 2"`).
    private static func window(in argument: String, line: Int) throws -> String? {
        guard !argument.isEmpty else { return nil }
        let usage =
            "expect tree takes no words but --window NAME, the window whose tree follows (`expect tree --window Lock`)"
        let words: [String]
        do {
            words = try CommandLineWords.split(argument).texts
        } catch {
            throw SyntaxError(line: line, message: "expect tree \(argument): \(error)")
        }
        switch words.count {
        case 1 where words[0].hasPrefix("--window="):
            let name = String(words[0].dropFirst("--window=".count))
            guard !name.isEmpty else {
                throw SyntaxError(line: line, message: "--window needs a window's name: \(usage)")
            }
            return name
        case 1 where words[0] == "--window":
            throw SyntaxError(line: line, message: "--window needs a window's name: \(usage)")
        case 2 where words[0] == "--window" && !words[1].isEmpty:
            return words[1]
        default:
            throw SyntaxError(line: line, message: "\(UserText.quoted("expect tree " + argument)): \(usage)")
        }
    }
}
