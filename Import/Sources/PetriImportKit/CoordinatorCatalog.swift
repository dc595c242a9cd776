import Foundation

/// The starter catalog of a coordinator app, one without a RouteComposer configuration: each
/// view controller stand-in as a screen (the window's root, built by its class), and each
/// coordinator's `start()` as a flow. A coordinator whose initialiser needs what the import
/// cannot give (the app's container, its services) is written commented out, with a
/// `TODO(petri import):` saying what it needs. Sorted by id, so the file depends only on the
/// sources.
struct CoordinatorCatalog {
    let model: AppModel
    let discovery: NavigationDiscovery
    let navigationFiles: Set<String>
    /// The view controllers that have a stand-in.
    let standIns: Set<String>
    /// The app's protocols that have an inert conformer: a coordinator taking one is given it.
    var inertConformers: Set<String> = []

    /// An entry written, by id.
    private(set) var screens: [String] = []
    private(set) var flows: [String] = []
    /// Flows written commented out, with what they need.
    private(set) var todos: [(id: String, why: String)] = []
    /// Classes left out, with why.
    private(set) var skipped: [(name: String, why: String)] = []

    /// Folders that say nothing about a screen's place in the app.
    static let neutralFolders: Set<String> = [
        "Sources", "Source", "App", "Application", "Scenes", "Scenarios", "Screens", "Features", "Modules",
        "ViewControllers",
        "Controllers", "Views", "Coordinators", "Coordinator", "Flows", "Navigation", "UI", "Presentation", "Helpers",
        "Utils",
        "Supporting Files",
    ]

    /// A file's place in the catalog: `Scenarios/Feed/ViewControllers/X.swift` gives `Feed`.
    static func group(of path: String) -> [String] {
        let folders = path.split(separator: "/").dropLast().map(String.init).filter { !neutralFolders.contains($0) }
        return folders.isEmpty ? ["App"] : folders
    }

    /// `saved-movies` for "Saved  Movies": lowercased words joined by one dash, no other
    /// characters (an id is one word without spaces or `=`).
    static func slug(_ text: String) -> String {
        text.lowercased().split { !($0.isLetter || $0.isNumber) }.joined(separator: "-")
    }

    private static func id(_ group: [String], _ title: String) -> String {
        (group.map { slug(TypeNames.title(of: $0)) } + [slug(title)]).joined(separator: ".")
    }

    mutating func file(storyboards: Bool) -> GeneratedFile {
        var entries: [(id: String, lines: [String])] = []
        var used: Set<String> = []
        func unique(_ id: String, _ name: String) -> String {
            let id = used.contains(id) ? id + "-" + Self.slug(name) : id
            used.insert(id)
            return id
        }
        for name in standIns.sorted() {
            guard let declaration = model.viewControllers[name] else { continue }
            if discovery.genericTypes.contains(name) {
                skipped.append((name, "a generic class: register it with its type's arguments"))
                continue
            }
            let group = Self.group(of: declaration.place.file)
            let title = TypeNames.title(of: name)
            let id = unique(Self.id(group, title), name)
            entries.append(
                (
                    id,
                    [
                        "        try catalog.register(\(StandInWriter.literal(id)), title: \(StandInWriter.literal(title)), "
                            + "group: \(StandInWriter.literal(group.map(TypeNames.title(of:)).joined(separator: "/"))),",
                        "                             summary: \(StandInWriter.literal("the app's \(name) (\(declaration.place)), as the window's root")),",
                        "                             route: PetriStepAssembly<\(name), Void>.screen(\(name).self) { \(name)(nibName: nil, bundle: nil) }.replacingRoot())",
                    ]
                ))
            screens.append(id)
        }
        for coordinator in coordinators() {
            let group = Self.group(of: coordinator.place.file)
            var base = coordinator.name
            for suffix in ["Coordinator", "Flow", "Router"] where base.hasSuffix(suffix) && base.count > suffix.count {
                base = String(base.dropLast(suffix.count))
                break
            }
            let title = TypeNames.title(of: base)
            let id = unique("flow." + Self.id(group, title), coordinator.name)
            let (body, needs) = start(of: coordinator)
            var lines =
                [
                    "        try catalog.register(flow: FlowEntry(",
                    "            id: \(StandInWriter.literal(id)), title: \(StandInWriter.literal(title)), "
                        + "group: \(StandInWriter.literal(group.map(TypeNames.title(of:)).joined(separator: "/"))), "
                        + "summary: \(StandInWriter.literal("\(coordinator.name).start()")),",
                    "            location: CodeLocation(file: \(StandInWriter.literal(coordinator.place.file)), line: \(coordinator.place.line))",
                    "        ) { window, _ in",
                ] + body.map { "            " + $0 } + [
                    "            let flow = ImportedFlow(coordinator) { coordinator.\(startCall(of: coordinator)) }",
                    "            flow.start()",
                    "            return flow",
                    "        })",
                ]
            if let needs {
                lines = ["        // TODO(petri import): \(needs)"] + lines.map { "        // " + $0.dropFirst(8) }
                todos.append((id, needs))
            } else {
                flows.append(id)
            }
            entries.append((id, lines))
        }
        var lines = [
            "// Generated by petri import: a starting point for the app's catalog, for the team to edit.",
            "import PetriDish", "",
            "/// The app's view controllers as screens, each the window's root, and its coordinators' flows.",
            "@MainActor",
            "enum ImportedCatalog {",
            "    /// Registers the app's screens and flows in `catalog`.",
            "    static func register(in catalog: ScreenCatalog) throws {",
        ]
        if storyboards { lines.append("        Storyboards.register()") }
        for entry in entries.sorted(by: { $0.id < $1.id }) { lines += entry.lines }
        lines += [
            "    }", "}", "",
            "/// One of the app's coordinators as a petri flow: starting the flow starts the app's",
            "/// coordinator, which the flow holds while it runs, so the audit follows what it shows.",
            "final class ImportedFlow: PetriCoordinators.Coordinator {",
            "    private let coordinator: Any",
            "    private let startCoordinator: @MainActor () -> Void",
            "",
            "    init(_ coordinator: Any, start: @escaping @MainActor () -> Void) {",
            "        self.coordinator = coordinator",
            "        startCoordinator = start",
            "        super.init()",
            "    }",
            "",
            "    override var name: String { String(describing: type(of: coordinator)) }",
            "",
            "    override func startFlow() {",
            "        startCoordinator()",
            "    }",
            "}",
        ]
        return GeneratedFile(path: "ImportedCatalog.swift", text: lines.joined(separator: "\n") + "\n")
    }

    /// The app's coordinators: classes of the navigation files, not view controllers, named
    /// `…Coordinator` (or `…Flow`, `…Router`) or conforming to a coordinator protocol, with a
    /// `start()`; a base class of other coordinators is left out.
    private mutating func coordinators() -> [ClassDeclaration] {
        let classes = model.declarations.classes.filter {
            navigationFiles.contains($0.place.file) && model.viewControllers[$0.name] == nil
        }
        let byName = Dictionary(classes.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        func isCoordinator(_ declaration: ClassDeclaration) -> Bool {
            NavigationDiscovery.hasNavigationName(declaration.name)
                || declaration.inherited.contains(where: NavigationDiscovery.isCoordinatorProtocol)
                || declaration.inherited.first.flatMap { byName[$0] }.map(isCoordinator) == true
        }
        let coordinators = classes.filter(isCoordinator)
        let bases = Set(coordinators.compactMap(\.inherited.first))
        var result: [ClassDeclaration] = []
        var seen: Set<String> = []
        for coordinator in coordinators.sorted(by: { ($0.name, $0.place) < ($1.name, $1.place) }) {
            if !seen.insert(coordinator.name).inserted {
                skipped.append(
                    (
                        coordinator.name,
                        "declared again at \(coordinator.place): is one of the files outside the app's target? (--exclude it)"
                    ))
            } else if bases.contains(coordinator.name) {
                skipped.append((coordinator.name, "the base class of other coordinators"))
            } else if discovery.genericTypes.contains(coordinator.name) {
                skipped.append((coordinator.name, "a generic class: register it with its type's arguments"))
            } else if !chain(of: coordinator, byName).contains(where: { $0.methods["start()"] != nil })
                && !chain(of: coordinator, byName).contains(where: {
                    $0.inherited.contains(where: NavigationDiscovery.isCoordinatorProtocol)
                })
            {
                skipped.append((coordinator.name, "no start()"))
            } else {
                result.append(coordinator)
            }
        }
        return result
    }

    /// The class and its app superclasses, nearest first.
    private func chain(of declaration: ClassDeclaration, _ byName: [String: ClassDeclaration]) -> [ClassDeclaration] {
        var chain = [declaration]
        while let base = chain.last?.inherited.first, let next = byName[base],
            !chain.contains(where: { $0.name == next.name })
        {
            chain.append(next)
        }
        return chain
    }

    /// How the flow starts `coordinator`: `start()`, unless the `start()` it has is a base
    /// class's that only stops (`fatalError("Start method should be implemented")`) and the
    /// chain has a `start` whose parameters all have defaults, which subclasses are started
    /// with (`start(coordinatorMode: .push)`).
    func startCall(of coordinator: ClassDeclaration) -> String {
        let byName = Dictionary(
            model.declarations.classes.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let chain = chain(of: coordinator, byName)
        let plain = chain.lazy.compactMap {
            $0.members.first { $0.kind == .method && $0.name == "start" && $0.parameters.isEmpty }
        }.first
        guard let plain, Self.onlyStops(plain.text) else { return "start()" }
        for declaration in chain {
            for member in declaration.members
            where member.kind == .method && member.name == "start" && !member.parameters.isEmpty {
                let defaults = Self.defaults(of: member.head)
                guard defaults.count == member.parameters.count, !defaults.contains(nil) else { continue }
                let arguments = zip(member.parameters, defaults).map { parameter, value in
                    parameter.label == "_" ? value! : "\(parameter.label): \(value!)"
                }
                return "start(\(arguments.joined(separator: ", ")))"
            }
        }
        return "start()"
    }

    /// Whether a method's text does nothing but stop: its body is one `fatalError(…)` or
    /// `preconditionFailure(…)`.
    static func onlyStops(_ text: String) -> Bool {
        guard let open = text.firstIndex(of: "{") else { return false }
        let body = text[text.index(after: open)...].dropLast().trimmingCharacters(in: .whitespacesAndNewlines)
        return (body.hasPrefix("fatalError(") || body.hasPrefix("preconditionFailure(")) && !body.contains("\n")
    }

    /// The default value of each parameter in a function's head, as written (`nil` for none).
    static func defaults(of head: String) -> [String?] {
        guard let open = head.firstIndex(of: "("), let close = head.lastIndex(of: ")"), open < close else { return [] }
        var parts: [String] = []
        var depth = 0
        var current = ""
        for character in head[head.index(after: open)..<close] {
            if "([<".contains(character) { depth += 1 } else if ")]>".contains(character) { depth -= 1 }
            if character == ",", depth == 0 { parts.append(current); current = "" } else { current.append(character) }
        }
        if !current.trimmingCharacters(in: .whitespaces).isEmpty { parts.append(current) }
        return parts.map { part in
            guard let equals = part.firstIndex(of: "=") else { return nil }
            return part[part.index(after: equals)...].trimmingCharacters(in: .whitespaces)
        }
    }

    /// The statements that build `coordinator` on the flow's window, and what they need that the
    /// import cannot give, if anything.
    private func start(of coordinator: ClassDeclaration) -> ([String], String?) {
        let byName = Dictionary(
            model.declarations.classes.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        // Its own initialisers, or else those it inherits from the app's classes.
        let initializers =
            chain(of: coordinator, byName).lazy.map { $0.initializers.filter { !$0.isUIKits } }.first { !$0.isEmpty }
            ?? []
        guard !initializers.isEmpty else {
            return (["let coordinator = \(coordinator.name)()"], nil)
        }
        var best: (lines: [String], missing: [String])?
        for initializer in initializers where initializer.access != "private" && initializer.access != "fileprivate" {
            var setup: [String] = []
            var arguments: [String] = []
            var missing: [String] = []
            for parameter in initializer.parameters where !parameter.text.contains("=") {
                let value: String
                let type = parameter.type.trimmingCharacters(in: CharacterSet(charactersIn: "?! "))
                if type == "UIWindow" {
                    value = "window"
                } else if type == "UINavigationController" || type == "UIViewController"
                    || model.uikitAncestor[type] == "UINavigationController" && model.viewControllers[type] != nil
                {
                    let container = type == "UIViewController" ? "UINavigationController" : type
                    if setup.isEmpty {
                        setup = [
                            "let navigationController = \(container)(nibName: nil, bundle: nil)",
                            "try window.petri.setRootViewController(navigationController)",
                        ]
                    }
                    value = "navigationController"
                } else if model.viewControllers[type] == nil,
                    model.declarations.classes.contains(where: { $0.name == type }),
                    !discovery.genericTypes.contains(type)
                {
                    // An app class that is not a view controller (a dependency container, a
                    // service) becomes an opaque stand-in, which can be made with `init()`.
                    value = "\(type)()"
                } else if inertConformers.contains(type) {
                    // One of the app's protocols (a service, a delegate): its inert conformer.
                    value = "\(InertConformers.name(of: type))()"
                } else {
                    value = "<#\(parameter.type)#>"
                    missing.append("\(parameter.name): \(parameter.type)")
                }
                arguments.append(parameter.label == "_" ? value : "\(parameter.label): \(value)")
            }
            let lines = setup + ["let coordinator = \(coordinator.name)(\(arguments.joined(separator: ", ")))"]
            if best == nil || missing.count < best!.missing.count { best = (lines, missing) }
        }
        guard let best else {
            return (["let coordinator = \(coordinator.name)()"], "\(coordinator.name) has only private initialisers")
        }
        let needs =
            best.missing.isEmpty
            ? nil
            : "\(coordinator.name)'s initialiser needs \(best.missing.joined(separator: ", ")), which petri import cannot supply: give the app's values"
        return (best.lines, needs)
    }

    /// The report's section.
    var reportLines: [String] {
        var lines = [
            "",
            "## Catalog skeleton (\(screens.count) screen\(screens.count == 1 ? "" : "s"), \(flows.count) flow\(flows.count == 1 ? "" : "s")"
                + ", \(todos.count) commented out with a TODO)", "",
        ]
        lines.append(
            "The app has no RouteComposer configuration: each view controller stand-in is a screen, the window's root, "
                + "and each coordinator's `start()` a flow.")
        lines.append("")
        for id in screens.sorted() { lines.append("- screen `\(id)`") }
        for id in flows.sorted() { lines.append("- flow `\(id)`") }
        for todo in todos.sorted(by: { $0.id < $1.id }) {
            lines.append("- commented out: flow `\(todo.id)`: \(todo.why)")
        }
        for skip in skipped { lines.append("- not registered: `\(skip.name)`: \(skip.why)") }
        return lines
    }
}
