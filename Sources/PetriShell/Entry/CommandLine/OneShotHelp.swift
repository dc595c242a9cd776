import ArgumentParser

/// A command's help text as ArgumentParser shows it: the summary a REPL command writes as a
/// phrase, as a sentence, and its details on one line, so each command's help is written once.
enum OneShotHelp {
    /// `text` with its line breaks as spaces. Swift's own collections rather than Foundation's
    /// `replacingOccurrences`, whose first call bridges to `NSString` during every command's
    /// start-up: ArgumentParser builds each subcommand's configuration before parsing.
    static func oneLine(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: " ")
    }

    /// `compose a screen` as a sentence: `Compose a screen.`
    static func sentence(_ phrase: String) -> String {
        guard let first = phrase.first else { return phrase }
        return first.uppercased() + phrase.dropFirst() + (phrase.hasSuffix(".") ? "" : ".")
    }
}
