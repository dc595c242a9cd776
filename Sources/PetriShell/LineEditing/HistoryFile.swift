/// Where the line editor keeps its history between runs.
enum HistoryFile {
    /// The history file for `application`, following the XDG Base Directory specification:
    /// `$XDG_STATE_HOME/<application>/history`, or `$HOME/.local/state/<application>/history`
    /// when `XDG_STATE_HOME` is unset, empty or not absolute (the specification says to
    /// ignore relative paths). `nil` when neither variable gives an absolute directory.
    static func path(environment: [String: String], application: String = "petri") -> String? {
        let stateHome: String
        if let xdg = environment["XDG_STATE_HOME"], xdg.hasPrefix("/") {
            stateHome = xdg
        } else if let home = environment["HOME"], home.hasPrefix("/") {
            stateHome = joined(home, ".local/state")
        } else {
            return nil
        }
        return joined(joined(stateHome, application), "history")
    }

    /// The directory holding the file at `path`: everything before the last `/`.
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    private static func joined(_ directory: String, _ component: String) -> String {
        directory.hasSuffix("/") ? directory + component : directory + "/" + component
    }
}
