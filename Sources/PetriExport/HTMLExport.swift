import Plot
import PetriRendering
import PetriCatalog
import PetriSupport

/// The export as one self-contained HTML page (`index.html`): no network and no external
/// assets, so it works from `file://` and from any static host. A search box filters the
/// screens by id, title, group, tags and summary as you type (and from `?q=` in the address);
/// every screen shows its parameters, route, examples and composed hierarchies, each as a
/// picture (its SVG inlined: the page stays one file) beside its tree; the navigation graph is
/// listed edge by edge. Everything from the catalog goes through Plot's escaping, and the
/// pictures escape their own text.
package enum HTMLExport {
    /// The whole page of `export`.
    package static func render(_ export: CatalogExport) -> String {
        var page = Page(Outline(export))
        var text = page.opening
        for entry in export.entries { text += page.text(of: entry) }
        return text + page.closing
    }

    /// The page written a screen at a time: its opening, each screen's text in the export's
    /// order (with the outline's text between groups), then its closing.
    package struct Page: Sendable {
        private let outline: Outline
        private var group: String?
        private var groupIndex = -1

        package init(_ outline: Outline) {
            self.outline = outline
        }

        /// Everything before the first screen.
        package var opening: String { outline.parts[0] }

        /// What `entry` adds to the page, after the screens before it.
        package mutating func text(of entry: CatalogExport.Entry) -> String {
            var text = ""
            if entry.document.group != group {
                if group != nil { text += outline.parts[groupIndex + 1] }
                groupIndex += 1
                group = entry.document.group
            }
            return text + screenFragment(entry)
        }

        /// Everything after the last screen.
        package var closing: String {
            outline.parts[(group == nil ? 1 : groupIndex + 1)...].joined()
        }
    }

    /// The page without its screens, cut where each group's screens go: a page is
    /// `parts[0]`, the first group's screens, `parts[1]`, … and the last part. The screens come
    /// in the export's order, which is by group (``CatalogExport``), so a page is written a
    /// screen at a time (``screenFragment(_:)``) and holds no more than one screen at once.
    package struct Outline: Sendable {
        /// The text between the groups' screens; one more than the groups.
        let parts: [String]

        package init(_ export: CatalogExport) {
            let groups = orderedGroups(export)
            // A raw marker where a group's screens go: Plot escapes `<` in text, so no
            // catalog text can spell it.
            func marker(_ index: Int) -> String { "<petri-screens-\(index)>" }
            let html = HTML(
                .head(
                    .meta(.charset(.utf8)),
                    .meta(.name("viewport"), .content("width=device-width, initial-scale=1")),
                    // Not Plot's `.title`, which also copies the title, unescaped, into meta tags.
                    .element(
                        named: "title",
                        nodes: [
                            .plainText("\(export.catalogName) — \(CountedNoun.phrase(export.entries.count, "screen"))")
                        ]),
                    .style(css)
                ),
                .body(
                    .header(
                        .h1(.plainText("\(export.catalogName): \(CountedNoun.phrase(export.entries.count, "screen"))")),
                        .p(
                            .plainText(
                                "Variants: "
                                    + export.variants.map { "\($0.name) (\($0.summary))" }.joined(separator: "; "))),
                        .unwrap(export.deploymentTarget) { .p(.plainText("Deployment target: iOS \($0)")) },
                        .input(
                            .id("search"), .type(.search), .placeholder("Search ids, titles, groups, tags, summaries"),
                            .attribute(named: "aria-label", value: "Search screens"),
                            .attribute(named: "autofocus", value: "autofocus")),
                        .p(.id("count"), .plainText(CountedNoun.phrase(export.entries.count, "screen")))
                    ),
                    .nav(
                        .ul(.forEach(groups) { group in .li(.a(.href("#group-\(anchor(group))"), .plainText(group))) })),
                    .main(
                        .forEach(Array(groups.enumerated())) { index, group in
                            .section(
                                .class("group"), .id("group-\(anchor(group))"),
                                .h2(.plainText(group)),
                                .raw(marker(index))
                            )
                        },
                        .section(.id("flows"), .h2("Flows"), .forEach(export.flows) { flow($0.document) }),
                        .section(.id("graph"), .h2("Navigation graph"), graph(export.graph))
                    ),
                    .script(.raw(script))
                )
            )
            var rest = Substring(html.render(indentedBy: .spaces(1)) + "\n")
            var parts: [String] = []
            for index in groups.indices {
                let cut = ASCIIText.firstRange(of: marker(index), in: rest)!
                parts.append(String(rest[..<cut.lowerBound]))
                rest = rest[cut.upperBound...]
            }
            parts.append(String(rest))
            self.parts = parts
        }
    }

    /// What one screen adds to its group's section, exactly as in the whole page: Plot indents
    /// by depth, so the screen is rendered at its depth in the page (html, body, main, section)
    /// inside wrappers that are then cut away.
    static func screenFragment(_ entry: CatalogExport.Entry) -> String {
        let wrapper = "petri-fragment"
        var node: Node<HTML.BodyContext> = screen(entry)
        for _ in 0..<4 { node = .element(named: wrapper, nodes: [node]) }
        let rendered = node.render(indentedBy: .spaces(1))
        let opening = ASCIIText.lastRange(of: "<\(wrapper)>", in: rendered[...])!
        let closing = ASCIIText.firstRange(of: "\n   </\(wrapper)>", in: rendered[opening.upperBound...])!
        return String(rendered[opening.upperBound..<closing.lowerBound])
    }

    private static func orderedGroups(_ export: CatalogExport) -> [String] {
        var groups: [String] = []
        var seen: Set<String> = []
        for entry in export.entries where seen.insert(entry.document.group).inserted {
            groups.append(entry.document.group)
        }
        return groups
    }

    /// `text` escaped for a double-quoted attribute: Plot writes attribute values as given.
    private static func attributeValue(_ text: String) -> String {
        ASCIIText.replacing(text, [("&", "&amp;"), ("\"", "&quot;"), ("<", "&lt;"), (">", "&gt;")])
    }

    /// An id for an anchor: the export's safe file name.
    private static func anchor(_ text: String) -> String {
        ExportFileName.name(for: text)
    }

    private static func screen(_ entry: CatalogExport.Entry) -> Node<HTML.BodyContext> {
        let document = entry.document
        // Words as the REPL's `find` sees them: a query word matches the start of a word, and
        // ids and groups are also split at `.`, `/` and `-`.
        let words = ([document.id, document.title, document.group, document.summary] + document.tags).joined(
            separator: " "
        ).lowercased()
        let searchable = words + " " + words.map { ".-/,;:()".contains($0) ? " " : $0 }.map(String.init).joined()
        return .element(
            named: "article",
            nodes: [
                .class("screen"), .id("screen-\(entry.fileName)"),
                .data(named: "search", value: attributeValue(searchable)),
                .h3(.code(.plainText(document.id)), .plainText(" — " + document.title)),
                .p(.plainText(document.summary)),
                .p(
                    .class("meta"),
                    .plainText(
                        "Group \(document.group)"
                            + (document.tags.isEmpty ? "" : "; tags: " + document.tags.joined(separator: ", "))
                            + "; variants: "
                            + (document.variants.isEmpty ? "all" : document.variants.joined(separator: ", "))
                            + "; registered at \(document.registeredAt)")),
                parameters(document.parameters),
                .if(document.reach == nil, .h4("Route")),
                .unwrap(document.reach) { reach in
                    .group(
                        .h4("Reached by the app's code"),
                        .p(
                            .plainText(
                                "No route: the entry calls into the app object (\(reach.app)) at \(reach.declaredAt); \(reach.screen) must be on screen afterwards"
                                    + (reach.check.map { ", one where \($0)." } ?? "."))))
                },
                .if(!document.steps.isEmpty, .ol(.forEach(document.steps) { .li(.plainText($0.description)) })),
                .forEach((document.variantRoutes ?? [:]).sorted { $0.key < $1.key }) { variant, steps in
                    .group(
                        .h4(.plainText("Route in the \(variant) variant")),
                        .ol(.forEach(steps) { .li(.plainText($0.description)) }))
                },
                .if(
                    !document.deepLinks.isEmpty,
                    .group(.h4("Deep links"), .ul(.forEach(document.deepLinks) { .li(.code(.plainText($0))) }))),
                .if(
                    !document.notifications.isEmpty,
                    .group(.h4("Notifications"), .ul(.forEach(document.notifications) { .li(.code(.plainText($0))) }))),
                .h4("Examples"),
                .forEach(document.examples) { example in
                    .group(
                        .p(
                            .strong(.plainText(example.name)),
                            .plainText(example.summary.isEmpty ? "" : " — " + example.summary)),
                        .if(
                            !example.settings.isEmpty,
                            .p(
                                .class("settings"), .plainText("With the session settings "),
                                .code(.plainText(example.settingWords)))),
                        .forEach(compositions(of: example.name, in: entry)) { index, composition in
                            .details(
                                .summary(
                                    .plainText(
                                        "In the \(composition.variant) variant"
                                            + (composition.error == nil ? "" : ": fails"))),
                                .unwrap(composition.hierarchy) { hierarchy in
                                    .div(
                                        .class("composition"),
                                        .element(
                                            named: "figure",
                                            nodes: [
                                                .class("picture"),
                                                .raw(
                                                    HierarchyWireframe(
                                                        hierarchy, idPrefix: "\(entry.fileName)-\(index)-"
                                                    )
                                                    .renderSVG()),
                                            ]),
                                        .pre(.plainText(hierarchy.renderTree())))
                                },
                                .if(composition.error != nil, .p(.class("error"), .plainText(composition.error ?? ""))),
                                .forEach(composition.warnings) { .p(.class("warning"), .plainText("Warning: " + $0)) }
                            )
                        }
                    )
                },
            ])
    }

    /// The compositions of `example` in `entry`, each with its index among the entry's
    /// compositions: what makes the ids of its picture unique on the page.
    private static func compositions(of example: String, in entry: CatalogExport.Entry) -> [(
        Int, CatalogExport.Composition
    )] {
        entry.compositions.enumerated().filter { $0.element.example == example }.map { ($0.offset, $0.element) }
    }

    private static func flow(_ flow: FlowDocument) -> Node<HTML.BodyContext> {
        .element(
            named: "article",
            nodes: [
                .class("flow"), .id("flow-\(anchor(flow.id))"),
                .h3(
                    .code(.plainText(flow.id)),
                    .plainText(" — " + flow.title + (flow.expectation.because == nil ? "" : " (expected to leak)"))),
                .p(.plainText(flow.summary)),
                .unwrap(flow.expectation.because) { reason in
                    .p(
                        .class("warning"),
                        .plainText(
                            "Expected to leak: \(reason). check passes its walks when the leak audit flags the leak."))
                },
                .if(!flow.parameters.isEmpty, .group(.h4("Parameters"), parameters(flow.parameters))),
                .if(
                    !flow.examples.isEmpty,
                    .group(
                        .h4("Examples"),
                        .ul(
                            .forEach(flow.examples) { example in
                                .li(
                                    .strong(.plainText(example.name)),
                                    .plainText(
                                        " "
                                            + example.values.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
                                            .joined(separator: " ")
                                            + (example.settings.isEmpty ? "" : " (settings: \(example.settingWords))")
                                            + (example.summary.isEmpty ? "" : " — " + example.summary)))
                            }))),
                .forEach(flow.walks) { walk in
                    .details(
                        .summary(
                            .plainText(
                                "Walk: \(walk.name)"
                                    + (walk.leaks.isEmpty ? "" : " — \(CountedNoun.phrase(walk.leaks.count, "leak"))"))),
                        .forEach(walk.steps) { step in
                            .group(
                                .p(
                                    .code(.plainText(step.step)),
                                    .plainText(
                                        " — events: "
                                            + (step.events.isEmpty ? "none" : step.events.joined(separator: ", ")))),
                                .if(step.error != nil, .p(.class("error"), .plainText(step.error ?? ""))),
                                .pre(.plainText(step.coordinators))
                            )
                        },
                        .forEach(walk.leaks) { .p(.class("warning"), .plainText($0)) }
                    )
                },
            ])
    }

    private static func parameters(_ parameters: [ScreenDocument.Parameter]) -> Node<HTML.BodyContext> {
        guard !parameters.isEmpty else { return .p(.class("meta"), .plainText("No parameters.")) }
        return .table(
            .tr(.th("Name"), .th("Type"), .th("Required"), .th("Default"), .th("Example"), .th("Help")),
            .forEach(parameters) { parameter in
                .tr(
                    .td(.code(.plainText(parameter.name))), .td(.plainText(parameter.type)),
                    .td(.plainText(parameter.required ? "yes" : "no")),
                    .td(.plainText(parameter.defaultValue ?? "")), .td(.plainText(parameter.example ?? "")),
                    .td(.plainText(parameter.help))
                )
            }
        )
    }

    private static func graph(_ graph: NavigationGraph) -> Node<HTML.BodyContext> {
        .table(
            .tr(.th("From"), .th("Action"), .th("To")),
            .forEach(graph.edges) { edge in
                .tr(.td(.plainText(edge.from)), .td(.plainText(edge.action)), .td(.plainText(edge.to)))
            }
        )
    }

    private static let css = """
        body { font: 15px/1.45 -apple-system, system-ui, sans-serif; margin: 0 auto; max-width: 72rem; padding: 1rem 2rem; color: #1d1d1f; }
        header { position: sticky; top: 0; background: #fff; padding: .5rem 0; border-bottom: 1px solid #ddd; }
        #search { width: 100%; font-size: 1.1rem; padding: .5rem; box-sizing: border-box; }
        nav ul { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: .25rem 1rem; }
        article.screen { border: 1px solid #e3e3e3; border-radius: 8px; padding: .25rem 1rem; margin: .75rem 0; }
        pre { background: #f6f6f6; padding: .5rem; overflow-x: auto; font-size: 13px; }
        .composition { display: flex; flex-wrap: wrap; gap: 1rem; align-items: flex-start; }
        .composition pre { flex: 1 1 24rem; margin: 0; }
        figure.picture { margin: 0; } figure.picture svg { height: 464px; width: auto; max-width: 100%; }
        table { border-collapse: collapse; } td, th { border: 1px solid #ddd; padding: .2rem .5rem; text-align: left; }
        .meta { color: #666; } .error { color: #b00020; } .warning { color: #8a6d00; }
        [hidden] { display: none !important; }
        """

    /// Filters the screens by every word typed, hides the groups left empty, and reads `?q=`.
    private static let script = """
        (function () {
          var box = document.getElementById('search');
          var screens = Array.prototype.slice.call(document.querySelectorAll('article.screen'));
          var groups = Array.prototype.slice.call(document.querySelectorAll('section.group'));
          var count = document.getElementById('count');
          function apply() {
            var words = box.value.toLowerCase().split(/\\s+/).filter(function (w) { return w.length > 0; });
            var shown = 0;
            screens.forEach(function (screen) {
              var text = ' ' + screen.getAttribute('data-search');
              var match = words.every(function (w) { return text.indexOf(' ' + w) >= 0; });
              screen.hidden = !match;
              if (match) { shown += 1; }
            });
            groups.forEach(function (group) {
              group.hidden = group.querySelectorAll('article.screen:not([hidden])').length === 0;
            });
            count.textContent = shown + (shown === 1 ? ' screen' : ' screens');
          }
          var query = new URLSearchParams(window.location.search).get('q');
          if (query) { box.value = query; }
          box.addEventListener('input', apply);
          apply();
        })();
        """
}

private extension Node {
    /// Text, escaped as Plot's `.text` escapes it. Plot escapes a character at a time, building
    /// a string for each (an eighth of an export); text without `<`, `>` or `&`, which it would
    /// write unchanged, is passed as it is.
    static func plainText(_ text: String) -> Node {
        let needsEscaping = text.utf8.contains {
            $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") || $0 == UInt8(ascii: "&")
        }
        return needsEscaping ? .text(text) : .raw(text)
    }
}
