import ArgumentParser
import Foundation
import PetriDish
import PetriSupport

/// A command of the command line: ``PetriMain`` runs what it names through `execute()`, on the
/// main actor, where the dish lives. ArgumentParser's `run()` is not used.
protocol OneShotCommand: ParsableCommand {
    /// Runs the command; ends by throwing ``ExitCode`` with its status.
    @MainActor func execute() async throws
}

/// `petri`: with no subcommand, the REPL; with one, a one-shot command that runs the REPL's
/// implementation once and exits with its status.
struct PetriCommand: OneShotCommand {
    /// Named after the tool that runs (``ToolIdentity``): a team's tool shows its own name in
    /// usage, help and errors.
    static var configuration: CommandConfiguration { CommandConfiguration(
        commandName: ToolIdentity.current.name,
        abstract: "A Petri dish for an app's screens: list them, compose any of them through the app's router, print the hierarchy.",
        discussion: "Run with no subcommand for the interactive shell (`help` lists its commands). Piped input runs the same commands without prompts; the exit status is non-zero if any command failed.",
        version: ToolIdentity.current.version,
        subcommands: [ListScreens.self, ShowScreen.self, OpenScreen.self, PlanRoute.self, ShowTree.self, LinkScreen.self, CheckCatalog.self, RunScripts.self, ExportCatalog.self, DiffExports.self]
    ) }

    /// Also the variant of a one-shot command: ArgumentParser gives `--variant` to this command
    /// wherever it appears, before or after the subcommand's name, so the subcommands read it
    /// here (see `@ParentCommand`) rather than declaring their own, which would stay empty.
    @Option(name: .long, help: "The navigation variant to start in (also for a one-shot command; export takes several).",
            completion: .custom(CommandLineCompletion.variants))
    var variant: [String] = []

    /// A generated catalog instead of the app's, for scale tests and benchmarks: `N` screens, or
    /// `N:seed`. Read here for every command, as `--variant` is.
    @Option(name: .long, help: ArgumentHelp("Run on a generated catalog of N screens (N[:seed]) instead of the app's.", valueName: "N[:seed]"))
    var synthetic: SyntheticCatalogSpec?

    /// What every command reads of the root command.
    struct Options: Sendable {
        var variant: [String]
        var synthetic: SyntheticCatalogSpec?

        /// The one variant named, if any.
        /// - Throws: when several are named for a command that takes one.
        func singleVariant() throws -> String? {
            guard variant.count <= 1 else {
                throw ShellError.invalid("give one --variant (only export takes several): \(variant.map(UserText.quoted).joined(separator: ", ")) were given")
            }
            return variant.first
        }
    }

    var options: Options { Options(variant: variant, synthetic: synthetic) }

    /// The one variant named, if any.
    func singleVariant() throws -> String? { try options.singleVariant() }

    /// No subcommand: the REPL.
    func execute() async throws {
        let options = options
        try await OneShot.finish(PetriMain.runShell(on: OneShot.catalog(options), variant: options.singleVariant(), output: OneShot.output))
    }
}

/// `--synthetic N[:seed]`: the size and seed of a generated catalog.
struct SyntheticCatalogSpec: ExpressibleByArgument, Equatable, Sendable {
    /// The most screens petri generates.
    static let maximumScreens = 1_000_000

    var screens: Int
    var seed: UInt64

    init?(argument: String) {
        let parts = argument.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        guard let screens = Int(parts[0]), (1...Self.maximumScreens).contains(screens) else { return nil }
        self.screens = screens
        if parts.count == 2 {
            guard let seed = UInt64(parts[1]) else { return nil }
            self.seed = seed
        } else {
            seed = 1
        }
    }

    static var defaultCompletionKind: CompletionKind { .default }
}

/// What every one-shot command's help says about the variant, which the root command reads.
let variantHelp = "--variant NAME, before or after the command, starts the app in another navigation variant (listed below)."

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

struct ListScreens: OneShotCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List every screen, grouped, with the context it needs.", discussion: variantHelp)

    @ParentCommand var root: PetriCommand
    @OptionGroup var options: CommonOptions

    @Argument(help: "Only screens matching every word.")
    var query: [String] = []

    func execute() async throws {
        try await OneShot.run("list", arguments: query, flags: [options.json ? "--json" : nil], root: root.options, options: options.values)
    }
}

struct ShowScreen: OneShotCommand {
    static let configuration = CommandConfiguration(
        commandName: "show", abstract: "Show everything about a screen: parameters, route, interceptors, examples.", discussion: variantHelp)

    @ParentCommand var root: PetriCommand
    @OptionGroup var options: CommonOptions

    @Argument(help: "The screen's id, such as shop.product.", completion: .custom(CommandLineCompletion.candidates))
    var screen: String

    func execute() async throws {
        try await OneShot.run("show", arguments: [screen], flags: [options.json ? "--json" : nil], root: root.options, options: options.values)
    }
}

struct OpenScreen: OneShotCommand {
    static let configuration = CommandConfiguration(
        commandName: "open",
        abstract: "Compose a screen in a freshly launched app and print the hierarchy.",
        discussion: "Values are given as name=value, or as the name of one of the screen's examples. Without a terminal nothing is asked: missing parameters are an error that lists them. " + variantHelp)

    @ParentCommand var root: PetriCommand
    @OptionGroup var options: CommonOptions

    @Flag(name: .long, help: "Also print the router's decisions.")
    var trace = false


    @Argument(help: "The screen's id, such as shop.product.", completion: .custom(CommandLineCompletion.candidates))
    var screen: String

    @Argument(help: "name=value pairs, or an example's name.", completion: .custom(CommandLineCompletion.candidates))
    var values: [String] = []

    func execute() async throws {
        try await OneShot.run(
            "open", arguments: [screen] + values, flags: [trace ? "--trace" : nil, options.json ? "--json" : nil],
            root: root.options, options: options.values)
    }
}

struct PlanRoute: OneShotCommand {
    static let configuration = CommandConfiguration(
        commandName: "plan",
        abstract: "Print what the router would do to compose a screen in a freshly launched app, changing nothing.",
        discussion: "Interceptors are predicted, not run: the plan fails when one would refuse. " + variantHelp)

    @ParentCommand var root: PetriCommand
    @OptionGroup var options: CommonOptions

    @Argument(help: "The screen's id, such as shop.product.", completion: .custom(CommandLineCompletion.candidates))
    var screen: String

    @Argument(help: "name=value pairs, or an example's name.", completion: .custom(CommandLineCompletion.candidates))
    var values: [String] = []

    func execute() async throws {
        try await OneShot.run("plan", arguments: [screen] + values, flags: [options.json ? "--json" : nil], root: root.options, options: options.values)
    }
}

struct ShowTree: OneShotCommand {
    static let configuration = CommandConfiguration(
        commandName: "tree",
        abstract: "Print the hierarchy of the freshly launched app.",
        discussion: variantHelp)

    @ParentCommand var root: PetriCommand
    @OptionGroup var options: CommonOptions

    func execute() async throws {
        try await OneShot.run("tree", arguments: [], flags: [options.json ? "--json" : nil], root: root.options, options: options.values)
    }
}

struct LinkScreen: OneShotCommand {
    static let configuration = CommandConfiguration(
        commandName: "link",
        abstract: "Open a deep link in a freshly launched app: resolve it to a screen and its values, then compose it.",
        discussion: "Interceptors apply: a link behind login needs --login in a script. " + variantHelp)

    @ParentCommand var root: PetriCommand
    @OptionGroup var options: CommonOptions

    @Flag(name: .long, help: "Print the router's plan instead of navigating.")
    var plan = false

    @Flag(name: .long, help: "Also print the router's decisions.")
    var trace = false


    @Argument(help: "The deep link, such as shop://product/42.")
    var url: String

    func execute() async throws {
        try await OneShot.run(
            "link", arguments: [url], flags: [plan ? "--plan" : nil, trace ? "--trace" : nil, options.json ? "--json" : nil],
            root: root.options, options: options.values)
    }
}

struct RunScripts: OneShotCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run QA scripts: REPL commands with expectations (expect visible, expect tree, expect error, expect login).",
        discussion: "Each file starts from a fresh launch and a logged-out session. The first failure stops a file (--keep-going reports all). Exits 0 only when every expectation held. " + variantHelp)

    @ParentCommand var root: PetriCommand
    @OptionGroup var options: RunOptions

    func execute() async throws {
        try await OneShot.finish(PetriMain.runScripts(
            options, variant: root.options.singleVariant(), on: OneShot.catalog(root.options), output: OneShot.output))
    }
}

/// What `run` takes, on the command line and in the REPL alike.
struct RunOptions: ParsableArguments {
    @Flag(name: .long, help: "Report every failure of a file instead of stopping at the first.")
    var keepGoing = false

    @Option(name: .long, help: "Write a JUnit XML report, one test case per expectation.")
    var junit: String?

    @Flag(name: .long, help: "Print the report as JSON (the same document as check --json).")
    var json = false

    @Flag(name: .long, help: "Start each file logged in as the demo user.")
    var login = false

    @Option(name: .customLong("set"), help: ArgumentHelp("A session setting each file starts with (repeat it).", valueName: "name=value"))
    var settings: [String] = []

    @Argument(help: "The script files.")
    var files: [String]
}

struct CheckCatalog: OneShotCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Compose every screen with every example in every variant, each from a fresh launch, and lint the catalog.",
        discussion: "Exits 1 when anything failed, after the line `N passed, M failed`. Without --variant every variant a screen exists in is checked.")

    @ParentCommand var root: PetriCommand
    @OptionGroup var options: CheckOptions

    func execute() async throws {
        try await OneShot.finish(PetriMain.runCheck(
            options, variant: root.options.singleVariant(), on: OneShot.catalog(root.options), output: OneShot.output))
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

    @Option(name: .customLong("set"), help: ArgumentHelp("A session setting for every composition (repeat it).", valueName: "name=value"))
    var settings: [String] = []
}

struct ExportCatalog: OneShotCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write the catalog's documentation: Markdown pages, a JSON index, an HTML page, the navigation graph.",
        discussion: """
        Every screen with its parameters, route, examples, and each example composed in each variant. Every format when none is \
        named; every variant unless --variant names some (repeat it). The output directory is replaced whole; one that is not a \
        petri export is replaced only with --force.
        """)

    @ParentCommand var root: PetriCommand
    @OptionGroup var options: ExportOptions

    func execute() async throws {
        try await OneShot.finish(PetriMain.runExport(
            options, variants: root.variant.isEmpty ? nil : root.variant, on: OneShot.catalog(root.options), output: OneShot.output))
    }
}

/// What `export` takes, on the command line and in the REPL alike.
struct ExportOptions: ParsableArguments {
    @Option(name: .long, help: "A format to write: markdown, json, mermaid, dot, html or svg (repeat it; every text format when none is given; svg needs Graphviz).")
    var format: [ExportFormat] = []

    @Option(name: .long, help: "The directory to write the export to.")
    var output: String

    @Flag(name: .long, help: "Replace the output directory even when it is not a petri export.")
    var force = false

    @Option(name: .customLong("set"), help: ArgumentHelp("A session setting for every composition (repeat it).", valueName: "name=value"))
    var settings: [String] = []
}

struct DiffExports: OneShotCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two JSON exports and print what changed in the app's navigation.",
        discussion: """
        OLD and NEW are catalog.json files or export directories (from main and from a pull request). Prints screens added \
        and removed, parameter changes (breaking ones flagged), and the hierarchy changes of each example. Exit status: 0 \
        when nothing changed, 1 when something did, 2 when an input is not an export.
        """)

    @Argument(help: "The export before (a catalog.json, or a directory holding one).")
    var old: String

    @Argument(help: "The export after.")
    var new: String

    @Flag(name: .long, help: "Print the changes as JSON.")
    var json = false

    /// Needs no catalog: it compares two exports.
    func execute() async throws {
        try OneShot.finish(PetriMain.runDiff(self, output: OneShot.output))
    }
}

/// A format `petri export` writes.
enum ExportFormat: String, CaseIterable, ExpressibleByArgument {
    case markdown, json, mermaid, dot, html, svg

    /// The formats written when none is named: every text format (SVG needs Graphviz).
    static let text: [ExportFormat] = [.markdown, .json, .mermaid, .dot, .html]
}

/// The version `petri --version` prints.
/// petri's version.
public enum PetriVersion {
    /// The version of this petri.
    public static let current = "0.1.0"
}
