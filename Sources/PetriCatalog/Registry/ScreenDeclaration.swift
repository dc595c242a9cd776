/// Everything a catalog entry declares, in the one object a ``ScreenEntry`` refers to: its
/// names and location, its context schema, its route, the app code that reaches it, and its
/// tags, examples, deep links, notifications, variants and variant routes — the route and the
/// lists each worked out the first time they are read, and kept.
///
/// A registration passes the lists and the route as closures (the `register` calls take them
/// `@autoclosure`), for two reasons measured on a catalog of literals:
/// - start-up: registering stores this object and a closure instead of building arrays,
///   dictionaries, examples and routes for screens a session never lists or opens, and an
///   entry is copied as one reference;
/// - release builds: the arrays and dictionaries an app spells at each call are compiled in
///   small closures of their own instead of inline in the function that registers a team's
///   hundred screens.
@MainActor
final class ScreenDeclaration {
    let id: String
    let title: String
    let group: String
    let summary: String
    let location: CodeLocation
    let schema: SchemaDeclaration
    /// How the app's own code reaches the screen, `nil` for a screen with a route (most): kept
    /// boxed, as a reference, so the screens that have none do not carry its hundred bytes.
    var reach: AppReach? { reachBox?.reach }
    private let reachBox: ReachBox?

    // Each source is read once and each value kept, on the main actor, only through
    // `value(_:from:)`: the runtime's exclusivity checks on a class's stored properties cost
    // eight calls per registration, which a catalog of literals pays ten thousand times.
    @exclusivity(unchecked) private var routeSource: (@MainActor () -> LazyDestination.Assembled)?
    @exclusivity(unchecked) private var tagsSource: (@MainActor () -> [String])?
    @exclusivity(unchecked) private var examplesSource: (@MainActor () -> [ScreenExample])?
    @exclusivity(unchecked) private var deepLinksSource: (@MainActor () -> [String])?
    @exclusivity(unchecked) private var notificationsSource: (@MainActor () -> [NotificationPattern])?
    @exclusivity(unchecked) private var variantsSource: (@MainActor () -> [String])?
    @exclusivity(unchecked) private var variantRoutesSource: (@MainActor () -> [String: LazyDestination])?

    /// The values read so far, in an object made on the first read: most entries of a big
    /// catalog are never read, and the values inline would make each declaration a third larger
    /// (the heap's pages are a good part of a big catalog's start-up).
    @exclusivity(unchecked) private var keptStorage: Kept?

    private var kept: Kept {
        if let keptStorage { return keptStorage }
        let kept = Kept()
        keptStorage = kept
        return kept
    }

    private final class Kept {
        @exclusivity(unchecked) var route: LazyDestination.Assembled?
        @exclusivity(unchecked) var tags: [String]?
        @exclusivity(unchecked) var examples: [ScreenExample]?
        @exclusivity(unchecked) var deepLinks: [String]?
        @exclusivity(unchecked) var notifications: [NotificationPattern]?
        @exclusivity(unchecked) var variants: [String]?
        @exclusivity(unchecked) var variantRoutes: [String: LazyDestination]?
    }

    private final class ReachBox {
        let reach: AppReach
        init(_ reach: AppReach) { self.reach = reach }
    }

    /// - Parameters:
    ///   - route: assembles the route; `nil` for an entry the app's code reaches (`reach`).
    ///   - variantRoutes: the routes of the variants that place the screen differently; `nil`
    ///     when there are none (most entries), which stores nothing.
    init(
        id: String, title: String, group: String, summary: String, location: CodeLocation,
        schema: SchemaDeclaration, route: (@MainActor () -> LazyDestination.Assembled)?, reach: AppReach?,
        tags: @escaping @MainActor () -> [String],
        examples: @escaping @MainActor () -> [ScreenExample],
        deepLinks: @escaping @MainActor () -> [String],
        notifications: @escaping @MainActor () -> [NotificationPattern],
        variants: @escaping @MainActor () -> [String],
        variantRoutes: (@MainActor () -> [String: LazyDestination])?
    ) {
        self.id = id
        self.title = title
        self.group = group
        self.summary = summary
        self.location = location
        self.schema = schema
        reachBox = reach.map(ReachBox.init)
        routeSource = route
        tagsSource = tags
        examplesSource = examples
        deepLinksSource = deepLinks
        notificationsSource = notifications
        variantsSource = variants
        variantRoutesSource = variantRoutes
    }

    /// The route, assembled now if it was not yet; `nil` when the app's code reaches the screen.
    var route: LazyDestination.Assembled? {
        guard routeSource != nil || keptStorage?.route != nil else { return nil }
        return Self.value(&kept.route, from: &routeSource)
    }

    var tags: [String] { Self.value(&kept.tags, from: &tagsSource) }
    var examples: [ScreenExample] { Self.value(&kept.examples, from: &examplesSource) }
    var deepLinks: [String] { Self.value(&kept.deepLinks, from: &deepLinksSource) }
    var notifications: [NotificationPattern] { Self.value(&kept.notifications, from: &notificationsSource) }
    var variants: [String] { Self.value(&kept.variants, from: &variantsSource) }
    /// The routes of the variants that place the screen differently, by variant name; empty,
    /// with nothing stored, for the screens that have none.
    var variantRoutes: [String: LazyDestination] {
        guard variantRoutesSource != nil || keptStorage?.variantRoutes != nil else { return [:] }
        return Self.value(&kept.variantRoutes, from: &variantRoutesSource)
    }

    /// The kept value, or the source's, kept; the source is let go once read.
    private static func value<Value>(_ cached: inout Value?, from source: inout (@MainActor () -> Value)?) -> Value {
        if let cached { return cached }
        let value = source!()
        cached = value
        source = nil
        return value
    }
}
