import ArgumentParser
import PetriDish
import PetriSupport

/// `show`: everything about a screen or a flow — in the REPL and as `petri show`, one
/// declaration.
struct ShowVerb: ShellVerb {
    static let name = "show"
    static let summary = "everything about a screen (parameters, route, interceptors, examples) or a flow (its walks)"
    static let arguments = ArgumentKind.screen
    static let isOnCommandLine = true

    @Argument(
        help: "The screen's id, such as shop.product, or a flow's.",
        completion: .custom(CommandLineCompletion.candidates))
    var screen: String

    @Flag(help: "Print JSON instead of text.")
    var json = false

    func run(in shell: Shell) async throws {
        let id = screen
        if !shell.dish.catalog.contains(screen: id), let flow = try? shell.dish.catalog.flow(id) {
            try await Self.show(flow, json: json, in: shell)
            return
        }
        let entry = try shell.dish.catalog.entry(id)
        let warnings = await Self.warnings(of: entry, in: shell.dish)
        if json {
            var document = ScreenDocument(entry)
            document.warnings = warnings.map(\.description)
            shell.print(try DocumentEncoding.json(document))
            return
        }
        var text = ScreenDescription(styler: shell.styler, catalogVariants: shell.dish.catalog.variants.map(\.name))
            .render(entry)
        if !warnings.isEmpty, let example = entry.examples.first {
            text +=
                "\n\n" + shell.styler(.heading, "Warnings") + shell.styler(.dim, " (composing example \(example.name))")
            text +=
                "\n"
                + warnings.map { "  " + shell.styler(.warning, "warning:") + " " + $0.description }.joined(
                    separator: "\n")
        }
        shell.print(text)
    }

    /// A flow: what it is, and each walk with the events and coordinators after every step.
    @MainActor
    static func show(_ flow: FlowEntry, json: Bool, in shell: Shell) async throws {
        let document = await FlowDocument.make(flow, catalog: shell.dish.catalog)
        if json {
            shell.print(try DocumentEncoding.json(document))
            return
        }
        var lines = [
            shell.styler(.identifier, flow.id) + "  " + shell.styler(.heading, UserText.oneLine(flow.title)),
            "  " + UserText.oneLine(flow.summary), "",
        ]
        lines.append("  group:      \(flow.group)")
        lines.append("  registered: \(flow.location)")
        if case .leaks(let reason) = flow.expectation {
            lines.append(
                "  expected:   " + shell.styler(.warning, "to leak: \(UserText.oneLine(reason))")
                    + " (check passes its walks when the audit flags the leak)")
        }
        for parameter in flow.parameters {
            lines.append(
                "  parameter:  \(parameter.name) (\(parameter.type))"
                    + (parameter.help.isEmpty ? "" : " — \(parameter.help)"))
        }
        for example in flow.examples {
            lines.append(
                "  example:    \(example.name): flow \(flow.id) \(example.arguments.joined(separator: " "))"
                    + (example.settings.isEmpty
                        ? "" : " (after set \(example.settingArguments.joined(separator: " ")))")
                    + (example.summary.isEmpty ? "" : shell.styler(.dim, "  (\(example.summary))")))
        }
        for walk in document.walks {
            lines += ["", shell.styler(.heading, "Walk: \(walk.name)")]
            for step in walk.steps {
                lines.append(
                    "  \(step.step)"
                        + (step.events.isEmpty
                            ? "" : shell.styler(.dim, "  → events: " + step.events.joined(separator: ", ")))
                        + (step.error.map { "  " + shell.styler(.error, $0) } ?? ""))
            }
            lines.append(
                "  " + (walk.leaks.isEmpty ? "no leak" : "\(walk.leaks.count) leak\(walk.leaks.count == 1 ? "" : "s")"))
        }
        shell.print(lines.joined(separator: "\n"))
    }

    /// What composing the screen's first example warns about (a rule UIKit only discourages, a
    /// destination off screen), in the session's variant with the example's settings over the
    /// session's (put back after); nothing when it cannot be composed here (another variant, a
    /// login the session does not have).
    @MainActor
    static func warnings(of entry: ScreenEntry, in dish: Dish) async -> [RoutingWarning] {
        guard entry.isAvailable(in: dish.session.variant), let example = entry.examples.first,
            let values = try? entry.values(ofExample: example.name),
            let trace = try? await dish.session.withSettings(
                example.settings, { try await dish.rehearse(entry.id, values: values) })
        else { return [] }
        return trace.warnings
    }
}

/// What `show` prints about a screen.
struct ScreenDescription {
    let styler: Styler
    /// The catalog's variants, to name those that share the main route.
    var catalogVariants: [String] = []

    @MainActor
    func render(_ entry: ScreenEntry) -> String {
        var lines = [styler(.identifier, entry.id) + "  " + styler(.heading, UserText.oneLine(entry.title))]
        lines.append("  " + UserText.oneLine(entry.summary))
        lines.append("")
        lines.append(field("group", UserText.oneLine(entry.group)))
        if !entry.tags.isEmpty { lines.append(field("tags", UserText.oneLine(entry.tags.joined(separator: ", ")))) }
        if !entry.variants.isEmpty { lines.append(field("variants", entry.variants.joined(separator: ", "))) }
        lines.append(field("registered", entry.location.description))

        lines.append("")
        lines.append(styler(.heading, "Parameters"))
        if entry.parameters.isEmpty { lines.append("  none") }
        for parameter in entry.parameters {
            var line = "  " + styler(.identifier, parameter.name) + "  " + parameter.type.description
            line += parameter.type.isOptional ? styler(.dim, " (optional)") : ""

            lines.append(line)
            if !parameter.help.isEmpty { lines.append("      " + parameter.help) }
            if let value = parameter.defaultValue { lines.append("      default: \(value)") }
            if let value = parameter.example { lines.append("      example: \(value)") }
            for preset in parameter.presets {
                lines.append(
                    "      preset \(styler(.identifier, preset.name)) = \(preset.value)"
                        + (preset.summary.isEmpty ? "" : " — \(preset.summary)"))
            }
        }

        if let reach = entry.reach {
            lines.append("")
            lines.append(
                styler(.heading, "Reached by the app's code") + styler(.dim, " (no route: a call into the app object)"))
            lines.append(field("calls", reach.appType + " code at " + reach.location.description))
            lines.append(
                field("shows", reach.screenType + styler(.dim, " (on screen afterwards, or the navigation fails)")))
            if let check = reach.screenCheck {
                lines.append(field("where", UserText.oneLine(check) + styler(.dim, " (a check on the instance)")))
            }
        } else {
            lines += routeLines(entry)
        }
        lines += deepLinkAndExampleLines(entry)
        return lines.joined(separator: "\n")
    }

    /// The route's steps, destination first, and those of the variants with their own.
    @MainActor
    private func routeLines(_ entry: ScreenEntry) -> [String] {
        var lines = ["", styler(.heading, "Route") + styler(.dim, " (destination first)")]
        let own = entry.variantsWithOwnRoute
        if !own.isEmpty {
            let others = catalogVariants.filter { !own.contains($0) }
            lines.append(
                "  "
                    + styler(.dim, "in " + (others.isEmpty ? "no other variant" : others.joined(separator: ", ")) + ":")
            )
        }
        for (index, step) in entry.steps.enumerated() {
            lines.append("  \(index + 1). " + step.description)
        }
        for variant in own {
            lines.append("  " + styler(.dim, "in \(variant):"))
            for (index, step) in entry.steps(in: variant).enumerated() {
                lines.append("  \(index + 1). " + step.description)
            }
        }
        return lines
    }

    @MainActor
    private func deepLinkAndExampleLines(_ entry: ScreenEntry) -> [String] {
        var lines: [String] = []
        if !entry.deepLinks.isEmpty {
            lines.append("")
            lines.append(styler(.heading, "Deep links"))
            lines += entry.deepLinks.map { "  " + $0 }
        }
        if !entry.notifications.isEmpty {
            lines.append("")
            lines.append(styler(.heading, "Notifications") + styler(.dim, " (payload keys that open it: notify '{…}')"))
            lines += entry.notifications.map { "  " + $0.description }
        }
        lines.append("")
        lines.append(styler(.heading, "Examples"))
        if entry.examples.isEmpty { lines.append("  none") }
        for example in entry.examples {
            let arguments = example.arguments.joined(separator: " ")
            var line =
                "  " + styler(.identifier, example.name) + "  open \(entry.id) \(arguments)".trailingSpacesRemoved
            if !example.settings.isEmpty { line += "  (after set \(example.settingArguments.joined(separator: " ")))" }
            if !example.summary.isEmpty { line += styler(.dim, "  — " + example.summary) }
            lines.append(line)
        }
        return lines
    }

    private func field(_ name: String, _ value: String) -> String {
        "  " + styler(.dim, name + ":") + String(repeating: " ", count: max(1, 12 - name.count)) + value
    }
}
