import PetriRouting
public import PetriCoordinators
public import PetriHierarchy

/// A coordinator flow of the catalog: started on a fresh window in isolation (`flow <id>`),
/// driven with its screens' events and the user's gestures, audited for leaks.
public struct FlowEntry: Sendable {
    /// A scripted walk through the flow, which `check` plays from a fresh start before it audits
    /// the flow, and the export shows step by step:
    ///
    /// ```swift
    /// FlowEntry.Walk("register, back, log in", [.send("showRegistration"), .back, .send("login")])
    /// ```
    public struct Walk: Sendable, Hashable {
        /// What the walk does, as reports name it.
        public var name: String
        /// The user's actions, in order.
        public var steps: [FlowStep]
        /// The first step the deprecated `init(_:_: [String])` could not read: registering the
        /// flow reports it.
        package var unreadStep: UnreadStep?

        /// A step's text that does not read as a ``FlowStep``, and why.
        package struct UnreadStep: Sendable, Hashable {
            package var text: String
            package var error: FlowStepError
        }

        /// Creates a walk of `steps`.
        public init(_ name: String, _ steps: [FlowStep]) {
            self.name = name
            self.steps = steps
        }
    }

    /// The flow's unique id, as `flow` takes it: `flow.checkout`.
    public let id: String
    public let title: String
    public let group: String
    public let summary: String
    /// What the leak audit is expected to find after each walk, which `check` holds the flow to:
    /// ``FlowExpectation/noLeaks`` unless the flow says otherwise with ``expecting(_:)``.
    public internal(set) var expectation = FlowExpectation.noLeaks
    /// The walks `check` plays.
    public let walks: [Walk]
    /// Where it was registered.
    public let location: CodeLocation
    /// The context parameters the flow starts with (`flow flow.product-tour productID=7`), in the
    /// order they are asked for; empty for a flow that needs none.
    public let parameters: [ContextParameter]
    /// Named complete sets of values; ``check`` and the export start the flow with the first.
    public let examples: [ScreenExample]
    /// Problems in the context's declaration, reported at registration.
    let declarationError: ContextDeclarationError?
    /// Builds the root coordinator on `window` (empty) with the parsed values, and starts it.
    package let start: @MainActor @Sendable (UIWindow, DishSession, ContextValues) throws -> Coordinator

    /// Creates a flow.
    public init(
        id: String, title: String, group: String, summary: String, walks: [Walk] = [],
        location: CodeLocation, start: @escaping @MainActor @Sendable (UIWindow, DishSession) throws -> Coordinator
    ) {
        self.init(
            id: id, title: title, group: group, summary: summary, walks: walks,
            context: ContextSchema<Void>.empty, location: location
        ) { window, session, _ in try start(window, session) }
    }

    /// This flow, declaring what the leak audit will find after each walk: a flow that leaks on
    /// purpose says `.expecting(.leaks(because: "…"))`, and `check` passes its walks when the
    /// audit flags a leak.
    public func expecting(_ expectation: FlowExpectation) -> FlowEntry {
        var copy = self
        copy.expectation = expectation
        return copy
    }

    /// Creates a flow that starts with a context described by `context` (parameters prompted
    /// like `open`'s).
    public init<Context>(
        id: String, title: String, group: String, summary: String, walks: [Walk] = [],
        context: ContextSchema<Context>, examples: [ScreenExample] = [], location: CodeLocation,
        start: @escaping @MainActor @Sendable (UIWindow, DishSession, Context) throws -> Coordinator
    ) {
        self.id = id
        self.title = title
        self.group = group
        self.summary = summary
        self.walks = walks
        self.location = location
        parameters = context.parameters
        self.examples = examples
        declarationError = context.declarationError
        self.start = { window, session, values in try start(window, session, context.build(values)) }
    }

    /// The values the flow is started with when nobody gives any (``check``, the export): its
    /// first example's, or, without examples, the parameters' defaults.
    public func defaultValues() throws -> ContextValues {
        if let example = examples.first { return try values(of: example) }
        return try ContextValues(parsing: [String](), for: parameters)
    }

    /// The values of `example`.
    /// - Throws: ``CatalogError/invalidExample(screen:example:reason:)`` when they do not parse.
    func values(of example: ScreenExample) throws -> ContextValues {
        do {
            return try ContextValues(parsing: example.arguments, for: parameters)
        } catch {
            throw CatalogError.invalidExample(screen: id, example: example.name, reason: error.description)
        }
    }
}
