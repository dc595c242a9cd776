public import PetriRouting
public import PetriHierarchy
import PetriSupport

/// Every screen an app registers with the Petri dish, with the app's navigation variants.
///
/// ```swift
/// let catalog = ScreenCatalog(name: "Shop")
/// catalog.addVariant(Variant("tabs", summary: "a tab bar") { window in
///     try window.setRootViewController(UITabBarController())
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

    /// What the deprecated `session` returns (Deprecated.swift).
    let sessionStandIn = DishSession(followingCurrent: ())
    /// The coordinator flows, in registration order.
    public private(set) var flows: [FlowEntry] = []
    /// Where each entry's and each flow's id is in ``entries`` and ``flows``: registering and
    /// looking up by id stay constant-time, so start-up is linear in the number of screens.
    private var entryIndex = ScreenIDIndex()
    private var flowIndex: [String: Int] = [:]

    /// Registers a flow.
    /// - Throws: ``CatalogError/invalidDeclaration(id:location:reason:)`` when its id is taken,
    ///   its context is malformed, or a walk written as words has a step that does not read;
    ///   ``CatalogError/invalidExample(screen:example:reason:)`` when an example's values do not
    ///   parse or it sets what is not a setting.
    public func register(flow: FlowEntry) throws {
        guard flowIndex[flow.id] == nil, entryIndex.position(of: flow.id) == nil else {
            throw CatalogError.invalidDeclaration(
                id: flow.id, location: flow.location, reason: "the id is taken by another screen or flow")
        }
        if let problem = flow.declarationError {
            throw CatalogError.invalidDeclaration(id: flow.id, location: flow.location, reason: problem.description)
        }
        for walk in flow.walks {
            guard let unread = walk.unreadStep else { continue }
            throw CatalogError.invalidDeclaration(
                id: flow.id, location: flow.location,
                reason:
                    "walk \(UserText.quoted(walk.name)) has a step that does not read, \(UserText.quoted(unread.text)): \(unread.error)"
            )
        }
        for example in flow.examples {
            _ = try flow.values(of: example)
            if let problem = example.settingsProblem {
                throw CatalogError.invalidExample(screen: flow.id, example: example.name, reason: problem)
            }
        }
        flowIndex[flow.id] = flows.count
        flows.append(flow)
    }

    /// The flow with `id`.
    /// - Throws: ``CatalogError/unknownFlow(id:suggestions:)`` with near misses.
    public func flow(_ id: String) throws -> FlowEntry {
        guard let index = flowIndex[id] else {
            throw CatalogError.unknownFlow(id: id, suggestions: NearMiss.suggestions(for: id, among: flows.map(\.id)))
        }
        return flows[index]
    }

    /// Router-level interceptors and tasks the app installs on every router.
    public var configureRouter: @MainActor (PetriRouter) -> Void = { _ in }
    /// Wraps the router every navigation of a ``Dish`` goes through in the app's decorator
    /// (``Navigating``): analytics, a failing router in tests. The identity by default.
    public var decorateRouter: @MainActor (any Navigating) -> any Navigating = { $0 }

    /// The oldest iOS the app supports (its deployment target), which the dish behaves as:
    /// for iOS 12, a view controller presented without a style is shown full screen, as the app's
    /// code expects there. `nil` (the default) behaves as current iOS (``IOSVersion/current``),
    /// where such a presentation is a page sheet.
    public var deploymentTarget: IOSVersion?

    /// The iOS the dish's scenes behave as: the deployment target, or current iOS.
    public var systemVersion: IOSVersion { deploymentTarget ?? .current }

    /// Creates an empty catalog.
    public init(name: String) {
        self.name = name
    }

    /// Registers a screen.
    ///
    /// Registering is cheap at any scale: it checks the id and stores the entry. What an entry
    /// declares — its context, examples and deep links — is validated the first time the
    /// entry is used, and by ``validate()`` (which `petri check` runs): a broken entry breaks
    /// only itself, with an error that names where it was registered, instead of stopping a
    /// catalog of thousands of screens from launching.
    /// - Throws: ``CatalogError/duplicateScreen(id:first:second:)`` when the id is taken, or
    ///   ``CatalogError/invalidDeclaration(id:location:reason:)`` when the id is malformed or
    ///   a ``ScreenCheck`` has no description.
    public func register(_ entry: ScreenEntry) throws {
        // A malformed id is never in the index, so it is refused before the id is added to it
        // (hashed once, on the way in).
        guard Self.isWellFormed(id: entry.id) else {
            throw CatalogError.invalidDeclaration(
                id: entry.id, location: entry.location,
                reason: "an id must be one word without spaces or '=' (such as shop.product)")
        }
        if let reach = entry.reach, let check = reach.screenCheck, check.allSatisfy(\.isWhitespace) {
            throw CatalogError.invalidDeclaration(
                id: entry.id, location: entry.location,
                reason: "the screen check's description is empty: say what it expects of the \(reach.screenType), "
                    + "as messages name it (ScreenCheck(\"a contact's card is on top\") { … })")
        }
        if let index = entryIndex.append(entry.id) {
            throw CatalogError.duplicateScreen(id: entry.id, first: entries[index].location, second: entry.location)
        }
        entries.append(entry)
        sortedOrder = nil
        cachedSortedIDs = nil
        searchIndex = nil
        builtDeepLinkTable = nil
        builtNotificationTable = nil
        problems = [:]
    }

    /// Whether `id` is one word without whitespace or `=`: ASCII ids are checked byte by byte.
    private nonisolated static func isWellFormed(id: String) -> Bool {
        guard !id.isEmpty else { return false }
        let ascii = id.utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
            for byte in bytes {
                switch byte {
                case UInt8(ascii: "="), UInt8(ascii: " "), 0x09...0x0D: return false
                case 0x80...: return nil
                default: continue
                }
            }
            return true
        }
        if let ascii, let wellFormed = ascii { return wellFormed }
        return !id.contains(where: \.isWhitespace) && !id.contains("=")
    }

    /// What is wrong with `entry`'s declaration, or `nil`: its context schema, each deep-link
    /// pattern (it parses, and names only parameters), each example (it parses), and a deep
    /// link that overlaps an earlier entry's. Worked out once per entry.
    public func problem(of entry: ScreenEntry) -> CatalogError? {
        if let known = problems[entry.id] { return known }
        var problem = localProblem(of: entry)
        let names = variants.map(\.name)
        if problem == nil, let unknown = entry.variantsWithOwnRoute.first(where: { !names.contains($0) }) {
            problem = CatalogError.invalidDeclaration(
                id: entry.id, location: entry.location,
                reason: "it has a route for the variant \(UserText.quoted(unknown)), which the catalog does not have"
                    + NearMiss.didYouMean(NearMiss.suggestions(for: unknown, among: names))
                    + " (variants: \(names.joined(separator: ", ")))")
        }
        if problem == nil, !entry.deepLinks.isEmpty {
            problem = deepLinkTable.conflicts[entry.id]
        }
        if problem == nil, !entry.notifications.isEmpty {
            problem = notificationTable.conflicts[entry.id]
        }
        problems[entry.id] = .some(problem)
        return problem
    }

    /// Every entry's declaration problem, in registration order: an empty list means every
    /// entry composes as declared (whether its route succeeds is `petri check`'s business).
    public func validate() -> [CatalogError] {
        entries.compactMap(problem(of:))
    }

    /// The problems worked out so far, by entry id (`.some(nil)`: none).
    private var problems: [String: CatalogError?] = [:]
    /// The problems of each entry that need nothing but the entry itself, worked out once:
    /// the deep-link table and ``problem(of:)`` both ask. Registering does not change them.
    private var localProblems: [String: CatalogError?] = [:]

    /// The problems of `entry` that need nothing but the entry itself.
    private func localProblem(of entry: ScreenEntry) -> CatalogError? {
        if let known = localProblems[entry.id] { return known }
        let problem = Self.declarationProblem(of: entry)
        localProblems[entry.id] = .some(problem)
        return problem
    }

    private static func declarationProblem(of entry: ScreenEntry) -> CatalogError? {
        func invalid(_ reason: String) -> CatalogError {
            CatalogError.invalidDeclaration(id: entry.id, location: entry.location, reason: reason)
        }
        if let problem = entry.declarationError { return invalid(problem.description) }
        let names = Set(entry.parameters.map(\.name))
        for text in entry.deepLinks {
            let pattern: DeepLinkPattern
            do { pattern = try DeepLinkPattern(text) } catch { return invalid(error.description) }
            for placeholder in pattern.parameterNames where !names.contains(placeholder) {
                return invalid(
                    "deep link \(text) names {\(placeholder)}, which is not a parameter"
                        + NearMiss.didYouMean(NearMiss.suggestions(for: placeholder, among: names.sorted()))
                        + " (parameters: \(names.sorted().joined(separator: ", ")))")
            }
        }
        for pattern in entry.notifications {
            if pattern.items.isEmpty { return invalid("a notification pattern needs at least one key") }
            for placeholder in pattern.parameterNames where !names.contains(placeholder) {
                return invalid(
                    "notification \(pattern) names {\(placeholder)}, which is not a parameter"
                        + NearMiss.didYouMean(NearMiss.suggestions(for: placeholder, among: names.sorted()))
                        + " (parameters: \(names.sorted().joined(separator: ", ")))")
            }
        }
        for example in entry.examples {
            do {
                _ = try entry.values(parsing: example.arguments)
            } catch {
                return invalid("example \"\(example.name)\": \(error.description)")
            }
            if let problem = example.settingsProblem { return invalid("example \"\(example.name)\": \(problem)") }
        }
        return nil
    }

    /// Every well-declared entry's deep-link patterns, for ``resolve(deepLink:)``: built the
    /// first time a link is resolved or an entry with deep links is validated.
    var deepLinkTable: DeepLinkTable {
        if let builtDeepLinkTable { return builtDeepLinkTable }
        let table = DeepLinkTable()
        // In the order of the entries' ids, not of registration: which of two overlapping
        // patterns is refused, which candidate is tried first and every message are the same
        // however the app's teams order their registrations.
        table.conflicts = tabling({ $0.deepLinks.sorted().compactMap { try? DeepLinkPattern($0) } }) { pattern, entry in
            try table.add(pattern, entry: entry.id, parameters: entry.parameters, location: entry.location)
        }
        builtDeepLinkTable = table
        return table
    }

    private var builtDeepLinkTable: DeepLinkTable?

    /// Adds the `patterns` of every well-declared entry with `add`, in the order of the entries'
    /// ids — not of registration, so which of two clashing patterns is refused, which candidate
    /// is tried first and every message are the same however the teams order their
    /// registrations.
    /// - Returns: the entries whose pattern clashed with an earlier one, with the error.
    private func tabling<Pattern>(
        _ patterns: (ScreenEntry) -> [Pattern], add: (Pattern, ScreenEntry) throws -> Void
    ) -> [String: CatalogError] {
        var conflicts: [String: CatalogError] = [:]
        // Only the entries that declare some, so a big catalog's other entries stay unexamined.
        let declaring = entries.compactMap { entry -> (entry: ScreenEntry, patterns: [Pattern])? in
            let declared = patterns(entry)
            return declared.isEmpty ? nil : (entry, declared)
        }
        for (entry, declared) in declaring.sorted(by: { $0.entry.id < $1.entry.id })
        where localProblem(of: entry) == nil {
            for pattern in declared {
                do {
                    try add(pattern, entry)
                } catch {
                    conflicts[entry.id] = CatalogError.invalidDeclaration(
                        id: entry.id, location: entry.location, reason: String(describing: error))
                    break
                }
            }
        }
        return conflicts
    }

    /// Every well-declared entry's notification patterns, for ``resolve(notification:)``.
    var notificationTable: NotificationTable {
        if let builtNotificationTable { return builtNotificationTable }
        let table = NotificationTable()
        table.conflicts = tabling(\.notifications) { pattern, entry in
            try table.add(pattern, entry: entry.id, parameters: entry.parameters)
        }
        builtNotificationTable = table
        return table
    }

    private var builtNotificationTable: NotificationTable?

    /// The screen and values a notification opens, from its payload (the `userInfo`
    /// dictionary) as JSON.
    /// - Throws: ``NotificationError``: not a JSON object, no screen matches (with the nearest
    ///   patterns and what each lacks), or a value has the wrong type.
    public func resolve(notification payload: String) throws(NotificationError) -> NotificationResolution {
        try notificationTable.resolve(payload)
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
        entryIndex.position(of: id) != nil
    }

    /// The entry with `id`.
    /// - Throws: ``CatalogError/unknownScreen(id:suggestions:)`` with near misses.
    public func entry(_ id: String) throws -> ScreenEntry {
        if let index = entryIndex.position(of: id) { return entries[index] }
        throw CatalogError.unknownScreen(id: id, suggestions: NearMiss.suggestions(for: id, among: entries.map(\.id)))
    }

    /// The variant named `name`.
    public func variant(_ name: String) throws -> Variant {
        if let variant = variants.first(where: { $0.name == name }) { return variant }
        let names = variants.map(\.name)
        throw CatalogError.unknownVariant(
            name: name, known: names, suggestions: NearMiss.suggestions(for: name, among: names))
    }

    /// The entries sorted by group, then id: the order `list` and `export` use.
    public var sortedEntries: [ScreenEntry] {
        if sortedOrder == nil {
            sortedOrder = entries.indices.sorted {
                (entries[$0].group, entries[$0].id) < (entries[$1].group, entries[$1].id)
            }
        }
        return sortedOrder!.map { entries[$0] }
    }

    /// Every entry's id, in ascending order (for completion and near misses).
    package var sortedIDs: [String] {
        if let cachedSortedIDs { return cachedSortedIDs }
        let ids = entries.map(\.id).sorted()
        cachedSortedIDs = ids
        return ids
    }

    /// The caches of ``sortedEntries`` and ``sortedIDs``, dropped when a screen is registered.
    private var sortedOrder: [Int]?
    private var cachedSortedIDs: [String]?
    /// What ``search(_:)`` compares, entry by entry in ``sortedEntries`` order; dropped when a
    /// screen is registered.
    private var searchIndex: [(entry: ScreenEntry, key: CatalogSearch.Key)]?

    /// The entries matching every word of `query`, best first (see ``CatalogSearch``): what
    /// `find`, `list <query>` and `check <query>` show. The words of every entry are worked out
    /// on the first search and kept.
    public func search(_ query: String) -> [CatalogSearch.Match] {
        if searchIndex == nil { searchIndex = sortedEntries.map { ($0, CatalogSearch.Key($0)) } }
        return CatalogSearch.search(query, in: searchIndex!)
    }
}
