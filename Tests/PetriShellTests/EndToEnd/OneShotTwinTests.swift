import Foundation
import Testing

/// Every one-shot command runs the REPL command of the same name: the same words, typed into the
/// shell through a pipe or given on the command line, print the same output and fail the same way.
@Suite("One-shot commands and their REPL twins", .oneProcessAtATime)
struct OneShotTwinTests {
    /// REPL lines; the one-shot is the same words on the command line.
    static let lines = [
        "list",
        "list --json",
        "list review",
        "show shop.product",
        "show shop.product --json",
        "open shop.product productID=42",
        "open shop.reviews productID=42 sort=helpful --trace",
        "open shop.product productID=42 --json",
        "plan shop.reviews productID=42",
        "plan shop.checkout",
        "plan shop.reviews productID=42 --json",
        "tree",
        "tree --json",
        "tree --window Window",
        "tree --window Windw --json",
        "link shop://product/42",
        "link shop://product/42 --plan",
        "link shop://product/42 --trace --json",
        "open shop.nope",
        "open shop.product productID=4x2",
    ]

    @Test("The same words print the same output, one-shot or typed into the REPL", arguments: lines)
    func twins(_ line: String) async throws {
        let words = line.split(separator: " ").map(String.init)
        let oneShot = try await PetriBinary.run(words)
        let typed = try await PetriBinary.run([], input: line + "\n")
        // Advice names what the user can type where they are: the REPL's `login`, the command
        // line's --login. Errors in a pipe name the input line ("line 1: …").
        func asOneShot(_ text: String) -> String {
            text.replacingOccurrences(of: "run `login` first", with: "add --login to the command")
                .replacingOccurrences(of: "error: line 1: ", with: "error: ")
        }
        #expect(oneShot.standardOutput == asOneShot(typed.standardOutput), "\(line)")
        #expect(oneShot.status == typed.status, "\(line)")
        #expect(oneShot.standardError == asOneShot(typed.standardError), "\(line)")
    }

    /// `run` and `check` from the REPL: the same options and the same report as the one-shots.
    @Test("run and check take the one-shots' options in the REPL and report alike")
    func scriptsAndChecks() async throws {
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let script = root.appendingPathComponent("Catalog/Scripts/checkout-tabs.petri").path
        for words in [
            ["run", script, "--json"], ["run", script, "--keep-going"],
            ["check", "--filter", "shop.cart", "--logged-out", "--json"],
        ] {
            let oneShot = try await PetriBinary.run(words)
            let typed = try await PetriBinary.run([], input: words.joined(separator: " ") + "\n")
            // Times differ from run to run; the rest is the same.
            func stable(_ text: String) -> String {
                text.replacingOccurrences(
                    of: #""milliseconds" *: *[0-9]+"#, with: "\"milliseconds\": 0", options: .regularExpression)
            }
            #expect(stable(oneShot.standardOutput) == stable(typed.standardOutput), "\(words)")
            #expect(oneShot.status == typed.status, "\(words)")
        }
        let mistake = try await PetriBinary.run([], input: "check --group\n")
        #expect(
            mistake.standardError.hasPrefix("error: line 1: check: Missing value for '--group <group>'"),
            "\(mistake.standardError)")
    }

    /// Each command's help is written once: `help <command>` in the REPL and `<command> --help`
    /// on the command line say the same summary and details.
    @Test("One help text per command", arguments: ["list", "show", "open", "plan", "tree", "link"])
    func oneHelpText(_ command: String) async throws {
        func words(_ text: String) -> String { text.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
        let repl = try await PetriBinary.run([], input: "help \(command)\n")
        let oneShot = try await PetriBinary.run([command, "--help"])
        // The REPL's help: the synopsis; the summary; a blank line; the details; maybe aliases.
        let paragraphs = repl.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).dropFirst()
            .split(whereSeparator: { $0.trimmingCharacters(in: .whitespaces).isEmpty })
            .map {
                words($0.filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("also:") }.joined(separator: " "))
            }
        let summary = paragraphs.first ?? ""
        let details = paragraphs.dropFirst().first ?? ""
        let help = words(oneShot.standardOutput).lowercased()
        #expect(!summary.isEmpty && help.contains(summary.lowercased()), "\(command): \(summary)")
        #expect(details.isEmpty || help.contains(details.lowercased()), "\(command): \(details)")
    }
}
