/// What an entry declares besides its id, title, group and summary — tags, examples, deep
/// links, notifications, variants and the variants' own routes — each worked out the first
/// time it is read and kept.
///
/// A registration passes these as closures (the `register` calls take them `@autoclosure`),
/// for two reasons measured on a catalog of literals:
/// - start-up: registering stores a handful of closures instead of building arrays,
///   dictionaries and examples for screens a session never lists or opens;
/// - release builds: the arrays and dictionaries an app spells at each call are compiled in
///   small closures of their own instead of inline in the function that registers a team's
///   hundred screens, whose optimisation grows faster than its length.
@MainActor
final class ScreenDeclaration {
    private var tagsSource: (@MainActor () -> [String])?
    private var examplesSource: (@MainActor () -> [ScreenExample])?
    private var deepLinksSource: (@MainActor () -> [String])?
    private var notificationsSource: (@MainActor () -> [NotificationPattern])?
    private var variantsSource: (@MainActor () -> [String])?
    private var variantRoutesSource: (@MainActor () -> [String: LazyDestination])?

    private var cachedTags: [String]?
    private var cachedExamples: [ScreenExample]?
    private var cachedDeepLinks: [String]?
    private var cachedNotifications: [NotificationPattern]?
    private var cachedVariants: [String]?
    private var cachedVariantRoutes: [String: LazyDestination]?

    init(
        tags: @escaping @MainActor () -> [String],
        examples: @escaping @MainActor () -> [ScreenExample],
        deepLinks: @escaping @MainActor () -> [String],
        notifications: @escaping @MainActor () -> [NotificationPattern],
        variants: @escaping @MainActor () -> [String],
        variantRoutes: @escaping @MainActor () -> [String: LazyDestination]
    ) {
        tagsSource = tags
        examplesSource = examples
        deepLinksSource = deepLinks
        notificationsSource = notifications
        variantsSource = variants
        variantRoutesSource = variantRoutes
    }

    var tags: [String] { Self.value(&cachedTags, from: &tagsSource) }
    var examples: [ScreenExample] { Self.value(&cachedExamples, from: &examplesSource) }
    var deepLinks: [String] { Self.value(&cachedDeepLinks, from: &deepLinksSource) }
    var notifications: [NotificationPattern] { Self.value(&cachedNotifications, from: &notificationsSource) }
    var variants: [String] { Self.value(&cachedVariants, from: &variantsSource) }
    /// The routes of the variants that place the screen differently, by variant name.
    var variantRoutes: [String: LazyDestination] { Self.value(&cachedVariantRoutes, from: &variantRoutesSource) }

    /// The kept value, or the source's, kept; the source is let go once read.
    private static func value<Value>(_ cached: inout Value?, from source: inout (@MainActor () -> Value)?) -> Value {
        if let cached { return cached }
        let value = source!()
        cached = value
        source = nil
        return value
    }
}
