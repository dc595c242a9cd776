/// Every screen an app registers with the Petri dish, with the app's navigation variants.
///
/// ```swift
/// let catalog = ScreenCatalog(name: "Shop")
/// catalog.addVariant(Variant("tabs", summary: "a tab bar") { window in
///     try window.setRootViewController(TabBarController())
/// })
/// let terms = StepAssembly(finder: ClassFinder<TermsViewController, Void>(),
///                          factory: ClosureFactory { TermsViewController() })
///     .using(GeneralAction.presentModally())
///     .from(GeneralStep.current())
///     .assemble()
/// try catalog.register(ScreenEntry(id: "shop.terms", title: "Terms", group: "Legal",
///     summary: "terms of service", context: .empty, destination: terms,
///     examples: [ScreenExample("default")],
///     location: CodeLocation(file: #fileID, line: #line)))
/// ```
@MainActor
public final class ScreenCatalog {
    /// The app's name.
    public let name: String
    /// The entries, in registration order.
    public private(set) var entries: [ScreenEntry] = []
    /// The navigation variants; the first is the default.
    public private(set) var variants: [Variant] = []
    /// The session state routes and interceptors read (login, variant, settings). A catalog
    /// captures it when it builds its routes; the ``Dish`` on this catalog uses it.
    public let session = PetriSession(variant: "")
    /// The coordinator flows, in registration order.
    public private(set) var flows: [FlowEntry] = []
    /// Where each entry's and each flow's id is in ``entries`` and ``flows``: registering and
    /// looking up by id stay constant-time, so start-up is linear in the number of screens.
    private var entryIndex: [String: Int] = [:]
    private var flowIndex: [String: Int] = [:]

    /// Registers a flow.
    /// - Throws: ``CatalogError/invalidDeclaration(id:location:reason:)`` when its id is taken.
    public func register(flow: FlowEntry) throws {
        guard flowIndex[flow.id] == nil, entryIndex[flow.id] == nil else {
            throw CatalogError.invalidDeclaration(id: flow.id, location: flow.location, reason: "the id is taken by another screen or flow")
        }
        if let problem = flow.declarationError {
            throw CatalogError.invalidDeclaration(id: flow.id, location: flow.location, reason: problem.description)
        }
        for example in flow.examples { _ = try flow.values(of: example) }
        flowIndex[flow.id] = flows.count
        flows.append(flow)
    }

    /// The flow with `id`.
    /// - Throws: ``CatalogError/unknownScreen(id:suggestions:)`` with near misses.
    public func flow(_ id: String) throws -> FlowEntry {
        guard let index = flowIndex[id] else {
            throw CatalogError.unknownScreen(id: id, suggestions: NearMiss.suggestions(for: id, among: flows.map(\.id)))
        }
        return flows[index]
    }

    /// Every entry's deep-link patterns, for ``resolve(deepLink:)``.
    let deepLinkTable = DeepLinkTable()
    /// Router-level interceptors and tasks the app installs on every router.
    public var configureRouter: @MainActor (Router) -> Void = { _ in }

    /// Creates an empty catalog.
    public init(name: String) {
        self.name = name
    }

    /// Registers a screen.
    /// - Throws: ``CatalogError/duplicateScreen(id:first:second:)`` when the id is taken, or
    ///   ``CatalogError/invalidDeclaration(id:location:reason:)`` when an example does not parse
    ///   or an id is malformed.
    public func register(_ entry: ScreenEntry) throws {
        if let index = entryIndex[entry.id] {
            throw CatalogError.duplicateScreen(id: entry.id, first: entries[index].location, second: entry.location)
        }
        guard !entry.id.isEmpty, !entry.id.contains(where: \.isWhitespace), !entry.id.contains("=") else {
            throw CatalogError.invalidDeclaration(
                id: entry.id, location: entry.location,
                reason: "an id must be one word without spaces or '=' (such as shop.product)")
        }
        if let problem = entry.declarationError {
            throw CatalogError.invalidDeclaration(id: entry.id, location: entry.location, reason: problem.description)
        }
        let names = Set(entry.parameters.map(\.name))
        var patterns: [DeepLinkPattern] = []
        for text in entry.deepLinks {
            let pattern: DeepLinkPattern
            do { pattern = try DeepLinkPattern(text) } catch {
                throw CatalogError.invalidDeclaration(id: entry.id, location: entry.location, reason: error.description)
            }
            for placeholder in pattern.parameterNames where !names.contains(placeholder) {
                throw CatalogError.invalidDeclaration(
                    id: entry.id, location: entry.location,
                    reason: "deep link \(text) names {\(placeholder)}, which is not a parameter"
                        + NearMiss.didYouMean(NearMiss.suggestions(for: placeholder, among: names.sorted()))
                        + " (parameters: \(names.sorted().joined(separator: ", ")))")
            }
            patterns.append(pattern)
        }
        for example in entry.examples {
            do {
                _ = try entry.values(parsing: example.arguments)
            } catch {
                throw CatalogError.invalidDeclaration(
                    id: entry.id, location: entry.location, reason: "example \"\(example.name)\": \(error.description)")
            }
        }
        for pattern in patterns {
            do {
                try deepLinkTable.add(pattern, entry: entry.id, parameters: entry.parameters, location: entry.location)
            } catch {
                throw CatalogError.invalidDeclaration(id: entry.id, location: entry.location, reason: error.description)
            }
        }
        entryIndex[entry.id] = entries.count
        entries.append(entry)
        sortedOrder = nil
        cachedSortedIDs = nil
    }

    /// The screen and values a deep link opens.
    /// - Throws: ``DeepLinkError``: not a URL, no screen matches (with the nearest patterns), or
    ///   a value does not convert (the parameter's own error).
    public func resolve(deepLink url: String) throws(DeepLinkError) -> DeepLinkResolution {
        try deepLinkTable.resolve(url)
    }

    /// The `{name}` placeholders of a deep-link pattern, in order.
    static func placeholders(in pattern: String) -> [String] {
        var names: [String] = []
        var current: String?
        for character in pattern {
            switch character {
            case "{": current = ""
            case "}":
                if let name = current { names.append(name) }
                current = nil
            default: current?.append(character)
            }
        }
        return names
    }

    /// Adds a navigation variant.
    public func addVariant(_ variant: Variant) {
        variants.append(variant)
    }

    /// Whether a screen is registered with `id`.
    public func contains(screen id: String) -> Bool {
        entryIndex[id] != nil
    }

    /// The entry with `id`.
    /// - Throws: ``CatalogError/unknownScreen(id:suggestions:)`` with near misses.
    public func entry(_ id: String) throws -> ScreenEntry {
        if let index = entryIndex[id] { return entries[index] }
        throw CatalogError.unknownScreen(id: id, suggestions: NearMiss.suggestions(for: id, among: entries.map(\.id)))
    }

    /// The variant named `name`.
    public func variant(_ name: String) throws -> Variant {
        if let variant = variants.first(where: { $0.name == name }) { return variant }
        let names = variants.map(\.name)
        throw CatalogError.unknownVariant(name: name, known: names, suggestions: NearMiss.suggestions(for: name, among: names))
    }

    /// The entries sorted by group, then id: the order `list` and `export` use.
    public var sortedEntries: [ScreenEntry] {
        if sortedOrder == nil {
            sortedOrder = entries.indices.sorted { (entries[$0].group, entries[$0].id) < (entries[$1].group, entries[$1].id) }
        }
        return sortedOrder!.map { entries[$0] }
    }

    /// Every entry's id, in ascending order (for completion and near misses).
    public var sortedIDs: [String] {
        if let cachedSortedIDs { return cachedSortedIDs }
        let ids = entries.map(\.id).sorted()
        cachedSortedIDs = ids
        return ids
    }

    /// The caches of ``sortedEntries`` and ``sortedIDs``, dropped when a screen is registered.
    private var sortedOrder: [Int]?
    private var cachedSortedIDs: [String]?
}
