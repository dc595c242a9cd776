public import PetriRouting

/// Registering a screen in a line or two: the context's parameters derived from its type, the
/// location taken from the call, the summary optional.
///
/// What a registration declares — its route, tags, examples, deep links, notifications,
/// variants — is taken `@autoclosure` and worked out the first time it is needed: registering
/// ten thousand screens stores closures, and a release build compiles each declaration's
/// literals in a small closure rather than inline in the function that registers them all.
/// Declarations must therefore not depend on state that changes after registration.
///
/// These take the id, title, group, summary and file as `String`s, for calls that compute one
/// of them; a call that spells them all as literals takes the overloads that read them as
/// `StaticString`s, which a release build compiles far faster (see
/// `ScreenCatalog+LiteralRegistration.swift`).
///
/// ```swift
/// try catalog.register("shop.cart", title: "Cart", group: "Shop/Cart", route: routes.cart)
/// try catalog.register("shop.product", title: "Product", group: "Shop/Products", route: routes.product,
///                      examples: [ScreenExample("sneakers", ["productID": "42"])])
/// ```
extension ScreenCatalog {
    /// Registers a screen whose context is a `Decodable` type: its parameters are derived from
    /// the type (``ContextSchema/init(decoding:details:)``), with `details` adding help,
    /// examples, defaults and presets by field name.
    /// - Parameters:
    ///   - id: the screen's id, such as `shop.product`.
    ///   - route: the route to the screen, assembled the first time it is needed.
    ///   - variants: the variants the screen exists in; empty means all.
    ///   - variantRoutes: the routes of the variants that place the screen differently, if any,
    ///     assembled the first time they are needed, as `route` is. An optional, so a
    ///     registration without them compiles no dictionary of its route's type (a release build
    ///     specialised one per screen).
    ///   - file: where the screen is registered; the caller's file by default.
    ///   - line: the line; the caller's by default.
    /// - Returns: the entry registered.
    /// - Throws: what ``register(_:)`` throws.
    @discardableResult @_disfavoredOverload
    public func register<VC, Context: Decodable & SendableMetatype>(
        _ id: String, title: String, group: String, summary: String = "",
        tags: @autoclosure @escaping @MainActor () -> [String] = [],
        route: @autoclosure @escaping @MainActor () -> PetriDestinationStep<VC, Context>,
        details: [String: ParameterDetails] = [:],
        examples: @autoclosure @escaping @MainActor () -> [ScreenExample] = [],
        deepLinks: @autoclosure @escaping @MainActor () -> [String] = [],
        notifications: @autoclosure @escaping @MainActor () -> [NotificationPattern] = [],
        variants: @autoclosure @escaping @MainActor () -> [String] = [],
        routes variantRoutes: @autoclosure @escaping @MainActor () -> [String: PetriDestinationStep<VC, Context>]? =
            nil,
        file: String = #fileID, line: Int = #line
    ) throws -> ScreenEntry {
        let entry = ScreenEntry(
            id: id, title: title, group: group, summary: summary, tags: tags,
            context: ContextSchema(decoding: Context.self, details: details), destination: route,
            examples: examples, deepLinks: deepLinks, notifications: notifications, variants: variants,
            variantDestinations: { variantRoutes() ?? [:] },
            location: CodeLocation(file: file, line: line))
        try register(entry)
        return entry
    }

    /// Registers a screen that needs no context; its one example is `default` unless others are
    /// given.
    /// - Returns: the entry registered.
    /// - Throws: what ``register(_:)`` throws.
    @discardableResult @_disfavoredOverload
    public func register<VC>(
        _ id: String, title: String, group: String, summary: String = "",
        tags: @autoclosure @escaping @MainActor () -> [String] = [],
        route: @autoclosure @escaping @MainActor () -> PetriDestinationStep<VC, Void>,
        examples: @autoclosure @escaping @MainActor () -> [ScreenExample] = [ScreenExample("default")],
        deepLinks: @autoclosure @escaping @MainActor () -> [String] = [],
        notifications: @autoclosure @escaping @MainActor () -> [NotificationPattern] = [],
        variants: @autoclosure @escaping @MainActor () -> [String] = [],
        routes variantRoutes: @autoclosure @escaping @MainActor () -> [String: PetriDestinationStep<VC, Void>]? = nil,
        file: String = #fileID, line: Int = #line
    ) throws -> ScreenEntry {
        let entry = ScreenEntry(
            id: id, title: title, group: group, summary: summary, tags: tags, context: .empty, destination: route,
            examples: examples, deepLinks: deepLinks, notifications: notifications, variants: variants,
            variantDestinations: { variantRoutes() ?? [:] },
            location: CodeLocation(file: file, line: line))
        try register(entry)
        return entry
    }

    /// Registers a screen whose route takes `Any?`, RouteComposer's context for a screen that
    /// needs none: it is navigated with `nil`, and its one example is `default` unless others
    /// are given.
    /// - Returns: the entry registered.
    /// - Throws: what ``register(_:)`` throws.
    @discardableResult @_disfavoredOverload
    public func register<VC>(
        _ id: String, title: String, group: String, summary: String = "",
        tags: @autoclosure @escaping @MainActor () -> [String] = [],
        route: @autoclosure @escaping @MainActor () -> PetriDestinationStep<VC, Any?>,
        examples: @autoclosure @escaping @MainActor () -> [ScreenExample] = [ScreenExample("default")],
        deepLinks: @autoclosure @escaping @MainActor () -> [String] = [],
        notifications: @autoclosure @escaping @MainActor () -> [NotificationPattern] = [],
        variants: @autoclosure @escaping @MainActor () -> [String] = [],
        routes variantRoutes: @autoclosure @escaping @MainActor () -> [String: PetriDestinationStep<VC, Any?>]? = nil,
        file: String = #fileID, line: Int = #line
    ) throws -> ScreenEntry {
        try register(
            id, title: title, group: group, summary: summary, tags: tags(),
            route: route().adaptingContext { (_: Void) -> Any? in nil },
            examples: examples(), deepLinks: deepLinks(), notifications: notifications(), variants: variants(),
            routes: variantRoutes()?.mapValues { $0.adaptingContext { (_: Void) -> Any? in nil } },
            file: file, line: line)
    }
}
