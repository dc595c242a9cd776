import ArgumentParser

/// A one-shot command's help, taken from the REPL command it runs: its name, its summary as the
/// abstract and its details as the discussion, so each command's help is written once.
enum OneShotHelp {
    static func configuration(for command: some ShellCommand) -> CommandConfiguration {
        CommandConfiguration(
            commandName: command.name,
            abstract: sentence(command.summary),
            discussion: [command.details.replacingOccurrences(of: "\n", with: " "), variantHelp]
                .filter { !$0.isEmpty }.joined(separator: " "))
    }

    /// `compose a screen` as a sentence: `Compose a screen.`
    static func sentence(_ phrase: String) -> String {
        guard let first = phrase.first else { return phrase }
        return first.uppercased() + phrase.dropFirst() + (phrase.hasSuffix(".") ? "" : ".")
    }
}
