/// One composition of `petri check`: an entry, one of its examples, one variant.
public struct CheckCase: Sendable, Equatable {
    /// How it went.
    public enum Outcome: Sendable, Equatable {
        /// The screen was composed on screen; `warnings` says what UIKit only discourages.
        case passed(warnings: [String])
        /// It was not: the router's own message, and its trace when there was one.
        case failed(reason: String, trace: String)
    }

    public var entry: String
    public var example: String
    public var variant: String
    public var outcome: Outcome
    /// How long composing took (not deterministic; shown, never compared).
    public var duration: Duration

    /// Whether it passed.
    public var passed: Bool {
        if case .passed = outcome { true } else { false }
    }

    /// Creates a case.
    public init(entry: String, example: String, variant: String, outcome: Outcome, duration: Duration) {
        self.entry = entry
        self.example = example
        self.variant = variant
        self.outcome = outcome
        self.duration = duration
    }

    /// The case's name in reports: `shop.product sneakers [tabs]`.
    public var name: String { "\(entry) \(example) [\(variant)]" }
}

/// A finding of the catalog's lint.
public struct CheckLint: Sendable, Equatable {
    /// How serious a finding is.
    public enum Severity: String, Sendable, Equatable {
        /// Fails the check.
        case error
        /// Reported; does not fail the check.
        case warning
    }

    public var entry: String
    public var severity: Severity
    public var message: String

    /// `error: shop.search: has no summary`.
    public var description: String { "\(severity.rawValue): \(entry) \(message)" }
}

/// What `petri check` found.
public struct CheckReport: Sendable, Equatable {
    /// Every composition, in catalog order.
    public var cases: [CheckCase]
    /// The lint's findings, sorted.
    public var lints: [CheckLint]

    /// Creates a report.
    public init(cases: [CheckCase], lints: [CheckLint]) {
        self.cases = cases
        self.lints = lints
    }

    /// The compositions that passed.
    public var passedCount: Int { cases.filter(\.passed).count }
    /// The compositions and lint errors that failed.
    public var failedCount: Int { cases.count - passedCount + lints.filter { $0.severity == .error }.count }
    /// Whether nothing failed.
    public var succeeded: Bool { failedCount == 0 }
    /// `44 passed, 0 failed`, the line CI reads.
    public var summary: String { "\(passedCount) passed, \(failedCount) failed" }
}
