import ArgumentParser

/// A one-shot command's help, taken from the REPL command it runs: its name, its summary as the
/// abstract and its details as the discussion, so each command's help is written once.
enum OneShotHelp {
    static func configuration(for command: some ShellCommand) -> CommandConfiguration {
        CommandConfiguration(
            commandName: command.name,
            abstract: sentence(command.summary),
            discussion: [oneLine(command.details), variantHelp]
                .filter { !$0.isEmpty }.joined(separator: " "))
    }

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
