import CEditLine
import Foundation

/// Facts about the process's terminal, and the choice of line reader that follows from them.
public enum Terminal {
    /// Whether both standard input and standard output are terminals, i.e. a person is
    /// typing and watching. Line editing is used only then.
    public static var isInteractive: Bool {
        isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
    }

    /// The width of the terminal on standard output in columns, or `nil` when standard
    /// output is not a terminal.
    public static var width: Int? {
        let columns = cel_terminal_columns(STDOUT_FILENO)
        return columns > 0 ? Int(columns) : nil
    }

    /// A line reader suited to the process's standard input and output: when the session is
    /// interactive, an `EditLineReader` whose history lives in
    /// `$XDG_STATE_HOME/petri/history` (or `~/.local/state/petri/history`); otherwise, or if
    /// libedit cannot start, a `PlainLineReader`.
    public static func makeLineReader() -> any LineReader {
        makeLineReader(environment: ProcessInfo.processInfo.environment)
    }

    /// Like `makeLineReader()`, locating the history file through `environment`
    /// (`XDG_STATE_HOME`, `HOME`) instead of the process's environment.
    public static func makeLineReader(environment: [String: String]) -> any LineReader {
        guard isInteractive,
              let reader = EditLineReader(historyFile: HistoryFile.path(environment: environment))
        else {
            return PlainLineReader()
        }
        return reader
    }
}
