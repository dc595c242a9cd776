/// Something a coordinator was asked that changed nothing, and probably should not have been
/// asked: a `finish()` after its flow ended, a `start()` while it runs, a parent ending or
/// letting go of a coordinator that is not its child. Each is harmless to petri and a hint
/// about the app's code; the audit the coordinator registered with keeps them
/// (``CoordinatorAudit/diagnostics``), and the shell and `check` print them.
public struct CoordinatorDiagnostic: Sendable, Equatable, CustomStringConvertible {
    /// What was asked.
    public enum Kind: String, Sendable, Equatable {
        /// ``Coordinator/finish()`` after the flow ended (by the back button, by its parent):
        /// often a completion and a button that both finish the flow.
        case lateFinish = "late finish"
        /// ``Coordinator/start()`` while the flow runs: ignored.
        case doubleStart = "double start"
        /// ``Coordinator/end(_:reason:)`` or ``Coordinator/remove(dependency:)`` of a
        /// coordinator that is not a child of the one asked.
        case unknownChild = "unknown child"
    }

    /// What was asked.
    public var kind: Kind
    /// The coordinator asked, as a path from its root (`App › Checkout`).
    public var coordinator: String
    /// What happened, in a sentence.
    public var detail: String

    /// Creates a diagnostic.
    public init(kind: Kind, coordinator: String, detail: String) {
        self.kind = kind
        self.coordinator = coordinator
        self.detail = detail
    }

    /// `late finish: App › Checkout: finish() after its flow ended (popped): nobody is told again`.
    public var description: String { "\(kind.rawValue): \(coordinator): \(detail)" }
}
