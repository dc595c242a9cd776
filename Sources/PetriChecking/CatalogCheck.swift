import Foundation
import PetriHierarchy
import PetriRendering
import PetriRuntime
public import PetriCatalog
public import PetriRouting
import PetriSupport

/// The CI smoke test of a catalog: composes every entry with every example in every variant it
/// exists in, each in a freshly launched app, and lints the catalog (`petri check`).
///
/// ```swift
/// let report = await CatalogCheck(catalog: catalog).run()
/// print(report.summary)   // "44 passed, 0 failed"
/// ```
///
/// A composition fails when the route fails (a factory throws, an interceptor refuses, a UIKit
/// rule is broken) or when it succeeds with a destination off screen or an orphan: what the
/// device would show is not the screen asked for. A rule UIKit only discourages is a warning,
/// and so is a screen the app's code left as it was, covered (``RoutingDecision/leftAsItWas(screen:under:)``).
@MainActor
public struct CatalogCheck {
    /// The catalog checked.
    public let catalog: ScreenCatalog
    /// The groups, tags and ids checked (`--group`, `--tag`, `--filter`); everything by default.
    /// An entry or flow is checked when the selection and ``includes`` (or ``includesFlow``)
    /// both choose it.
    public var selection = CheckSelection()
    /// Which entries are checked; all by default.
    public var includes: (ScreenEntry) -> Bool = { _ in true }
    /// Which coordinator flows are checked (each walk played, then the audit); all by default.
    public var includesFlow: (FlowEntry) -> Bool = { _ in true }
    /// The variants checked (each entry in those it exists in); all by default.
    public var variants: [String]?
    /// Whether each composition starts with a logged-in user (`login`), so screens behind a
    /// login interceptor are composed; `false` composes them logged out.
    public var logsIn = true
    /// Settings every composition's session starts with (`--set name=value`), and every
    /// flow's walk's. An example's own settings (``ScreenExample/settings``) are set over them
    /// for that example alone: each composition is in a session of its own.
    public var settings: [String: String] = [:]
    /// Called after each composition, for progress.
    package var progress: (CheckCase, _ done: Int, _ total: Int) -> Void = { _, _, _ in }
    /// Composes the planned cases somewhere else — `petri check` shares them among processes
    /// on the machine's cores (each composition is independent: a fresh launch in a dish of its
    /// own) — and gives back one result per planned case, in any order. `nil` composes them
    /// here, one after another. The report is the same either way.
    package var composer: (@MainActor (_ planned: [PlannedCase]) async -> [ComposedCase])?

    /// One composition to make: an entry, one of its examples, one variant, and its place in
    /// the check's order.
    package struct PlannedCase: Sendable, Equatable, Codable {
        /// The position in the check's order, from 0.
        package var index: Int
        /// The entry's id.
        package var entry: String
        /// The example's name.
        package var example: String
        /// The variant it is composed in.
        package var variant: String
    }

    /// A composition made: its case, and the hierarchy it composed (its tree), which the lint
    /// compares across entries.
    package struct ComposedCase: Sendable, Equatable, Codable {
        /// The ``PlannedCase/index`` it answers.
        package var index: Int
        /// How the composition went.
        package var checkCase: CheckCase
        /// The tree of the hierarchy composed, when the route succeeded.
        package var hierarchy: String?
    }

    /// Whether `entry` is checked: the selection and ``includes`` choose it.
    private func isChecked(_ entry: ScreenEntry) -> Bool {
        selection.includes(entry) && includes(entry)
    }

    /// Creates a check of `catalog`.
    public init(catalog: ScreenCatalog) {
        self.catalog = catalog
    }

    /// Runs every composition and every lint, each composition in a dish and a session of its
    /// own: no session outside the check changes.
    ///
    /// When the task running it is cancelled (Ctrl-C in the shell), it stops before the next
    /// composition and reports what it made, with ``CheckReport/unfinishedCount`` saying how
    /// many it did not, and no lint.
    public func run() async -> CheckReport {
        let entries = catalog.sortedEntries.filter(isChecked)
        // An entry whose declaration is broken fails once, where it was registered, and is
        // not composed.
        var cases: [CheckCase] = []
        var broken = Set<String>()
        for entry in entries {
            guard let problem = catalog.problem(of: entry) else { continue }
            broken.insert(entry.id)
            cases.append(
                CheckCase(
                    entry: entry.id, example: "declaration", variant: "all",
                    outcome: .failed(reason: problem.description, trace: ""),
                    duration: .zero, registeredAt: entry.location.description))
        }
        let planned = plannedCases()
        var composed: [ComposedCase]
        if let composer {
            composed = await composer(planned)
            composed.sort { $0.index < $1.index }
            guard composed.map(\.index) == planned.map(\.index) else {
                preconditionFailure("a check's composer must answer every planned case once")
            }
        } else {
            composed = []
            for plannedCase in planned {
                if Task.isCancelled { break }
                composed.append(await compose(plannedCase))
                progress(
                    composed[composed.count - 1].checkCase, cases.count + composed.count, planned.count + broken.count)
            }
        }
        var hierarchies: [String: [String]] = [:]
        for result in composed {
            cases.append(result.checkCase)
            if let hierarchy = result.hierarchy {
                hierarchies["\(result.checkCase.variant)\n\(hierarchy)", default: []].append(result.checkCase.entry)
            }
            if composer != nil { progress(result.checkCase, cases.count, planned.count + broken.count) }
        }
        let flows = catalog.flows.filter { selection.includes($0) && includesFlow($0) }
        let walks = flows.map { $0.walks.isEmpty ? 1 : $0.walks.count }.reduce(0, +)
        for flow in flows {
            for walk in flow.walks.isEmpty ? [FlowEntry.Walk("start", [])] : flow.walks {
                if Task.isCancelled { break }
                let checkCase = await playWalk(walk, of: flow)
                cases.append(checkCase)
                progress(checkCase, cases.count, planned.count + broken.count)
            }
        }
        let unfinished = broken.count + planned.count + walks - cases.count
        guard unfinished == 0 else {
            // Cancelled: what was made, and no lint, which would read the missing compositions
            // as screens nothing reaches.
            var report = CheckReport(cases: cases, lints: [])
            report.unfinishedCount = unfinished
            return report
        }
        return CheckReport(
            cases: cases,
            lints: lint(entries.filter { !broken.contains($0.id) }, cases: cases, hierarchies: hierarchies))
    }

    /// Starts `flow` on a fresh window, plays `walk` and audits it, holding the flow to its
    /// ``FlowEntry/expectation``: a flow expected to leave nothing passes without a leak; one
    /// expected to leak passes when the audit catches it.
    private func playWalk(_ walk: FlowEntry.Walk, of flow: FlowEntry) async -> CheckCase {
        let (played, inert) = await InertUIKitUse.recording { await play(walk, of: flow) }
        var checkCase = played
        checkCase.inertUIKit = inert
        return checkCase
    }

    /// ``playWalk(_:of:)`` without the record of inert UIKit.
    private func play(_ walk: FlowEntry.Walk, of flow: FlowEntry) async -> CheckCase {
        let clock = ContinuousClock()
        let start = clock.now
        var outcome: CheckCase.Outcome
        do {
            // The flow starts with its first example's values, in a session of its own with
            // that example's settings over the check's.
            let session = DishSession(variant: "")
            let settings = self.settings.merging(flow.examples.first?.settings ?? [:]) { _, example in example }
            for (name, value) in settings.sorted(by: { $0.key < $1.key }) { try session.set(name, to: value) }
            let dish = try Dish(catalog: catalog, variant: variants?.first, session: session)
            try dish.startFlow(flow.id)
            for step in walk.steps {
                do { try dish.play(step) } catch {
                    throw CheckFailure(description: "step \(UserText.quoted(step.description)) failed: \(error)")
                }
                // Each step ends at a settled point: the work the app scheduled has run.
                await MainQueue.drain()
            }
            let leaks: [String]
            switch await dish.settledAudit() {
            case .settled(let found): leaks = found.map(\.description)
            case .notSettled(let reason):
                throw CheckFailure(description: "the walk did not end at a settled point: \(reason)")
            }
            let notes = dish.coordinatorDiagnostics().map(\.description)
            switch (flow.expectation, leaks.isEmpty) {
            case (.noLeaks, true): outcome = .passed(warnings: notes)
            case (.noLeaks, false): outcome = .failed(reason: leaks.joined(separator: "; "), trace: "")
            case (.leaks, false): outcome = .passed(warnings: leaks + notes)
            case (.leaks(let reason), true):
                outcome = .failed(reason: "expected to leak (\(reason)), but the audit found no leak", trace: "")
            }
        } catch {
            outcome = .failed(reason: String(describing: error), trace: "")
        }
        return CheckCase(
            entry: flow.id, example: walk.name, variant: "flow", outcome: outcome, duration: clock.now - start,
            registeredAt: flow.location.description)
    }

    private struct CheckFailure: Error, CustomStringConvertible { var description: String }

    /// Every composition of `entries`, in the check's order: entry by entry, variant by
    /// variant, example by example.
    private func plan(_ entries: [ScreenEntry]) -> [PlannedCase] {
        var planned: [PlannedCase] = []
        for entry in entries {
            for variant in (variants ?? catalog.variants.map(\.name)) where entry.isAvailable(in: variant) {
                for example in entry.examples {
                    planned.append(
                        PlannedCase(index: planned.count, entry: entry.id, example: example.name, variant: variant))
                }
            }
        }
        return planned
    }

    /// The compositions this check plans: what a ``composer`` is given.
    package func plannedCases() -> [PlannedCase] {
        plan(catalog.sortedEntries.filter(isChecked).filter { catalog.problem(of: $0) == nil })
    }

    /// Makes `planned`, one after another, here: what a process given a share of a check runs.
    package func compose(_ planned: [PlannedCase]) async -> [ComposedCase] {
        var composed: [ComposedCase] = []
        for plannedCase in planned { composed.append(await compose(plannedCase)) }
        return composed
    }

    private func compose(_ planned: PlannedCase) async -> ComposedCase {
        // A planned case names an entry and example of this catalog (``plannedCases()``).
        guard let entry = try? catalog.entry(planned.entry),
            let example = entry.examples.first(where: { $0.name == planned.example })
        else {
            let checkCase = CheckCase(
                entry: planned.entry, example: planned.example, variant: planned.variant,
                outcome: .failed(reason: "no such screen or example in this catalog", trace: ""), duration: .zero)
            return ComposedCase(index: planned.index, checkCase: checkCase, hierarchy: nil)
        }
        let ((outcome, hierarchy, duration), inert) = await InertUIKitUse.recording {
            await compose(entry, example: example, variant: planned.variant)
        }
        var checkCase = CheckCase(
            entry: entry.id, example: example.name, variant: planned.variant, outcome: outcome, duration: duration,
            registeredAt: entry.location.description)
        checkCase.inertUIKit = inert
        return ComposedCase(index: planned.index, checkCase: checkCase, hierarchy: hierarchy)
    }

    private func compose(_ entry: ScreenEntry, example: ScreenExample, variant: String) async -> (
        CheckCase.Outcome, String?, Duration
    ) {
        let clock = ContinuousClock()
        let start = clock.now
        let (dish, result) = await Dish.compose(
            entry, example: example.name, variant: variant, catalog: catalog, loggedIn: logsIn, settings: settings)
        switch result {
        case .success(let navigation):
            let failures = navigation.trace.warnings.filter(\.failsCheck).map(\.description)
            // A screen the app's code left covered, changing nothing, passes; the case says so.
            let leftAsItWas = navigation.trace.decisions.filter { if case .leftAsItWas = $0 { true } else { false } }
            let warnings =
                navigation.trace.warnings.filter { !$0.failsCheck }.map(\.description) + leftAsItWas.map(\.description)
            let hierarchy = dish.map { HierarchySnapshot($0.scene).renderTree() }
            let outcome: CheckCase.Outcome =
                failures.isEmpty
                ? .passed(warnings: warnings)
                : .failed(reason: failures.joined(separator: "; "), trace: navigation.trace.description)
            return (outcome, hierarchy, clock.now - start)
        case .failure(let error):
            return (
                .failed(reason: String(describing: error), trace: dish?.lastTrace?.description ?? ""), nil,
                clock.now - start
            )
        }
    }

    private func lint(_ entries: [ScreenEntry], cases: [CheckCase], hierarchies: [String: [String]]) -> [CheckLint] {
        var lints: [CheckLint] = []
        // Whether any composition of each entry passed, in one pass over the cases.
        var reached: [String: Bool] = [:]
        for checkCase in cases {
            reached[checkCase.entry, default: false] = reached[checkCase.entry, default: false] || checkCase.passed
        }
        for entry in entries {
            if entry.summary.trimmingCharacters(in: .whitespaces).isEmpty {
                lints.append(
                    .init(
                        entry: entry.id, severity: .warning,
                        message: "has no summary, so lists and the docs show only its title"))
            }
            if entry.examples.isEmpty {
                lints.append(
                    .init(entry: entry.id, severity: .error, message: "has no example, so it is never composed"))
            }
            // A required parameter needs a value to show: its example, a preset, or the screen's
            // own examples giving it one (each of them, since each is composed).
            for parameter in entry.parameters
            where parameter.isRequired && parameter.example == nil && parameter.presets.isEmpty
                && (entry.examples.isEmpty || entry.examples.contains { $0.values[parameter.name] == nil })
            {
                lints.append(
                    .init(
                        entry: entry.id, severity: .error,
                        message:
                            "required parameter \(parameter.name) has no example, default or preset to show a value"))
            }
            lints += deepLinkLints(entry)
            lints += notificationLints(entry)
            if reached[entry.id] == false {
                lints.append(
                    .init(
                        entry: entry.id, severity: .error,
                        message: "cannot be reached from the launch state of any variant"))
            }
        }
        var sameHierarchy = Set<[String]>()
        for (_, ids) in hierarchies {
            let distinct = Array(Set(ids)).sorted()
            if distinct.count > 1 { sameHierarchy.insert(distinct) }
        }
        for ids in sameHierarchy {
            lints.append(
                .init(
                    entry: ids[0], severity: .warning,
                    message:
                        "composes to the same hierarchy as \(ids.dropFirst().joined(separator: ", ")) (on screen, the same tree)"
                ))
        }
        return lints.sorted { ($0.entry, $0.message) < ($1.entry, $1.message) }
    }
}

extension CatalogCheck {
    private static func words(_ values: ContextValues) -> String {
        values.description.isEmpty ? "no values" : values.description
    }

    /// An entry point of an entry (a deep link, a notification pattern): the parameters it
    /// carries, what it gives for an example's values, and what the catalog opens for that.
    private struct EntryPoint {
        /// `link`, `notification`: how messages name it.
        let kind: String
        let parameterNames: [String]
        /// A parameter the entry point sets itself (the link handed to ` -> {name}`), left out
        /// of the comparison.
        var ignoring: String? = nil
        let make: (ContextValues) -> String?
        let resolve: (String) throws -> (entry: String, values: ContextValues)
    }

    /// Every example whose values an entry point carries, made into that entry point (a URL, a
    /// payload), must open the entry with the same values.
    func deepLinkLints(_ entry: ScreenEntry) -> [CheckLint] {
        let catalog = catalog
        let links = entry.deepLinks.compactMap { text in
            (try? DeepLinkPattern(text)).map { pattern in
                EntryPoint(
                    kind: "link", parameterNames: pattern.parameterNames, ignoring: pattern.linkParameter,
                    make: { pattern.url(for: $0) }
                ) { url in
                    let resolution = try catalog.resolve(deepLink: url)
                    return (resolution.entry, resolution.values)
                }
            }
        }
        return entryPointLints(entry, links)
    }

    /// ``deepLinkLints(_:)`` for the entry's notification patterns: each example's payload.
    func notificationLints(_ entry: ScreenEntry) -> [CheckLint] {
        let catalog = catalog
        let notifications = entry.notifications.map { pattern in
            EntryPoint(
                kind: "notification", parameterNames: pattern.parameterNames,
                make: { pattern.payload(for: $0, parameters: entry.parameters) }
            ) { payload in
                let resolution = try catalog.resolve(notification: payload)
                return (resolution.entry, resolution.values)
            }
        }
        return entryPointLints(entry, notifications)
    }

    /// For a file URL that gives a value the example wrote without its leading `/`: that the
    /// link gives the absolute path, and how to write the example.
    private static func absolutePathAdvice(link: String, example: ContextValues, opened: ContextValues) -> String {
        guard link.lowercased().hasPrefix("file:") else { return "" }
        for entry in example.entries {
            guard case .string(let written) = entry.value, !written.hasPrefix("/"),
                opened[entry.name] == .string("/" + written)
            else { continue }
            return
                "; a file URL's path is absolute, as iOS hands it to the app: write the example's \(entry.name) as \(UserText.quoted("/" + written))"
        }
        return ""
    }

    private func entryPointLints(_ entry: ScreenEntry, _ points: [EntryPoint]) -> [CheckLint] {
        var lints: [CheckLint] = []
        for point in points {
            for example in entry.examples where example.values.keys.allSatisfy(Set(point.parameterNames).contains) {
                guard let values = try? entry.values(ofExample: example.name), let made = point.make(values) else {
                    continue
                }
                do {
                    let opened = try point.resolve(made)
                    func compared(_ values: ContextValues) -> ContextValues {
                        ContextValues(entries: values.entries.filter { $0.name != point.ignoring })
                    }
                    if opened.entry != entry.id {
                        lints.append(
                            .init(
                                entry: entry.id, severity: .error,
                                message:
                                    "example \(example.name)'s \(point.kind) \(made) opens \(opened.entry) (\(Self.words(opened.values))), not this screen (\(Self.words(values)))"
                            ))
                    } else if compared(opened.values) != compared(values) {
                        lints.append(
                            .init(
                                entry: entry.id, severity: .error,
                                message:
                                    "example \(example.name)'s \(point.kind) \(made) opens this screen with \(Self.words(opened.values)), not the example's \(Self.words(values))"
                                    + Self.absolutePathAdvice(link: made, example: values, opened: opened.values)))
                    }
                } catch {
                    lints.append(
                        .init(
                            entry: entry.id, severity: .error,
                            message: "example \(example.name)'s \(point.kind) does not resolve: \(error)"))
                }
            }
        }
        return lints
    }
}

extension RoutingWarning {
    /// Whether `petri check` fails a composition for it: the device would not show the screen
    /// asked for. A rule UIKit only discourages is a warning.
    public var failsCheck: Bool {
        switch self {
        case .hiddenDestination, .orphan: true
        case .discouraged, .ambiguousFinder: false
        }
    }
}
