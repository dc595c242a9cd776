public import PetriCoordinators
public import PetriHierarchy

// Every deprecated declaration of PetriCatalog, with the release that deprecated it: kept for
// one release so an app team's catalog upgrades with deprecation warnings rather than errors.
// CHANGELOG.md lists them too. An enum case cannot live apart from its enum:
// `DeepLinkError.notAURL` (0.1.0) is deprecated where it is declared.

// 0.1.0: the session's earlier name.

/// The name ``DishSession`` had before: "Petri" names the tool and its modules; the session is a
/// dish's.
@available(
    *, deprecated, renamed: "DishSession",
    message: "renamed to 'DishSession' in petri 0.1.0; the old name is removed in 0.2.0"
)
public typealias PetriSession = DishSession

extension ScreenCatalog {
    /// The session of the dish whose code is running. A dish owns its session now; this
    /// stand-in reads and changes ``DishSession/current``, so routes that captured it keep
    /// working for one release.
    @available(
        *, deprecated,
        message:
            "A dish owns its session: read DishSession.current in interceptors, tasks and launches. Deprecated in petri 0.1.0, removed in 0.2.0"
    )
    public var session: DishSession { sessionStandIn }
}

extension FlowEntry {
    /// Creates a flow marked as a deliberate bad example.
    @available(
        *, deprecated,
        message:
            "Declare what the audit will find instead: FlowEntry(…).expecting(.leaks(because: \"…\")). Deprecated in petri 0.1.0, removed in 0.2.0"
    )
    public init(
        id: String, title: String, group: String, summary: String, isBadExample: Bool, walks: [Walk] = [],
        location: CodeLocation, start: @escaping @MainActor @Sendable (UIWindow, DishSession) throws -> Coordinator
    ) {
        self.init(id: id, title: title, group: group, summary: summary, walks: walks, location: location, start: start)
        if isBadExample { expectation = .leaks(because: "a deliberate bad example") }
    }
}

// 0.2.0: flows say what they expect and walk in typed steps.

extension FlowEntry {
    /// Whether the flow is expected to leak: ``expectation`` says so, and why.
    @available(
        *, deprecated, renamed: "expectation.expectsLeaks",
        message:
            "A flow declares what the audit will find: read expectation. Deprecated in petri 0.2.0, removed in 0.3.0"
    )
    public var isBadExample: Bool { expectation.expectsLeaks }
}

extension FlowEntry.Walk {
    /// Creates a walk of steps written as the shell's words (`"send open"`, `"back --swipe"`).
    /// A step that does not read is left out, and registering the flow reports it, naming the
    /// word that is wrong.
    @available(
        *, deprecated,
        message:
            "Write the steps as FlowStep values, which the compiler checks: Walk(\"open and back\", [.send(\"open\"), .back]). Deprecated in petri 0.2.0, removed in 0.3.0"
    )
    @_disfavoredOverload
    public init(_ name: String, _ steps: [String]) {
        var read: [FlowStep] = []
        var unread: UnreadStep?
        for text in steps {
            do {
                read.append(try FlowStep(parsing: text))
            } catch {
                if unread == nil { unread = UnreadStep(text: text, error: error) }
            }
        }
        self.init(name, read)
        unreadStep = unread
    }
}
