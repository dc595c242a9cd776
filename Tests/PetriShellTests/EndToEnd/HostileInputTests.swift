import Foundation
import Testing

/// Issue 10: whatever is piped to petri, it ends with a clear error or a clean exit — never a
/// crash, a hang or a flood of output.
@Suite("Hostile piped input", .oneProcessAtATime)
struct HostileInputTests {
    /// A normal ending: an exit status of 0 or 1, not a signal (128 + n). A hang (minutes
    /// without output) makes `PetriBinary.run` throw.
    private func expectCleanEnd(
        _ result: ProcessResult, _ what: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(
            result.status == 0 || result.status == 1,
            "\(what): exit status \(result.status)\n\(result.standardError.prefix(500))",
            sourceLocation: sourceLocation)
    }

    @Test("A 1 MB line is refused in a message of bounded size, and the next line still runs")
    func megabyteLine() async throws {
        let huge = String(repeating: "x", count: 1 << 20)
        for line in ["open \(huge)", huge, "open shop.product productID=\(huge)", "link shop://\(huge)"] {
            let result = try await PetriBinary.run([], input: line + "\nshow shop.home\n")
            expectCleanEnd(result, String(line.prefix(20)))
            #expect(
                result.standardError.utf8.count < 2_000,
                "the message echoes the whole line: \(result.standardError.utf8.count) bytes")
            #expect(result.standardOutput.contains("shop.home  Home"), "the line after it did not run")
        }
    }

    @Test("NUL bytes, invalid UTF-8, ANSI escapes and control characters end in errors that show them harmlessly")
    func bytesThatAreNotText() async throws {
        let lines: [[UInt8]] = [
            Array("open shop.pro".utf8) + [0] + Array("duct".utf8),
            [0xFF, 0xFE, 0xC3, 0x28] + Array(" list".utf8),
            Array("show \u{1B}[2J\u{1B}]0;owned\u{07}shop.home".utf8),
            Array("open shop.product productID=\u{08}\u{7F}\u{1B}c".utf8),
            [0x0D, 0x0B, 0x0C, 0x1A, 0x04],
        ]
        for line in lines {
            let bytes = Data(line + Array("\nshow shop.home\n".utf8))
            let result = try await PetriBinary.run([], bytes: bytes)
            expectCleanEnd(result, "\(line.prefix(12))")
            #expect(
                !result.standardError.contains("\u{1B}"),
                "an escape from the input reached the terminal: \(result.standardError.debugDescription)")
            #expect(!result.standardError.contains("\u{0}"))
            #expect(
                result.standardOutput.contains("shop.home  Home"),
                "the line after it did not run: \(result.standardError)")
        }
    }

    @Test("An abrupt end of input in the middle of a command or a script ends cleanly")
    func abruptEndOfInput() async throws {
        for input in [
            "open shop.product", "open shop.product productID=4", "link shop://product/", "flow flow.product-tour",
            "send", "\"unterminated",
        ] {
            let result = try await PetriBinary.run([], input: input)
            expectCleanEnd(result, input)
        }
        let oneShot = try await PetriBinary.run(["open", "shop.product"], input: "")
        expectCleanEnd(oneShot, "petri open shop.product with nothing on stdin")
        #expect(oneShot.standardError.contains("productID"))
    }

    @Test("Thousands of bad commands in a row produce output of bounded size per line and never stop petri")
    func manyBadLines() async throws {
        var input = ""
        for index in 0..<3_000 {
            input +=
                ["open nope\(index)", "go", "back", "dismiss", "tab 99", "send x", "link ::", "set =", "\u{1B}[A"][
                    index % 9] + "\n"
        }
        input += "show shop.home\n"
        let result = try await PetriBinary.run([], input: input)
        expectCleanEnd(result, "3,000 bad lines")
        #expect(result.standardError.utf8.count < 3_000 * 400)
        #expect(result.standardOutput.contains("shop.home  Home"))
    }

    @Test(
        "Over a 2,000-screen synthetic catalog: huge lines, bytes that are not text, combining marks, mistyped ids and an abrupt end"
    )
    func syntheticCatalog() async throws {
        let zalgo = "synthetic.g0.s" + String(repeating: "\u{301}", count: 100_000)
        var input = ""
        input += "open synthetic.g0.s\(String(repeating: "9", count: 1 << 20))\n"
        input += "open \(zalgo)\n"
        input += "link synthetic://g1/s104?q=\u{1B}[31m&page=\u{0}\n"
        input += "go synthetic.g3.s300 id=\(String(repeating: "1", count: 5_000))\n"
        for index in 0..<500 {
            input +=
                [
                    "open synthetic.g\(index).s\(index * 7)", "find s\(index)", "flow synthetic.flow.g\(index)",
                    "send open",
                ][index % 4] + "\n"
        }
        input += "show synthetic.g0.s1\n"
        input += "open synthetic.g1.s104 "  // the end of input in the middle of a command
        let result = try await PetriBinary.run(["--synthetic", "2000"], bytes: Data(input.utf8) + Data([0xFF, 0xFE]))
        expectCleanEnd(result, "hostile input over a synthetic catalog")
        #expect(!result.standardError.contains("\u{1B}"), "an escape from the input reached the terminal")
        let longest = result.standardError.split(separator: "\n").map(\.unicodeScalars.count).max() ?? 0
        #expect(longest < 2_000, "an error line of \(longest) scalars")
        #expect(result.standardOutput.contains("synthetic.g0.s1"), "the show after the hostile lines did not run")
    }
}
