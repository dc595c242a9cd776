/// A screen the Petri dish lists: who it is, what context it needs, and the route that composes
/// the stack of view controllers it lives in.
@MainActor
public struct ScreenEntry {
    /// A stable id, such as `shop.product`.
    public let id: String
    /// A human title.
    public let title: String
    /// Where it sits in the catalog, as a path (`Shop/Products`).
    public let group: String
    /// Words to find it by.
    public let tags: [String]
    /// One line about what the screen shows.
    public let summary: String
    /// Where the screen was registered.
    public let location: CodeLocation
    /// The context parameters, in the order they are asked for.
    public let parameters: [ContextParameter]
    /// Named complete sets of values.
    public let examples: [ScreenExample]
    /// Deep-link patterns that lead to this screen (`shop://product/{productID}`).
    public let deepLinks: [String]
    /// The variants this screen exists in; empty means all.
    public let variants: [String]
    /// The route's steps, destination first.
    public let steps: [StepDescription]

    /// Problems in the context's declaration, reported at registration.
    let declarationError: ContextDeclarationError?

    let plan: @MainActor (Router, ContextValues) throws -> RoutingPlan
    let navigate: @MainActor (Router, ContextValues, Bool) async throws -> RoutingTrace

    /// Creates an entry for a route to `destination` whose context is described by `context`.
    ///
    /// A schema with declaration problems (a default that does not parse, an unsupported field
    /// type) makes ``ScreenCatalog/register(_:)`` fail with every problem listed.
    public init<VC, Context>(
        id: String,
        title: String,
        group: String,
        summary: String,
        tags: [String] = [],
        context: ContextSchema<Context>,
        destination: DestinationStep<VC, Context>,
        examples: [ScreenExample] = [],
        deepLinks: [String] = [],
        variants: [String] = [],
        location: CodeLocation
    ) {
        self.id = id
        self.title = title
        self.group = group
        self.summary = summary
        self.tags = tags
        self.location = location
        parameters = context.parameters
        declarationError = context.declarationError
        self.examples = examples
        self.deepLinks = deepLinks
        self.variants = variants
        steps = destination.steps
        plan = { router, values in
            try router.plan(to: destination, with: context.build(values))
        }
        navigate = { router, values, animated in
            try await router.navigate(to: destination, with: context.build(values), animated: animated)
        }
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
