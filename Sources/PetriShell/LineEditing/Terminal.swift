import CEditLine
import Foundation

/// Facts about the process's terminal, and the choice of line reader that follows from them.
package enum Terminal {
    /// Whether both standard input and standard output are terminals, i.e. a person is
    /// typing and watching. Line editing is used only then.
    package static var isInteractive: Bool {
        isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
    }

    /// The width of the terminal on standard output in columns, or `nil` when standard
    /// output is not a terminal.
    package static var width: Int? {
        let columns = cel_terminal_columns(STDOUT_FILENO)
        return columns > 0 ? Int(columns) : nil
    }

    /// A line reader suited to the process's standard input and output: when the session is
    /// interactive, an `EditLineReader` whose history lives in
    /// `$XDG_STATE_HOME/petri/history` (or `~/.local/state/petri/history`); otherwise, or if
    /// libedit cannot start, a `PlainLineReader`.
    package static func makeLineReader() -> any LineReader {
        makeLineReader(environment: ProcessInfo.processInfo.environment)
    }

    /// Like `makeLineReader()`, locating the history file through `environment`
    /// (`XDG_STATE_HOME`, `HOME`) instead of the process's environment.
    /// The history directory is created (mode 0700) when missing, but only below a home that
    /// exists; when history cannot be kept, one warning says why and the session goes on.
    package static func makeLineReader(environment: [String: String]) -> any LineReader {
        guard isInteractive else { return PlainLineReader() }
        var historyFile: String?
        if let location = HistoryFile.location(environment: environment) {
            do {
                try HistoryFile.prepareDirectory(of: location.file, below: location.anchor)
                historyFile = location.file
            } catch {
                EditLineReader.warn(error.description)
            }
        }
        return EditLineReader(historyFile: historyFile) ?? PlainLineReader()
    }
}
