import PetriDish
import Testing
@testable import ShopCatalog

/// Every screen of the demo catalog opens with each of its examples, in every variant it exists
/// in, and ends with its destination on screen.
@MainActor
@Suite("Demo catalog examples")
struct CatalogExamplesTests {
    @Test("The catalog builds and every screen has an example")
    func catalogBuilds() throws {
        let catalog = try ShopCatalog.make()
        #expect(catalog.entries.count >= 8)
        for entry in catalog.entries {
            #expect(!entry.examples.isEmpty, "\(entry.id) has no example")
        }
    }

    @Test("Each example opens its screen, in every variant the screen exists in")
    func everyExampleOpens() async throws {
        let catalog = try ShopCatalog.make()
        var opened = 0
        for entry in catalog.sortedEntries {
            for variant in catalog.variants.map(\.name) where entry.isAvailable(in: variant) {
                for example in entry.examples {
                    let dish = try Dish(catalog: try ShopCatalog.make(), variant: variant)
                    try dish.session.logIn(as: "demo")
                    let values = try entry.values(ofExample: example.name)
                    let navigation: Dish.Navigation
                    do {
                        navigation = try await dish.open(entry.id, values: values)
                    } catch {
                        Issue.record("\(entry.id) \(example.name) [\(variant)] failed: \(error)")
                        continue
                    }
                    // The route's destination, or the screen the app's code must show.
                    let destination = try #require(entry.reach?.screenType ?? entry.steps.first?.viewController)
                    let visible = dish.window.visibleViewControllers.map(\.typeName)
                    // On screen: the last of the visible path, or a container on it (a tab bar shows its tab).
                    #expect(visible.contains(destination), "\(entry.id) \(example.name) [\(variant)]: visible path \(visible)")
                    #expect(!navigation.trace.warnings.contains { if case .hiddenDestination = $0 { true } else { false } },
                            "\(entry.id) \(example.name) [\(variant)] ends off screen")
                    opened += 1
                }
            }
        }
        #expect(opened >= catalog.entries.count)
    }
}
