import PetriRendering

/// One composition of `petri check`: an entry, one of its examples, one variant.
public struct CheckCase: Sendable, Equatable, Codable {
    /// How it went.
    public enum Outcome: Sendable, Equatable, Codable {
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
    /// Where the entry or flow was registered (`ShopCatalog/ProductEntries.swift:12`), so a
    /// failure points at the code to fix; `nil` for a script's expectations.
    public var registeredAt: String?
    /// The members of UIKit that petri keeps but does not model which the app's code used while
    /// composing (``InertUIKitUse``), sorted: they compile and change nothing in the tree.
    public var inertUIKit: [String] = []

    /// Whether it passed.
    public var passed: Bool {
        if case .passed = outcome { true } else { false }
    }

    /// Creates a case.
    public init(
        entry: String, example: String, variant: String, outcome: Outcome, duration: Duration,
        registeredAt: String? = nil
    ) {
        self.entry = entry
        self.example = example
        self.variant = variant
        self.outcome = outcome
        self.duration = duration
        self.registeredAt = registeredAt
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
    /// How many planned compositions and walks were not made because the check was cancelled
    /// before them; 0 when it ran to the end. A check that did not finish has not succeeded.
    public var unfinishedCount = 0

    /// Creates a report.
    public init(cases: [CheckCase], lints: [CheckLint]) {
        self.cases = cases
        self.lints = lints
    }

    /// Each inert UIKit member the compositions used, sorted, with the entries that used it in
    /// catalog order.
    public var inertUIKitUse: [(member: String, entries: [String])] {
        var entries: [String: [String]] = [:]
        var seen: Set<[String]> = []
        for checkCase in cases {
            for member in checkCase.inertUIKit where seen.insert([member, checkCase.entry]).inserted {
                entries[member, default: []].append(checkCase.entry)
            }
        }
        return entries.keys.sorted().map { ($0, entries[$0] ?? []) }
    }

    /// The compositions that passed.
    public var passedCount: Int { cases.filter(\.passed).count }
    /// The compositions and lint errors that failed.
    public var failedCount: Int { cases.count - passedCount + lints.filter { $0.severity == .error }.count }
    /// Whether nothing failed, and every planned composition was made.
    public var succeeded: Bool { failedCount == 0 && unfinishedCount == 0 }
    /// `44 passed, 0 failed`, the line CI reads; a check that was cancelled says how many it
    /// did not make (`12 passed, 0 failed, 48 not made (cancelled)`).
    public var summary: String {
        "\(passedCount) passed, \(failedCount) failed"
            + (unfinishedCount == 0 ? "" : ", \(unfinishedCount) not made (cancelled)")
    }
}

extension CheckReport: Encodable {
    private enum CodingKeys: String, CodingKey { case summary, passed, failed, cases, lints }
    private enum CaseKeys: String, CodingKey {
        case entry, example, variant, passed, registeredAt, warnings, reason, trace, inertUIKit, milliseconds
    }
    private enum LintKeys: String, CodingKey { case entry, severity, message }

    /// `check --json`: the summary, every composition (with how long it took, which varies from
    /// run to run), and the lint.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(summary, forKey: .summary)
        try container.encode(passedCount, forKey: .passed)
        try container.encode(failedCount, forKey: .failed)
        var casesContainer = container.nestedUnkeyedContainer(forKey: .cases)
        for checkCase in cases {
            var item = casesContainer.nestedContainer(keyedBy: CaseKeys.self)
            try item.encode(checkCase.entry, forKey: .entry)
            try item.encode(checkCase.example, forKey: .example)
            try item.encode(checkCase.variant, forKey: .variant)
            try item.encode(checkCase.passed, forKey: .passed)
            try item.encode(checkCase.registeredAt, forKey: .registeredAt)
            switch checkCase.outcome {
            case .passed(let warnings):
                try item.encode(warnings, forKey: .warnings)
                try item.encodeNil(forKey: .reason)
                try item.encodeNil(forKey: .trace)
            case let .failed(reason, trace):
                try item.encode([String](), forKey: .warnings)
                try item.encode(reason, forKey: .reason)
                try item.encode(trace, forKey: .trace)
            }
            try item.encode(checkCase.inertUIKit, forKey: .inertUIKit)
            let components = checkCase.duration.components
            try item.encode(
                Int(components.seconds) * 1000 + Int(components.attoseconds / 1_000_000_000_000_000),
                forKey: .milliseconds)
        }
        var lintsContainer = container.nestedUnkeyedContainer(forKey: .lints)
        for lint in lints {
            var item = lintsContainer.nestedContainer(keyedBy: LintKeys.self)
            try item.encode(lint.entry, forKey: .entry)
            try item.encode(lint.severity.rawValue, forKey: .severity)
            try item.encode(lint.message, forKey: .message)
        }
    }
}
