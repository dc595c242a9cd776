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
                    // The session the example is shown with, as `check` sets it.
                    for (name, value) in example.settings { try dish.session.set(name, to: value) }
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
                    #expect(
                        visible.contains(destination),
                        "\(entry.id) \(example.name) [\(variant)]: visible path \(visible)")
                    #expect(
                        !navigation.trace.warnings.contains { if case .hiddenDestination = $0 { true } else { false } },
                        "\(entry.id) \(example.name) [\(variant)] ends off screen")
                    opened += 1
                }
            }
        }
        #expect(opened >= catalog.entries.count)
    }

    @Test(
        "The live chat's sheet example, with the remote config's setting, is a form sheet; its default an overlay (issue 34)"
    )
    func liveChatLayouts() async throws {
        let entry = try ShopCatalog.make().entry("support.live-chat")
        let sheet = try #require(entry.examples.first { $0.name == "sheet" })
        #expect(sheet.settings == ["liveChat": "sheet"])
        for (settings, style) in [
            ([String: String](), UIModalPresentationStyle.overFullScreen), (sheet.settings, .formSheet),
        ] {
            let dish = try Dish(catalog: try ShopCatalog.make())
            for (name, value) in settings { try dish.session.set(name, to: value) }
            _ = try await dish.open("support.live-chat", values: ContextValues())
            let chat = try #require(dish.window.rootViewController?.presentedViewController as? LiveChatViewController)
            #expect(chat.modalPresentationStyle == style)
        }
    }
}
