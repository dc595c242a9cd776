import ArgumentParser
import Foundation
import PetriDish
import PetriSupport

/// Options every one-shot command that composes or shows screens shares.
struct CommonOptions: ParsableArguments {
    @Flag(name: .long, help: "Print JSON instead of text.")
    var json = false

    @Flag(name: .long, help: "Log in as the demo user first.")
    var login = false

    @Option(name: .customLong("set"), help: ArgumentHelp("A session setting, as the REPL's set takes it (repeat it).", valueName: "name=value"))
    var settings: [String] = []

    /// What was given.
    struct Values: Sendable {
        var json: Bool
        var login: Bool
        var settings: [String]
    }

    var values: Values { Values(json: json, login: login, settings: settings) }
}
