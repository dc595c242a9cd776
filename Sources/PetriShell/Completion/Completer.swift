import PetriDish
import PetriSupport

/// Tab completion for the REPL: a pure function of the line and the cursor, given what the
/// catalog and the hierarchy offer. Completes command names, flags, screen ids, `name=`
/// parameter names and example names, parameter values (enum choices, presets, booleans),
/// variant names and tab names.
struct Completer {
    /// What one command accepts.
    struct CommandInfo {
        var name: String
        var arguments: ArgumentKind
        var flags: [String]
        /// The options that take a value (`--window NAME`).
        var valueOptions: [ValueOption] = []
    }

    /// What one screen (or flow) accepts after its id.
    struct ScreenInfo {
        var id: String
        var parameters: [ContextParameter]
        var examples: [String]
    }

    /// Screens by id, sorted, with what each accepts looked up only for the screen being
    /// completed: building a completer costs nothing at 10,000 screens, and a prefix is found
    /// by binary search.
    struct ScreenDirectory {
        /// Every id, in ascending order: sorted on the first completion, not at every prompt.
        var ids: [String] { sortedIDs() }
        private let sortedIDs: () -> [String]
        private let lookup: (String) -> ScreenInfo?

        /// A directory of `screens` (in any order).
        init(_ screens: [ScreenInfo]) {
            let ids = screens.map(\.id).sorted()
            sortedIDs = { ids }
            var byID: [String: ScreenInfo] = [:]
            for screen in screens { byID[screen.id] = screen }
            lookup = { byID[$0] }
        }

        /// The directory of a catalog's screens.
        @MainActor
        init(catalog: ScreenCatalog) {
            sortedIDs = { MainActor.assumeIsolated { catalog.sortedIDs } }
            lookup = { id in
                MainActor.assumeIsolated {
                    guard let entry = try? catalog.entry(id) else { return nil }
                    return ScreenInfo(id: entry.id, parameters: entry.parameters, examples: entry.examples.map(\.name))
                }
            }
        }

        /// What the screen `id` accepts, or `nil` when there is none.
        func screen(_ id: String) -> ScreenInfo? { lookup(id) }

        /// The ids that start with `prefix`, in order.
        func ids(withPrefix prefix: String) -> [String] {
            let ids = ids
            guard !prefix.isEmpty else { return ids }
            // The first id not below the prefix; every match follows it contiguously.
            var low = 0, high = ids.count
            while low < high {
                let middle = (low + high) / 2
                if ids[middle] < prefix { low = middle + 1 } else { high = middle }
            }
            var matches: [String] = []
            while low < ids.count, ids[low].hasPrefix(prefix) {
                matches.append(ids[low])
                low += 1
            }
            return matches
        }
    }

    var commands: [CommandInfo]
    var screens: ScreenDirectory
    var variants: [String]
    var tabs: [String]
    /// The catalog's flows, with what each accepts after its id.
    var flows: [ScreenInfo] = []
    /// The events the visible screens send.
    var events: [String] = []
    /// The shown windows' names, frontmost first.
    var windows: [String] = []
    /// Where file and folder names come from.
    var files = FileNameCompletion.here

    /// The completer for the shell's current state.
    @MainActor
    init(shell: Shell) {
        commands = shell.commands.flatMap { command in
            ([command.name] + command.aliases).map {
                CommandInfo(
                    name: $0, arguments: command.arguments, flags: command.flags, valueOptions: command.valueOptions)
            }
        }
        screens = ScreenDirectory(catalog: shell.dish.catalog)
        variants = shell.dish.catalog.variants.map(\.name)
        tabs = shell.dish.visibleTabs.enumerated().map { index, tab in
            TabVerb.names(of: tab).first ?? String(index)
        }
        flows = shell.dish.catalog.flows.map {
            ScreenInfo(id: $0.id, parameters: $0.parameters, examples: $0.examples.map(\.name))
        }
        events = shell.dish.visibleEvents.map(\.name)
        windows = shell.dish.scene.windows.filter { !$0.isHidden }.reversed().map(\.petri.name)
    }

    init(commands: [CommandInfo], screens: [ScreenInfo], variants: [String], tabs: [String]) {
        self.init(commands: commands, screens: ScreenDirectory(screens), variants: variants, tabs: tabs)
    }

    init(commands: [CommandInfo], screens: ScreenDirectory, variants: [String], tabs: [String]) {
        self.commands = commands
        self.screens = screens
        self.variants = variants
        self.tabs = tabs
    }

    /// The completion at `cursor` (in characters) in `line`.
    func complete(line: String, cursor: Int) -> Completion {
        let before = String(line.prefix(cursor))
        guard let split = try? CommandLineWords.split(before, allowUnterminated: true) else { return .empty }
        var words = split.texts
        // The word being completed, exactly as typed before the cursor.
        let typed: String
        if split.endsWithSpace || words.isEmpty {
            typed = ""
        } else {
            let start = split.words[split.words.count - 1].start
            typed = String(before.dropFirst(start))
            words.removeLast()
        }
        let partial = split.endsWithSpace || split.words.isEmpty ? "" : split.words[split.words.count - 1].text
        // A word typed with quotes is not completed; one with backslashes only as a path's are.
        guard split.unterminatedQuote == nil, typed == partial || typed == FileNameCompletion.escaped(partial)
        else { return .empty }
        guard let commandName = words.first else {
            return Completion(word: typed, candidates: matching(commands.map(\.name), partial))
        }
        guard let command = commands.first(where: { $0.name == commandName }) else { return .empty }
        if let option = words.last.flatMap({ last in command.valueOptions.first { $0.name == last } }) {
            return Completion(word: typed, candidates: candidates(for: option.value, after: [], partial: partial))
        }
        if partial.hasPrefix("--") {
            return Completion(
                word: typed, candidates: matching(command.flags + command.valueOptions.map(\.name), partial))
        }
        // The positional arguments: neither flags nor the values of options.
        var arguments: [String] = []
        var afterOption = false
        for word in words.dropFirst() {
            defer { afterOption = command.valueOptions.contains { $0.name == word } }
            if !word.hasPrefix("--"), !afterOption { arguments.append(word) }
        }
        return Completion(
            word: typed, candidates: candidates(for: command.arguments, after: arguments, partial: partial))
    }

    private func candidates(for kind: ArgumentKind, after arguments: [String], partial: String) -> [String] {
        switch kind {
        case .none, .settings, .words:
            return []
        case .command:
            return arguments.isEmpty ? matching(commands.map(\.name), partial) : []
        case .variant:
            return arguments.isEmpty ? matching(variants, partial) : []
        case .tab:
            return arguments.isEmpty ? matching(tabs, partial) : []
        case .screen:
            return arguments.isEmpty ? screens.ids(withPrefix: partial) : []
        case .flow:
            guard let id = arguments.first else { return matching(flows.map(\.id), partial) }
            guard let flow = flows.first(where: { $0.id == id }) else { return [] }
            return values(for: flow, given: Array(arguments.dropFirst()), partial: partial)
        case .event:
            return arguments.isEmpty ? matching(events, partial) : []
        case .lifecycle:
            return arguments.isEmpty ? matching(AppVerb.eventNames, partial) : []
        case .window:
            return arguments.isEmpty ? matching(windows, partial) : []
        case .screenWithValues:
            guard let id = arguments.first else { return screens.ids(withPrefix: partial) }
            guard let screen = screens.screen(id) else { return [] }
            return values(for: screen, given: Array(arguments.dropFirst()), partial: partial)
        case .file(let extensions, let several):
            guard arguments.isEmpty || several else { return [] }
            return files.candidates(for: partial, extensions: extensions, foldersOnly: false)
                .map(FileNameCompletion.escaped)
        case .directory:
            guard arguments.isEmpty else { return [] }
            return files.candidates(for: partial, extensions: [], foldersOnly: true).map(FileNameCompletion.escaped)
        }
    }

    /// After a screen id: `name=` for parameters not given yet and example names; after
    /// `name=`, that parameter's values.
    private func values(for screen: ScreenInfo, given: [String], partial: String) -> [String] {
        if let word = NameValueWord(partial) {
            let (name, value) = (word.name, word.value)
            guard let parameter = screen.parameters.first(where: { $0.name == name }) else { return [] }
            return parameter.completions(forPrefix: value).map { "\(name)=\($0)" }
        }
        let givenNames = Set(given.compactMap { NameValueWord($0)?.name })
        let names = screen.parameters.map(\.name).filter { !givenNames.contains($0) }.map { $0 + "=" }
        let examples = given.contains(where: { screen.examples.contains($0) }) ? [] : screen.examples
        return matching(names + examples, partial)
    }

    private func matching(_ candidates: [String], _ prefix: String) -> [String] {
        candidates.filter { $0.hasPrefix(prefix) }
    }
}
