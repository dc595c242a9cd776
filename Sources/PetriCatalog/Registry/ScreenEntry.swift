public import PetriRouting
public import PetriHierarchy

/// A screen the Petri dish lists: who it is, what context it needs, and how it is reached: the
/// route that composes the stack of view controllers it lives in, or the app's own code that
/// shows it (``reach``).
@MainActor
public struct ScreenEntry {
    /// A stable id, such as `shop.product`.
    public var id: String { declaration.id }
    /// A human title.
    public var title: String { declaration.title }
    /// Where it sits in the catalog, as a path (`Shop/Products`).
    public var group: String { declaration.group }
    /// Words to find it by.
    public var tags: [String] { declaration.tags }
    /// One line about what the screen shows.
    public var summary: String { declaration.summary }
    /// Where the screen was registered.
    public var location: CodeLocation { declaration.location }
    /// The context parameters, in the order they are asked for.
    public var parameters: [ContextParameter] { declaration.schema.value.parameters }
    /// Named complete sets of values.
    public var examples: [ScreenExample] { declaration.examples }
    /// Deep-link patterns that lead to this screen (`shop://product/{productID}`, or a file
    /// URL's `file:///{path*}`).
    public var deepLinks: [String] { declaration.deepLinks }
    /// The notifications that open this screen: payload keys and values (``NotificationPattern``).
    public var notifications: [NotificationPattern] { declaration.notifications }
    /// The variants this screen exists in; empty means all.
    public var variants: [String] { declaration.variants }
    /// The route's steps, destination first; none for an entry the app's code reaches.
    public var steps: [StepDescription] { declaration.route?.steps ?? [] }

    /// The app's code that reaches the screen, for an entry registered with `reach:` instead
    /// of a route.
    public var reach: AppReach? { declaration.reach }

    /// Problems in the context's declaration (see ``ScreenCatalog/problem(of:)``).
    var declarationError: ContextDeclarationError? { declaration.schema.value.error }

    /// Everything the entry declares, in one object: an entry is copied as one reference. Its
    /// route, tags, examples, deep links, notifications and variants are each worked out the
    /// first time they are read.
    private let declaration: ScreenDeclaration

    /// The variants that have a route of their own, sorted; the others use ``steps``.
    public var variantsWithOwnRoute: [String] { declaration.variantRoutes.keys.sorted() }

    /// The route's steps in `variant`, destination first.
    public func steps(in variant: String) -> [StepDescription] {
        route(in: variant)?.steps ?? []
    }

    private func route(in variant: String) -> LazyDestination.Assembled? {
        declaration.variantRoutes[variant]?.assembled ?? declaration.route
    }

    /// Plans the route of `variant` for `values` without changing anything.
    /// - Precondition: the entry has a route (``reach`` is `nil`).
    package func plan(_ router: any Navigating, _ values: ContextValues, variant: String) throws -> RoutingPlan {
        try route(in: variant)!.plan(router, values)
    }

    /// Navigates along the route of `variant` for `values`.
    /// - Precondition: the entry has a route (``reach`` is `nil`).
    package func navigate(_ router: any Navigating, _ values: ContextValues, _ animated: Bool, variant: String)
        async throws -> RoutingTrace
    {
        try await route(in: variant)!.navigate(router, values, animated)
    }

    /// Creates an entry for a route to `destination` whose context is described by `context`.
    ///
    /// A schema with declaration problems (a default that does not parse, an unsupported field
    /// type) makes every use of the entry fail with every problem listed, and `petri check`
    /// report them (see ``ScreenCatalog/problem(of:)``).
    ///
    /// `destination` is assembled the first time the route is needed (`open`, `plan`, `show`,
    /// `check`, an export), not at registration: an app's start-up does not pay for thousands
    /// of routes it never opens. Assembling must therefore not depend on state that changes
    /// after registration; what a route decides at navigation time belongs in its steps
    /// (a `PetriSwitchAssembly`, an interceptor). Tags, examples, deep links, notifications, variants
    /// and variant destinations are likewise worked out the first time they are read, once.
    ///
    /// `variantDestinations` places the screen differently in some variants (an A/B test's
    /// focus groups): `open` and `plan` take the session's variant's route, `show` prints every
    /// route, and `check` and exports compose each variant with its own.
    public init<VC, Context>(
        id: String,
        title: String,
        group: String,
        summary: String,
        tags: @autoclosure @escaping @MainActor () -> [String] = [],
        context: ContextSchema<Context>,
        destination: @autoclosure @escaping @MainActor () -> PetriDestinationStep<VC, Context>,
        examples: @autoclosure @escaping @MainActor () -> [ScreenExample] = [],
        deepLinks: @autoclosure @escaping @MainActor () -> [String] = [],
        notifications: @autoclosure @escaping @MainActor () -> [NotificationPattern] = [],
        variants: @autoclosure @escaping @MainActor () -> [String] = [],
        variantDestinations: @autoclosure @escaping @MainActor () -> [String: PetriDestinationStep<VC, Context>] = [:],
        location: CodeLocation
    ) {
        self.init(
            id: id, title: title, group: group, summary: summary, tags: tags, context: context,
            destination: destination,
            examples: examples, deepLinks: deepLinks, notifications: notifications, variants: variants,
            variantDestinations: variantDestinations, location: location)
    }

    /// The designated form of the route initializer: what the `register` calls pass on, each
    /// declaration a closure evaluated the first time it is read; `variantDestinations` is
    /// `nil` when the screen has no variant routes.
    init<VC, Context>(
        id: String, title: String, group: String, summary: String,
        tags: @escaping @MainActor () -> [String],
        context: ContextSchema<Context>,
        destination: @escaping @MainActor () -> PetriDestinationStep<VC, Context>,
        examples: @escaping @MainActor () -> [ScreenExample],
        deepLinks: @escaping @MainActor () -> [String],
        notifications: @escaping @MainActor () -> [NotificationPattern],
        variants: @escaping @MainActor () -> [String],
        variantDestinations: (@MainActor () -> [String: PetriDestinationStep<VC, Context>])?,
        location: CodeLocation
    ) {
        var variantRoutes: (@MainActor () -> [String: LazyDestination])?
        if let variantDestinations {
            variantRoutes = {
                variantDestinations().mapValues { destination in
                    LazyDestination { Self.assembled(destination, context: context) }
                }
            }
        }
        declaration = ScreenDeclaration(
            id: id, title: title, group: group, summary: summary, location: location, schema: context.declaration,
            route: { Self.assembled(destination(), context: context) }, reach: nil,
            tags: tags, examples: examples, deepLinks: deepLinks, notifications: notifications, variants: variants,
            variantRoutes: variantRoutes)
    }

    /// Creates an entry that the app's own code reaches: `code` is called on the app object
    /// the variant launched (an `App`), with the context, and a `Screen` — one that passes
    /// `check`, when there is one — must be on screen afterwards (see ``AppReach``).
    public init<App: AnyObject, Screen: UIViewController, Context>(
        id: String,
        title: String,
        group: String,
        summary: String,
        tags: @autoclosure @escaping @MainActor () -> [String] = [],
        context: ContextSchema<Context>,
        screen: Screen.Type,
        where check: ScreenCheck<Screen, Context>? = nil,
        reach code: @escaping @MainActor (App, Context) throws -> Void,
        examples: @autoclosure @escaping @MainActor () -> [ScreenExample] = [],
        deepLinks: @autoclosure @escaping @MainActor () -> [String] = [],
        notifications: @autoclosure @escaping @MainActor () -> [NotificationPattern] = [],
        variants: @autoclosure @escaping @MainActor () -> [String] = [],
        location: CodeLocation
    ) {
        declaration = ScreenDeclaration(
            id: id, title: title, group: group, summary: summary, location: location, schema: context.declaration,
            route: nil,
            reach: AppReach(
                app: App.self, screen: Screen.self, check: check, context: context, location: location, code: code),
            tags: tags, examples: examples, deepLinks: deepLinks, notifications: notifications, variants: variants,
            variantRoutes: nil)
    }

    private static func assembled<VC, Context>(
        _ destination: PetriDestinationStep<VC, Context>, context: ContextSchema<Context>
    ) -> LazyDestination.Assembled {
        LazyDestination.Assembled(
            steps: destination.steps,
            plan: { router, values in try router.plan(to: destination, with: context.build(values)) },
            navigate: { router, values, animated in
                try await router.navigate(to: destination, with: context.build(values), animated: animated)
            })
    }

    /// The interceptors of the route, in declaration order.
    public var interceptors: [String] {
        steps.flatMap(\.interceptors)
    }

    /// Parses `name=value` arguments against this screen's parameters.
    public func values(parsing arguments: [String]) throws(ContextValuesError) -> ContextValues {
        try ContextValues(parsing: arguments, for: parameters)
    }

    /// The values of the example named `name`.
    public func values(ofExample name: String) throws -> ContextValues {
        guard let example = examples.first(where: { $0.name == name }) else {
            throw CatalogError.unknownExample(screen: id, name: name, known: examples.map(\.name))
        }
        do {
            return try values(parsing: example.arguments)
        } catch {
            throw CatalogError.invalidExample(screen: id, example: name, reason: error.description)
        }
    }

    /// Whether the screen exists in `variant`.
    public func isAvailable(in variant: String) -> Bool {
        variants.isEmpty || variants.contains(variant)
    }
}
