/// A coordinator flow of the catalog: started on a fresh window in isolation (`flow <id>`),
/// driven with its screens' events and the user's gestures, audited for leaks.
public struct FlowEntry: Sendable {
    /// A scripted walk through the flow: `send` events, `back`, `dismiss`, `tab N`, one a step,
    /// which `check` plays before it audits the flow.
    public struct Walk: Sendable, Equatable {
        public var name: String
        public var steps: [String]

        /// Creates a walk.
        public init(_ name: String, _ steps: [String]) {
            self.name = name
            self.steps = steps
        }
    }

    /// The flow's unique id, as `flow` takes it: `flow.checkout`.
    public let id: String
    public let title: String
    public let group: String
    public let summary: String
    /// Whether it is a deliberate bad example (a leaky flow), which the audit must flag.
    public let isBadExample: Bool
    /// The walks `check` plays.
    public let walks: [Walk]
    /// Where it was registered.
    public let location: CodeLocation
    /// Builds the root coordinator on `window` (empty) and starts it.
    let start: @MainActor @Sendable (Window, PetriSession) throws -> Coordinator

    /// Creates a flow.
    public init(
        id: String, title: String, group: String, summary: String, isBadExample: Bool = false, walks: [Walk] = [],
        location: CodeLocation, start: @escaping @MainActor @Sendable (Window, PetriSession) throws -> Coordinator
    ) {
        self.id = id
        self.title = title
        self.group = group
        self.summary = summary
        self.isBadExample = isBadExample
        self.walks = walks
        self.location = location
        self.start = start
    }
}
