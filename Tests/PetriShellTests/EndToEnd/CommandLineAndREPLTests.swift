import Foundation
import Testing
@testable import PetriShell

/// Issue 35: a verb is one type, run by `petri <verb>` and by the REPL alike, so the same words
/// print the same thing both ways — for every verb on the command line, which cannot be added
/// without words to run it with here.
@Suite("Every command-line verb, from the command line and from the REPL", .oneProcessAtATime)
struct CommandLineAndREPLTests {
    /// The verbs `petri <verb>` runs.
    static let verbs = ShellVerbs.all.filter { $0.isOnCommandLine }.map { $0.name }

    /// Each verb's words, as the command line gives them. `{dir}` is a new directory for each run
    /// (one for the command line, one for the REPL); `{script}` a QA script of the demo catalog,
    /// `{missing}` a file that does not exist.
    static let words: [String: [[String]]] = [
        "list": [["list"], ["list", "--json"], ["list", "review"], ["list", "zzqx"]],
        "show": [["show", "shop.product"], ["show", "shop.product", "--json"], ["show", "flow.reviews"]],
        "open": [
            ["open", "shop.product", "productID=42"],
            ["open", "shop.reviews", "productID=42", "sort=helpful", "--trace"],
            ["open", "shop.product", "productID=42", "--json"],
            ["open", "shop.checkout"], ["open", "shop.nope"], ["open", "shop.product", "productID=4x2"],
        ],
        "link": [
            ["link", "shop://product/42"], ["link", "shop://product/42", "--plan"],
            ["link", "shop://product/42", "--trace", "--json"], ["link", "shop://nowhere"],
            ["link", "shop://product/42", "--svg", "{dir}/link.svg"],
        ],
        "notify": [
            ["notify", #"{"type": "order.shipped", "orderID": "A7"}"#],
            ["notify", #"{"type": "order.shipped", "orderID": "A7"}"#, "--plan", "--json"],
            ["notify", #"{"type": "chat.message"}"#],
            ["notify", #"{"type": "order.shipped", "orderID": "A7"}"#, "--svg", "{dir}/order.svg"],
        ],
        "plan": [
            ["plan", "shop.reviews", "productID=42"], ["plan", "shop.checkout"],
            ["plan", "shop.reviews", "productID=42", "--json"],
        ],
        "tree": [
            ["tree"], ["tree", "--json"], ["tree", "--window", "Window"], ["tree", "--window", "Windw", "--json"],
        ],
        "check": [
            ["check", "--filter", "shop.cart", "--logged-out", "--json"], ["check", "--filter", "shop.cart"],
            ["check", "--group", "Shop", "--tag", "modl"],
        ],
        "export": [
            ["export", "--output", "{dir}", "--format", "json", "--format", "markdown"],
            ["export", "--output", "{dir}", "--set", "currency"],
        ],
        "run": [
            ["run", "{script}"], ["run", "{script}", "--json"], ["run", "{script}", "--keep-going", "--login"],
            ["run", "{missing}"],
        ],
        // Only its mistakes: it runs until Ctrl-C (WatchTests drive it in a terminal).
        "watch": [["watch", "--package", "{dir}"], ["watch", "shop.nope"]],
    ]

    /// Words each verb's parser refuses, besides an unknown option: the same mistake is said
    /// both ways.
    static let mistakes: [String: [[String]]] = [
        "check": [["check", "--group"], ["check", "--jobs", "0"]],
        "export": [["export"], ["export", "--output", "{dir}", "--format", "pdf"]],
        "run": [["run"]],
        "watch": [["watch", "--product"]],
        "show": [["show"]],
        "tree": [["tree", "--window"]],
    ]

    @Test(
        "The same words print the same from the command line and from the REPL, with one help and one grammar",
        arguments: verbs)
    func sameWords(_ verb: String) async throws {
        #expect(Set(Self.words.keys) == Set(Self.verbs), "words for each verb on the command line, and no other")
        let runs = try #require(Self.words[verb], "no words to run \(verb) with")
        #expect(!runs.isEmpty)
        for words in runs {
            let (oneShot, typed) = try await Self.runBothWays(words)
            #expect(oneShot.result.standardOutput == typed.result.standardOutput, "\(words)")
            #expect(oneShot.result.standardError == typed.result.standardError, "\(words)")
            #expect(oneShot.result.status == typed.result.status, "\(words)")
            // What the command wrote is the same too (export's files).
            #expect(oneShot.files == typed.files, "\(words)")
        }

        // One help: the REPL's `help <verb>` says the summary and the details `petri <verb> --help` says.
        let help = try await PetriBinary.run([verb, "--help"])
        let explained = try await PetriBinary.run([], input: "help \(verb)\n")
        #expect(help.status == 0 && explained.status == 0)
        // `help <verb>`: the usage (a long one goes on, indented, on the lines after), the summary,
        // then the details' paragraphs and the aliases.
        let lines = explained.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let usageLines = lines.prefix(1) + lines.dropFirst().prefix { $0.hasPrefix("    ") }
        let paragraphs = lines.dropFirst(usageLines.count)
            .split(whereSeparator: { $0.trimmingCharacters(in: .whitespaces).isEmpty })
            .map { Self.flat($0.filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("also:") }) }
            .filter { !$0.isEmpty }
        let helpText = Self.flat([help.standardOutput]).lowercased()
        guard let summary = paragraphs.first else {
            Issue.record("help \(verb) says nothing: \(explained.standardOutput)")
            return
        }
        #expect(helpText.contains(summary.lowercased()), "\(verb): \(summary)")
        for details in paragraphs.dropFirst() {
            #expect(helpText.contains(details.lowercased()), "\(verb): \(details)")
        }

        // One grammar: the command line's usage is the REPL's, with the session's options.
        let replUsage = Self.flat(Array(usageLines))
        let commandLineUsage = try #require(
            help.standardOutput.split(separator: "\n").first { $0.hasPrefix("USAGE: ") }, "\(help.standardOutput)")
        let withoutSession = commandLineUsage.dropFirst("USAGE: ".count)
            .replacingOccurrences(of: " [--login] [--set <name=value> ...]", with: "")
        #expect(withoutSession == "petri " + replUsage, "\(verb)")

        // One parser: a mistake is said in the same words both ways, and fails both ways. (An
        // option far from every other: the command line's session options are near misses too.)
        for words in [[verb, "--xyzzy-plugh"]] + (Self.mistakes[verb] ?? []) {
            let (oneShot, typed) = try await Self.runBothWays(words)
            #expect(oneShot.result.status != 0 && typed.result.status != 0, "\(words)")
            #expect(oneShot.result.standardOutput.isEmpty && typed.result.standardOutput.isEmpty, "\(words)")
            // The command line: `error: <what the parser said>`, then `usage: petri …`; the REPL:
            // `error: line 1: <verb>: <what the parser said>; usage: …` (the usage on a line of
            // its own after a message of several lines). Lines after the first are indented.
            let said = Self.flat(
                oneShot.result.standardError.split(separator: "\n").prefix { !$0.hasPrefix("usage: ") })
            let typedSaid = Self.flat(typed.result.standardError.split(separator: "\n"))
            #expect(said.hasPrefix("error: ") && oneShot.result.standardError.contains("\nusage: petri \(verb)"))
            let expected = "error: \(verb): " + said.dropFirst("error: ".count)
            #expect(
                typedSaid.hasPrefix(expected + "; usage: \(verb)") || typedSaid.hasPrefix(expected + " usage: \(verb)"),
                "\(words): \(typed.result.standardError) vs \(oneShot.result.standardError)")
        }
    }

    /// What a run printed, and the files it wrote in its `{dir}`, by path, with their contents.
    struct Run {
        var result: ProcessResult
        var files: [String: Data]
    }

    /// Runs `words` as `petri <words>` and typed into `petri`'s REPL through a pipe, each with a
    /// new `{dir}`. The outputs are made comparable: advice names what the user types where they
    /// are (the REPL's `login`, the command line's --login) and errors in a pipe name the input
    /// line (`line 1: `), so the REPL's are said as the command line's; times differ from run to
    /// run; each run's `{dir}` is written `{dir}`.
    static func runBothWays(_ words: [String]) async throws -> (oneShot: Run, typed: Run) {
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let script = root.appendingPathComponent("Catalog/Scripts/checkout-tabs.petri").path
        func run(typed: Bool) async throws -> Run {
            let directory = try PetriBinary.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let dir = directory.appendingPathComponent("out").path
            let missing = directory.appendingPathComponent("missing.petri").path
            let words = words.map {
                $0.replacingOccurrences(of: "{dir}", with: dir).replacingOccurrences(of: "{script}", with: script)
                    .replacingOccurrences(of: "{missing}", with: missing)
            }
            var result =
                typed
                ? try await PetriBinary.run([], input: words.map(replWord).joined(separator: " ") + "\n")
                : try await PetriBinary.run(words)
            func comparable(_ text: String) -> String {
                let asOneShot =
                    typed
                    ? text.replacingOccurrences(of: "run `login` first", with: "add --login to the command")
                        .replacingOccurrences(of: "error: line 1: ", with: "error: ") : text
                return asOneShot.replacingOccurrences(
                    of: #""milliseconds" *: *[0-9]+"#, with: "\"milliseconds\": 0", options: .regularExpression
                )
                .replacingOccurrences(of: #" [0-9]+ ms\b"#, with: " 0 ms", options: .regularExpression)
                .replacingOccurrences(of: dir, with: "{dir}").replacingOccurrences(of: missing, with: "{missing}")
            }
            result.standardOutput = comparable(result.standardOutput)
            result.standardError = comparable(result.standardError)
            return Run(result: result, files: try files(in: URL(fileURLWithPath: dir)))
        }
        return (try await run(typed: false), try await run(typed: true))
    }

    /// The files under `directory`, by their path in it, with their contents.
    static func files(in directory: URL) throws -> [String: Data] {
        guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else {
            return [:]
        }
        var files: [String: Data] = [:]
        for case let url as URL in enumerator where !url.hasDirectoryPath {
            files[String(url.path.dropFirst(directory.path.count))] = try Data(contentsOf: url)
        }
        return files
    }

    /// `word` as the REPL reads it back: in single quotes when it holds a space or a quote.
    static func replWord(_ word: String) -> String {
        word.contains(where: { $0.isWhitespace || $0 == "\"" }) ? "'" + word + "'" : word
    }

    /// `lines` as one line of words with single spaces.
    static func flat(_ lines: [some StringProtocol]) -> String {
        lines.joined(separator: " ").split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
