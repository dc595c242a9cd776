import PetriDish
import Testing
import ShopCatalog

/// For every demo entry with a deep link and every example, the URL built from the example's
/// values resolves back to the entry and the same values (issue 8's property test).
@MainActor
@Suite("Deep links of the demo catalog")
struct DeepLinkRoundTripTests {
    @Test("Every example's URL resolves to its entry with its values")
    func roundTrip() throws {
        let catalog = try ShopCatalog.make()
        var checked = 0
        for entry in catalog.sortedEntries {
            for text in entry.deepLinks {
                let pattern = try DeepLinkPattern(text)
                for example in entry.examples {
                    let values = try entry.values(ofExample: example.name)
                    // Only values the link can carry: an example that sets others is not a link's.
                    let carried = Set(pattern.parameterNames)
                    guard example.values.keys.allSatisfy(carried.contains), let url = pattern.url(for: values) else {
                        continue
                    }
                    let resolution = try catalog.resolve(deepLink: url)
                    #expect(resolution.entry == entry.id, "\(url)")
                    #expect(resolution.values == values, "\(url): \(resolution.values) ≠ \(values)")
                    checked += 1
                }
            }
        }
        #expect(checked >= 15, "only \(checked) links were checked")
    }
}
