package import PetriCatalog
package import PetriRouting
import PetriSupport

/// A navigation as one JSON document: what `open --json` and `go --json` print, successful or
/// not, so a tool reads one document from standard output whatever happened.
///
/// Every key is always present (`null` when it does not apply) and keys are sorted, as in the
/// hierarchy JSON it embeds (`docs/hierarchy-json.md` documents both).
package struct NavigationDocument: Encodable, Sendable, Equatable {
    /// The version of this document's schema, the same as the hierarchy's it embeds.
    package static var schemaVersion: Int { HierarchySnapshot.schemaVersion }

    /// The command that navigated: `open` or `go`.
    package var command: String
    /// The screen's id.
    package var screen: String
    /// The values the screen was given, by parameter name.
    package var values: ContextValues
    /// Whether the navigation succeeded.
    package var succeeded: Bool
    /// Why it failed; `nil` when it succeeded.
    package var error: String?
    /// The router's decisions, one line each, ending with the failure when it failed.
    package var trace: [String]
    /// What the app team should know about a navigation that succeeded (a destination off
    /// screen, an orphan, a rule UIKit only discourages), one line each.
    package var warnings: [String]
    /// What changed, one line each, for `go`; `nil` for `open`, which starts afresh.
    package var changes: [String]?
    /// The hierarchy afterwards (after a failure, the unchanged one).
    package var hierarchy: HierarchySnapshot
    /// How the entry point `link` or `notify` was given resolved; `nil` for `open` and `go`.
    package var resolution: Resolution?
    /// When the app's code changed nothing and the screen was already its answer, covered:
    /// the screen and what covers it (``RoutingDecision/leftAsItWas(screen:under:)``); `nil`
    /// otherwise.
    package var leftAsItWas: LeftAsItWas?

    /// A screen the app's code left as it was, under what the app keeps over it.
    package struct LeftAsItWas: Encodable, Sendable, Equatable {
        /// The screen, as the tree names it (`ConversationViewController(7)`).
        package var screen: String
        /// What covers it: a full-screen presentation, a window in front, or both.
        package var under: String

        /// Creates the outcome.
        package init(screen: String, under: String) {
            self.screen = screen
            self.under = under
        }
    }

    /// How a link or a notification resolved to the screen.
    package struct Resolution: Encodable, Sendable, Equatable {
        /// The link or the payload, as given.
        package var given: String
        /// The pattern that won.
        package var pattern: String
        /// What was forgiven, ignored, beaten or passed over on the way, one sentence each.
        package var notes: [String]
        /// The link as read with its empty path components collapsed (`shop://product//42` as
        /// `shop://product/42`), when they were; `nil` (`null`) otherwise, and for a payload.
        package var collapsed: String?

        /// Creates a resolution.
        package init(given: String, pattern: String, notes: [String], collapsed: String? = nil) {
            self.given = given
            self.pattern = pattern
            self.notes = notes
            self.collapsed = collapsed
        }

        /// How the link `given` resolved, as ``ScreenCatalog/resolve(deepLink:)`` said: the pattern, the notes, and
        /// the link as read when its empty components were collapsed.
        package init(given: String, link resolution: DeepLinkResolution) {
            self.init(
                given: given, pattern: resolution.pattern, notes: resolution.notes, collapsed: resolution.collapsed)
        }

        enum CodingKeys: String, CodingKey { case given, pattern, notes, collapsed }

        /// Encodes every key, `null` for a link read as given.
        package func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(given, forKey: .given)
            try container.encode(pattern, forKey: .pattern)
            try container.encode(notes, forKey: .notes)
            try container.encode(collapsed, forKey: .collapsed)
        }
    }

    /// Creates a document.
    package init(
        command: String, screen: String, values: ContextValues, trace: RoutingTrace?,
        error: (any Error)?, changes: HierarchyDiff?, hierarchy: HierarchySnapshot, resolution: Resolution? = nil
    ) {
        self.resolution = resolution
        self.command = command
        self.screen = screen
        self.values = values
        succeeded = error == nil
        self.error = error.map { String(describing: $0) }
        self.trace = trace?.entries.map(\.description) ?? []
        warnings = trace?.warnings.map(\.description) ?? []
        self.changes = changes.map { diff in diff.changes.map { $0.render() } }
        self.hierarchy = hierarchy
        leftAsItWas =
            error != nil
            ? nil
            : trace?.decisions.lazy.compactMap { decision -> LeftAsItWas? in
                guard case let .leftAsItWas(screen, under) = decision else { return nil }
                return LeftAsItWas(screen: screen, under: under)
            }.first
    }

    enum CodingKeys: String, CodingKey {
        case schemaVersion, command, screen, values, succeeded, error, trace, warnings, changes, hierarchy, resolution,
            leftAsItWas
    }

    /// Encodes every key, `null` for those that do not apply.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Self.schemaVersion, forKey: .schemaVersion)
        try container.encode(command, forKey: .command)
        try container.encode(screen, forKey: .screen)
        // Typed: a number as a number, a choice as its string, an omitted optional as null.
        try container.encode(
            Dictionary(
                values.entries.map { ($0.name, JSONValue.reflecting($0.value)) },
                uniquingKeysWith: { first, _ in first }),
            forKey: .values)
        try container.encode(succeeded, forKey: .succeeded)
        try container.encode(error, forKey: .error)
        try container.encode(trace, forKey: .trace)
        try container.encode(warnings, forKey: .warnings)
        try container.encode(changes, forKey: .changes)
        try container.encode(hierarchy, forKey: .hierarchy)
        try container.encode(resolution, forKey: .resolution)
        try container.encode(leftAsItWas, forKey: .leftAsItWas)
    }
}
