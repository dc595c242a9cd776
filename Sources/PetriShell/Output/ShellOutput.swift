import Foundation

/// Where the shell writes: results to standard output, errors and prompts' chatter to standard
/// error. Tests capture both.
@MainActor
package protocol ShellOutput: AnyObject {
    /// Writes `text` followed by a newline to standard output.
    func print(_ text: String)
    /// Writes `text` followed by a newline to standard error.
    func printError(_ text: String)
    /// Whether standard output is a terminal: colours there only then.
    var standardOutputIsTerminal: Bool { get }
    /// Whether standard error is a terminal, decided apart from standard output: `petri
    /// 2>err.log` at a terminal keeps colours on screen and none in the file.
    var standardErrorIsTerminal: Bool { get }
    /// Shows `text` on standard error's last line in place of what was shown there, when
    /// standard error is a terminal (a build's progress); `nil` clears the line. Elsewhere it
    /// does nothing: a log gets the outcome, not every step.
    func showStatus(_ text: String?)
}

extension ShellOutput {
    package var standardOutputIsTerminal: Bool { false }
    package var standardErrorIsTerminal: Bool { false }
    package func showStatus(_ text: String?) {}
}

/// The process's standard output and error.
@MainActor
package final class StandardOutput: ShellOutput {
    /// Creates the sink.
    package init() {}

    package func print(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }

    package func printError(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    package var standardOutputIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }
    package var standardErrorIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }

    package func showStatus(_ text: String?) {
        guard standardErrorIsTerminal else { return }
        // Carriage return, the line cleared, then the text cut to the terminal's width, so it
        // never wraps onto a line of its own.
        let width = max(10, (Terminal.width ?? 80) - 1)
        let shown = text.map { $0.count > width ? String($0.prefix(width - 1)) + "…" : $0 } ?? ""
        FileHandle.standardError.write(Data(("\r\u{1B}[K" + shown).utf8))
    }
}

/// Collects what the shell writes, for tests.
@MainActor
package final class CapturedOutput: ShellOutput {
    /// Everything written to standard output.
    package private(set) var standardOutput = ""
    /// Everything written to standard error.
    package private(set) var standardError = ""

    /// Creates an empty capture.
    package init() {}

    package func print(_ text: String) { standardOutput += text + "\n" }
    package func printError(_ text: String) { standardError += text + "\n" }
}
