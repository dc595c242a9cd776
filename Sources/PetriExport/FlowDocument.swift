import PetriRendering
import PetriRuntime
package import PetriCatalog

/// A coordinator flow as documentation: what it is, and each walk played from a fresh start —
/// the events on screen and the coordinator tree after every step, and the audit at the end.
package struct FlowDocument: Sendable, Equatable, Encodable {
    /// One step of a walk and what it left.
    package struct Step: Sendable, Equatable, Encodable {
        /// The step (`send next`); `start` for the flow's start.
        package var step: String
        /// The events the visible screens send afterwards.
        package var events: [String]
        /// The coordinator tree afterwards, as `tree` prints it.
        package var coordinators: String
        /// Why the step failed, if it did (the walk stops there).
        package var error: String?

        package func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(step, forKey: .step)
            try container.encode(events, forKey: .events)
            try container.encode(coordinators, forKey: .coordinators)
            try container.encode(error, forKey: .error)
        }

        enum CodingKeys: String, CodingKey { case step, events, coordinators, error }
    }

    /// What a flow declares the audit will find after each walk (``FlowExpectation``).
    package struct Expectation: Sendable, Equatable, Encodable {
        /// `noLeaks`, or `leaks` for a flow expected to leak.
        package var kind: String
        /// Why it leaks; `nil` for `noLeaks`.
        package var because: String?

        package init(_ expectation: FlowExpectation) {
            switch expectation {
            case .noLeaks: (kind, because) = ("noLeaks", nil)
            case .leaks(let reason): (kind, because) = ("leaks", reason)
            }
        }

        package func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(kind, forKey: .kind)
            try container.encode(because, forKey: .because)
        }

        enum CodingKeys: String, CodingKey { case kind, because }
    }

    /// A walk and its steps.
    package struct Walk: Sendable, Equatable, Encodable {
        package var name: String
        package var steps: [Step]
        /// The audit's findings at the end.
        package var leaks: [String]
    }

    package var id: String
    package var title: String
    package var group: String
    package var summary: String
    /// What the flow declares the audit will find.
    package var expectation: Expectation
    package var registeredAt: String
    /// The context parameters the flow starts with; walks start with its first example.
    package var parameters: [ScreenDocument.Parameter]
    package var examples: [ScreenDocument.Example]
    package var walks: [Walk]

    /// Plays every walk of `flow` in `catalog`, each from a new session and a fresh window.
    @MainActor
    package static func make(_ flow: FlowEntry, catalog: ScreenCatalog) async -> FlowDocument {
        var walks: [Walk] = []
        for walk in flow.walks.isEmpty ? [FlowEntry.Walk("start", [])] : flow.walks {
            // Each walk in a dish and a session of its own: logged out, no settings.
            guard let dish = try? Dish(catalog: catalog) else {
                walks.append(Walk(name: walk.name, steps: [], leaks: []))
                continue
            }
            var steps: [Step] = []
            @MainActor func record(_ step: String, error: (any Error)?) {
                let tree = dish.runningFlow.map { $0.root.renderTree(in: dish.window) } ?? ""
                steps.append(
                    Step(
                        step: step, events: dish.visibleEvents.map(\.name), coordinators: tree,
                        error: error.map { String(describing: $0) }))
            }
            do { try dish.startFlow(flow.id); record("start", error: nil) } catch { record("start", error: error) }
            for step in walk.steps where steps.last?.error == nil {
                do { try dish.play(step); record(step.description, error: nil) } catch {
                    record(step.description, error: error)
                }
            }
            walks.append(Walk(name: walk.name, steps: steps, leaks: dish.leaks().map(\.description)))
        }
        return FlowDocument(
            id: flow.id, title: flow.title, group: flow.group, summary: flow.summary,
            expectation: Expectation(flow.expectation),
            registeredAt: flow.location.description, parameters: flow.parameters.map(ScreenDocument.Parameter.init),
            examples: flow.examples.map(ScreenDocument.Example.init), walks: walks)
    }
}
