public import PetriRouting

/// The `register` calls whose id, title, group and summary are spelled as string literals — how
/// an app writes its catalog — take them as `StaticString`s, and so does the location's file.
///
/// Nothing changes in how the call is written: Swift picks these overloads whenever every one of
/// those arguments is a literal, and the `String` ones when one is computed or interpolated
/// (`"screen \(n)"`).
///
/// Why: a release build (`-O`) compiles a `String` literal passed to a function into code that
/// builds the string, and the optimiser's time on a function that registers a team's hundred
/// screens grows faster than its length with the number of such strings (a tenth of a second per
/// hundred calls at a hundred, twice that per hundred at two hundred). A `StaticString` is a
/// pointer and a length: the same function then optimises in a small fraction of the time
/// (`Benchmarks/README.md` gives the release build times of two catalogs of 10,000 screens).
///
/// ```swift
/// try catalog.register("shop.cart", title: "Cart", group: "Shop/Cart", route: routes.cart)   // literals
/// try catalog.register(id, title: "Cart \(n)", group: "Shop/Cart", route: routes.cart)     // computed
/// ```
extension ScreenCatalog {
    /// Registers a screen whose context is a `Decodable` type, its id, title, group and summary
    /// spelled as literals (the `String` form describes the parameters).
    /// - Returns: the entry registered.
    /// - Throws: what ``register(_:)`` throws.
    @discardableResult
    public func register<VC, Context: Decodable & SendableMetatype>(
        _ id: StaticString, title: StaticString, group: StaticString, summary: StaticString = "",
        tags: @autoclosure @escaping @MainActor () -> [String] = [],
        route: @autoclosure @escaping @MainActor () -> PetriDestinationStep<VC, Context>,
        details: [String: ParameterDetails] = [:],
        examples: @autoclosure @escaping @MainActor () -> [ScreenExample] = [],
        deepLinks: @autoclosure @escaping @MainActor () -> [String] = [],
        notifications: @autoclosure @escaping @MainActor () -> [NotificationPattern] = [],
        variants: @autoclosure @escaping @MainActor () -> [String] = [],
        routes variantRoutes: @autoclosure @escaping @MainActor () -> [String: PetriDestinationStep<VC, Context>]? =
            nil,
        file: StaticString = #fileID, line: Int = #line
    ) throws -> ScreenEntry {
        let entry = ScreenEntry(
            id: id.text, title: title.text, group: group.text, summary: summary.text, tags: tags,
            context: ContextSchema(decoding: Context.self, details: details), destination: route,
            examples: examples, deepLinks: deepLinks, notifications: notifications, variants: variants,
            variantDestinations: { variantRoutes() ?? [:] },
            location: CodeLocation(file: file.text, line: line))
        try register(entry)
        return entry
    }

    /// Registers a screen that needs no context, its id, title, group and summary spelled as
    /// literals; its one example is `default` unless others are given.
    /// - Returns: the entry registered.
    /// - Throws: what ``register(_:)`` throws.
    @discardableResult
    public func register<VC>(
        _ id: StaticString, title: StaticString, group: StaticString, summary: StaticString = "",
        tags: @autoclosure @escaping @MainActor () -> [String] = [],
        route: @autoclosure @escaping @MainActor () -> PetriDestinationStep<VC, Void>,
        examples: @autoclosure @escaping @MainActor () -> [ScreenExample] = [ScreenExample("default")],
        deepLinks: @autoclosure @escaping @MainActor () -> [String] = [],
        notifications: @autoclosure @escaping @MainActor () -> [NotificationPattern] = [],
        variants: @autoclosure @escaping @MainActor () -> [String] = [],
        routes variantRoutes: @autoclosure @escaping @MainActor () -> [String: PetriDestinationStep<VC, Void>]? = nil,
        file: StaticString = #fileID, line: Int = #line
    ) throws -> ScreenEntry {
        let entry = ScreenEntry(
            id: id.text, title: title.text, group: group.text, summary: summary.text, tags: tags, context: .empty,
            destination: route,
            examples: examples, deepLinks: deepLinks, notifications: notifications, variants: variants,
            variantDestinations: { variantRoutes() ?? [:] },
            location: CodeLocation(file: file.text, line: line))
        try register(entry)
        return entry
    }

    /// Registers a screen whose route takes `Any?`, RouteComposer's context for a screen that
    /// needs none, its id, title, group and summary spelled as literals: it is navigated with
    /// `nil`, and its one example is `default` unless others are given.
    /// - Returns: the entry registered.
    /// - Throws: what ``register(_:)`` throws.
    @discardableResult
    public func register<VC>(
        _ id: StaticString, title: StaticString, group: StaticString, summary: StaticString = "",
        tags: @autoclosure @escaping @MainActor () -> [String] = [],
        route: @autoclosure @escaping @MainActor () -> PetriDestinationStep<VC, Any?>,
        examples: @autoclosure @escaping @MainActor () -> [ScreenExample] = [ScreenExample("default")],
        deepLinks: @autoclosure @escaping @MainActor () -> [String] = [],
        notifications: @autoclosure @escaping @MainActor () -> [NotificationPattern] = [],
        variants: @autoclosure @escaping @MainActor () -> [String] = [],
        routes variantRoutes: @autoclosure @escaping @MainActor () -> [String: PetriDestinationStep<VC, Any?>]? = nil,
        file: StaticString = #fileID, line: Int = #line
    ) throws -> ScreenEntry {
        try register(
            id.text, title: title.text, group: group.text, summary: summary.text, tags: tags(),
            route: route().adaptingContext { (_: Void) -> Any? in nil },
            examples: examples(), deepLinks: deepLinks(), notifications: notifications(), variants: variants(),
            routes: variantRoutes()?.mapValues { $0.adaptingContext { (_: Void) -> Any? in nil } },
            file: file.text, line: line)
    }
}

extension StaticString {
    /// The literal as a `String`.
    fileprivate var text: String {
        withUTF8Buffer { String(decoding: $0, as: UTF8.self) }
    }
}
