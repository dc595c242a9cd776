import PetriRendering
package import PetriCatalog
import PetriRouting
import PetriSupport

/// The navigation graph of a catalog's routes: the view-controller types (screens and
/// containers) and the general steps routes start from, as nodes; an edge from the view
/// controller a step is composed from to the step's view controller, labelled with the action.
package struct NavigationGraph: Sendable, Equatable {
    /// A view-controller type, a general step, or a switch.
    package struct Node: Sendable, Equatable, Hashable {
        /// Its name: the view-controller type, or the general step's finder.
        package var name: String
        /// The group of the entries whose destination it is, if any.
        package var group: String?
    }

    /// "`to` is composed from `from` with `action`".
    package struct Edge: Sendable, Equatable, Hashable {
        package var from: String
        package var to: String
        package var action: String
    }

    /// The nodes, sorted by name.
    package var nodes: [Node]
    /// The edges, sorted.
    package var edges: [Edge]

    /// The graph of `entries`' routes.
    @MainActor
    package init(entries: [ScreenEntry]) {
        var groups: [String: String] = [:]
        var names = Set<String>()
        var edges = Set<Edge>()
        for entry in entries {
            if let reach = entry.reach {
                // The app object's code shows the screen: one edge from the app.
                groups[reach.screenType] = groups[reach.screenType] ?? entry.group
                names.formUnion([reach.appType, reach.screenType])
                edges.insert(Edge(from: reach.appType, to: reach.screenType, action: "app code"))
                continue
            }
            let steps = entry.steps
            if let destination = steps.first?.viewController, groups[destination] == nil {
                groups[destination] = entry.group
            }
            for (index, step) in steps.enumerated() {
                names.insert(Self.name(of: step))
                guard index + 1 < steps.count else { continue }
                edges.insert(
                    Edge(from: Self.name(of: steps[index + 1]), to: Self.name(of: step), action: step.action ?? "found")
                )
            }
        }
        nodes = names.sorted().map { Node(name: $0, group: groups[$0]) }
        self.edges = edges.sorted { ($0.from, $0.to, $0.action) < ($1.from, $1.to, $1.action) }
    }

    /// A step's node: its view-controller type (a general step's is `PetriGeneralStep.root`, or the
    /// type its finder finds); a switch's, the switch.
    private static func name(of step: StepDescription) -> String {
        step.kind == .switcher ? (step.finder ?? step.viewController) : step.viewController
    }

    /// The graph in Mermaid (GitHub renders it): nodes grouped in subgraphs by group, edges
    /// labelled with the action.
    package func renderMermaid() -> String {
        var ids: [String: String] = [:]
        for (index, node) in nodes.enumerated() { ids[node.name] = "n\(index)" }
        var lines = ["flowchart LR"]
        let grouped = Dictionary(grouping: nodes, by: { $0.group ?? "" })
        for group in grouped.keys.sorted() {
            let members = grouped[group] ?? []
            if !group.isEmpty {
                lines.append("  subgraph g\(ids[members[0].name] ?? "")[\"\(Self.mermaidText(group))\"]")
            }
            for node in members {
                lines.append(
                    "  \(group.isEmpty ? "" : "  ")\(ids[node.name] ?? "")[\"\(Self.mermaidText(node.name))\"]")
            }
            if !group.isEmpty { lines.append("  end") }
        }
        for edge in edges {
            lines.append("  \(ids[edge.from] ?? "") -- \"\(Self.mermaidText(edge.action))\" --> \(ids[edge.to] ?? "")")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The graph in Graphviz DOT: clusters by group, edges labelled with the action.
    package func renderDOT(name: String) -> String {
        var lines = [
            "digraph \(Self.dotString(name)) {", "  rankdir=LR;", "  node [shape=box, fontname=\"Helvetica\"];",
        ]
        let grouped = Dictionary(grouping: nodes, by: { $0.group ?? "" })
        for (index, group) in grouped.keys.sorted().enumerated() {
            let members = grouped[group] ?? []
            if !group.isEmpty {
                lines.append("  subgraph cluster_\(index) {")
                lines.append("    label=\(Self.dotString(group));")
            }
            for node in members {
                lines.append("\(group.isEmpty ? "  " : "    ")\(Self.dotString(node.name));")
            }
            if !group.isEmpty { lines.append("  }") }
        }
        for edge in edges {
            lines.append(
                "  \(Self.dotString(edge.from)) -> \(Self.dotString(edge.to)) [label=\(Self.dotString(edge.action))];")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Text safe inside Mermaid's quoted labels: quotes and markup characters as entities.
    static func mermaidText(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "\"": result += "#quot;"
            case "<": result += "#lt;"
            case ">": result += "#gt;"
            case "\n", "\r": result += " "
            default: result.append(character)
            }
        }
        return result
    }

    /// A DOT quoted string.
    static func dotString(_ text: String) -> String {
        "\"" + ASCIIText.replacing(text, [("\\", "\\\\"), ("\"", "\\\""), ("\n", "\\n")]) + "\""
    }
}
