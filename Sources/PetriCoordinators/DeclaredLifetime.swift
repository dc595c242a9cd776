/// Why a coordinator or a screen lives on purpose after its flow or its screen left: a screen
/// cached for reuse, a coordinator kept for the next time. The audit lists such objects apart
/// and reports them only past their bound, as LifetimeTracker does.
///
/// ```swift
/// final class SettingsCoordinator: Coordinator {
///     lazy var about = keep(AboutViewController(), .cached("reused each time About is opened", atMost: 1))
/// }
/// ```
public struct DeclaredLifetime: Sendable, Equatable, CustomStringConvertible {
    /// How it lives.
    public enum Kind: String, Sendable, Equatable {
        /// Kept for as long as the app runs (a coordinator kept for the next time).
        case longLived = "long-lived"
        /// Kept for reuse (a screen built once and shown again).
        case cached
    }

    /// How it lives.
    public var kind: Kind
    /// Why, in the app team's words.
    public var reason: String
    /// How many objects of its type may live so at once; `nil` for any number.
    public var maximumCount: Int?

    /// Kept for as long as the app runs, for `reason`; at most `maximumCount` of its type.
    public static func longLived(_ reason: String, atMost maximumCount: Int? = nil) -> Self {
        Self(kind: .longLived, reason: reason, maximumCount: maximumCount)
    }

    /// Kept for reuse, for `reason`; at most `maximumCount` of its type.
    public static func cached(_ reason: String, atMost maximumCount: Int? = nil) -> Self {
        Self(kind: .cached, reason: reason, maximumCount: maximumCount)
    }

    /// `cached: reused each time About is opened (at most 1)`.
    public var description: String {
        "\(kind.rawValue): \(reason)" + (maximumCount.map { " (at most \($0))" } ?? "")
    }
}

/// An object the audit found alive on purpose, with the lifetime it was declared with.
public struct DeclaredLife: Sendable, Equatable, CustomStringConvertible {
    /// The coordinator or screen.
    public var object: String
    /// Its declared lifetime.
    public var lifetime: DeclaredLifetime

    /// `AboutViewController kept on purpose — cached: reused each time About is opened (at most 1)`.
    public var description: String { "\(object) kept on purpose — \(lifetime)" }
}
