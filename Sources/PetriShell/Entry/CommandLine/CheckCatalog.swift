import ArgumentParser
import Foundation
import PetriDish
import PetriSupport

struct CheckCatalog: OneShotCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract:
            "Compose every screen with every example in every variant, each from a fresh launch, and lint the catalog.",
        discussion:
            "Exits 1 when anything failed, after the line `N passed, M failed`. Without --variant every variant a screen exists in is checked."
    )

    @ParentCommand var root: PetriCommand
    @OptionGroup var options: CheckOptions

    func execute() async throws {
        try await OneShot.finish(
            PetriMain.runCheck(
                options, variant: root.options.singleVariant(), on: OneShot.catalog(root.options),
                output: OneShot.output))
    }
}

/// What `check` takes, on the command line and in the REPL alike.
struct CheckOptions: ParsableArguments {
    @Option(name: .long, help: "Write a JUnit XML report to this file, for CI.")
    var junit: String?

    @Option(name: .long, help: "Only the screens of this group (and its subgroups).")
    var group: String?

    @Option(name: .long, help: "Only the screens with this tag.")
    var tag: String?

    @Option(name: .long, help: "Only the screens whose id contains this text.")
    var filter: String?

    @Flag(name: .long, help: "Compose logged out: screens behind a login then fail.")
    var loggedOut = false

    @Flag(name: .long, help: "Print the report as JSON instead of the table.")
    var json = false

    @Option(
        name: .customLong("set"),
        help: ArgumentHelp("A session setting for every composition (repeat it).", valueName: "name=value"))
    var settings: [String] = []

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Compose in this many processes at once; 1 composes in this one. By default one per core once there are 200 compositions (the one-shot command; the shell's check composes in the shell).",
            valueName: "n"))
    var jobs: Int?

    /// A share of a check given to another process (see CheckShards): compose the planned
    /// cases whose index is `k` modulo `n` and print them as JSON.
    @Option(name: .long, help: .hidden)
    var shard: String?

    mutating func validate() throws {
        if let jobs, jobs < 1 {
            throw ValidationError("--jobs takes a number of processes, 1 or more, not \(jobs)")
        }
        if let shard, parsedShard == nil {
            throw ValidationError("--shard takes k/n with 0 ≤ k < n, not \(UserText.quoted(shard))")
        }
    }

    /// `--shard k/n` as numbers.
    var parsedShard: (index: Int, count: Int)? {
        guard let parts = shard?.split(separator: "/"), parts.count == 2, let index = Int(parts[0]),
            let count = Int(parts[1]),
            count > 0, (0..<count).contains(index)
        else { return nil }
        return (index, count)
    }
}
