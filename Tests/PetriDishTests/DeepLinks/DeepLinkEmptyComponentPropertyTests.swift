import PetriDish
import PropertyBased
import Testing

/// Issue 36's acceptance property: for random pattern sets, a link with one component emptied
/// never opens another entry than the same link with its value would, unless the resolution
/// says so (the link as read with the empty component collapsed) or it is refused.
@MainActor
@Suite("Deep links: an emptied component (property-based)")
struct DeepLinkEmptyComponentPropertyTests {
    final class Screen: UIViewController {}
    struct IDContext: Decodable, Sendable { var id: Int }
    struct NameContext: Decodable, Sendable { var name: String }
    struct BothContext: Decodable, Sendable { var id: Int; var name: String }

    /// A pattern's components after `shop://x/`, by code: literals, an int placeholder and a
    /// string placeholder (each at most once: a second one is the literal `a`).
    private static func pattern(_ codes: [Int]) -> [String] {
        var components: [String] = []
        for code in codes {
            let component = ["a", "b", "orders", "{id}", "{name}", "c"][code]
            components.append(components.contains(component) && component.hasPrefix("{") ? "a" : component)
        }
        return components
    }

    /// The catalog of `patterns`, one entry each, `e0`, `e1`…: an entry whose pattern overlaps
    /// another's is refused by the catalog, as an app's would be.
    private static func catalog(_ patterns: [[String]]) throws -> ScreenCatalog {
        let catalog = ScreenCatalog(name: "Random")
        for (index, components) in patterns.enumerated() {
            let id = "e\(index)"
            let link = "shop://x/" + components.joined(separator: "/")
            func route<Context>(_: Context.Type) -> PetriDestinationStep<Screen, Context> {
                PetriStepAssembly<Screen, Context>.screen(Screen.self) { Screen() }.replacingRoot()
            }
            switch (components.contains("{id}"), components.contains("{name}")) {
            case (true, true):
                try catalog.register(id, title: id, group: "G", route: route(BothContext.self), deepLinks: [link])
            case (true, false):
                try catalog.register(id, title: id, group: "G", route: route(IDContext.self), deepLinks: [link])
            case (false, true):
                try catalog.register(id, title: id, group: "G", route: route(NameContext.self), deepLinks: [link])
            case (false, false):
                try catalog.register(id, title: id, group: "G", route: route(Void.self), deepLinks: [link])
            }
        }
        return catalog
    }

    /// How often each outcome of an emptied link was seen, so the property is known to have
    /// met every case.
    struct Coverage {
        var refusedAsEmpty = 0
        var collapsedToAnother = 0
        var otherwiseRefused = 0
    }

    static let patternSets = Gen.int(in: 0...5).array(of: 1...3).array(of: 2...7)
    static let randomLinks = Gen.int(in: 0...5).array(of: 1...3)

    @Test(
        "a link with one component emptied opens the same entry as with its value, unless it says it collapsed the empty component or refuses it"
    )
    func emptiedComponent() async throws {
        var coverage = Coverage()
        await propertyCheck(
            count: 300, input: Self.patternSets, Self.randomLinks, Gen.int(in: 0...9), Gen.int(in: 0...2)
        ) { patternCodes, linkCodes, source, position in
            let patterns = patternCodes.map(Self.pattern)
            let catalog = try Self.catalog(patterns)
            // Half the links are a pattern's, filled; the others are random components.
            let components =
                source < patterns.count
                ? patterns[source].map { $0 == "{id}" ? "42" : $0 == "{name}" ? "ann" : $0 }
                : linkCodes.map { ["a", "b", "orders", "42", "ann", "c"][$0] }
            let emptiedIndex = position % components.count
            var emptied = components
            emptied[emptiedIndex] = ""
            let link = "shop://x/" + components.joined(separator: "/")
            let emptiedLink = "shop://x/" + emptied.joined(separator: "/")
            let full = try? catalog.resolve(deepLink: link)
            let resolution: DeepLinkResolution
            do {
                resolution = try catalog.resolve(deepLink: emptiedLink)
            } catch let error as DeepLinkError {
                // Refused: said. A value the winning pattern takes there is named as empty.
                if case .emptyValue = error {
                    coverage.refusedAsEmpty += 1
                } else {
                    coverage.otherwiseRefused += 1
                }
                if let full, case .placeholder = try DeepLinkPattern(full.pattern).path[emptiedIndex] {
                    guard case let .emptyValue(_, _, _, parameters, _) = error else {
                        Issue.record("\(emptiedLink) is refused, but not as an empty value: \(error) (\(patterns))")
                        return
                    }
                    #expect(!parameters.isEmpty)
                }
                return
            }
            // Opened: the empty component was collapsed, and said, or it is the same entry.
            let collapsed = "shop://x/" + emptied.filter { !$0.isEmpty }.joined(separator: "/")
            #expect(
                resolution.collapsed == collapsed,
                "\(emptiedLink) opened \(resolution.entry) without saying it collapsed the empty component (\(patterns))"
            )
            #expect(resolution.notes.first?.hasPrefix("read as \(collapsed): ") == true, "\(resolution.notes)")
            #expect(try catalog.resolve(deepLink: collapsed).entry == resolution.entry)
            // One pattern an entry: a collapsed link is shorter, and opens another entry.
            if resolution.entry != full?.entry { coverage.collapsedToAnother += 1 }
        }
        #expect(coverage.refusedAsEmpty > 20, "\(coverage)")
        #expect(coverage.collapsedToAnother > 10, "\(coverage)")
    }

    @Test("shop://user//orders, the case that opened Profile {name: orders}, is refused naming userID")
    func regression() throws {
        let catalog = try Self.catalog([["user", "{id}", "orders"], ["user", "{name}"]])
        let error = #expect(throws: DeepLinkError.self) { try catalog.resolve(deepLink: "shop://x/user//orders") }
        guard case let .emptyValue(_, pattern, entry, parameters, _)? = error else {
            Issue.record("\(String(describing: error))")
            return
        }
        #expect((pattern, entry, parameters) == ("shop://x/user/{id}/orders", "e0", ["id"]))
    }
}
