import Foundation
import Testing
import PetriDish
@testable import PetriExport

/// `petri diff` between two exports of catalogs that differ (issue 7): a screen moved into a
/// modal, a parameter made required, a screen removed.
@MainActor
@Suite("Navigation changes between two exports")
struct NavigationChangesTests {
    final class Product: UIViewController {}
    final class Help: UIViewController {}
    struct ProductContext: Decodable { let productID: Int; let coupon: String? }
    struct RequiredCouponContext: Decodable { let productID: Int; let coupon: String }

    private func catalog(productModal: Bool, couponRequired: Bool, withHelp: Bool) throws -> ScreenCatalog {
        let catalog = ScreenCatalog(name: "Shop")
        catalog.addVariant(
            Variant("plain", summary: "a stack") {
                try $0.setRootViewController(
                    UINavigationController(rootViewController: UIViewController(title: "Home")))
            })
        func route<Context>(_: Context.Type) -> PetriDestinationStep<Product, Context> {
            let step = PetriStepAssembly(
                finder: PetriNilFinder<Product, Context>(), factory: ClosureFactory { _ in Product(title: "Product") })
            return productModal
                ? step.using(PetriGeneralAction.presentModally()).from(PetriGeneralStep.current()).assemble()
                : step.using(PetriNavigationControllerActions.push()).from(
                    PetriGeneralStep.current().expectingContainer(UINavigationController.self)
                ).assemble()
        }
        let location = CodeLocation(file: "Shop.swift", line: 1)
        if couponRequired {
            try catalog.register(
                ScreenEntry(
                    id: "product", title: "Product", group: "Shop", summary: "one product",
                    context: ContextSchema(
                        decoding: RequiredCouponContext.self,
                        details: ["productID": .init(example: 42), "coupon": .init(example: "SAVE")]),
                    destination: route(RequiredCouponContext.self),
                    examples: [ScreenExample("sneakers", ["productID": "42", "coupon": "SAVE"])], location: location))
        } else {
            try catalog.register(
                ScreenEntry(
                    id: "product", title: "Product", group: "Shop", summary: "one product",
                    context: ContextSchema(decoding: ProductContext.self, details: ["productID": .init(example: 42)]),
                    destination: route(ProductContext.self),
                    examples: [ScreenExample("sneakers", ["productID": "42", "coupon": "SAVE"])], location: location))
        }
        if withHelp {
            try catalog.register(
                ScreenEntry(
                    id: "help", title: "Help", group: "Support", summary: "help", context: .empty,
                    destination: PetriStepAssembly(
                        finder: PetriNilFinder<Help, Void>(), factory: ClosureFactory { Help() }
                    )
                    .using(PetriGeneralAction.presentModally()).from(PetriGeneralStep.current()).assemble(),
                    examples: [ScreenExample("default")], location: location))
        }
        return catalog
    }

    private func exported(_ catalog: ScreenCatalog) async throws -> ExportedCatalog {
        try ExportedCatalog(json: Data(try await CatalogExport.make(catalog: catalog).renderJSON().utf8))
    }

    @Test("Exactly the changes made: the product moved into a modal, coupon made required, help removed")
    func changes() async throws {
        let old = try await exported(try catalog(productModal: false, couponRequired: false, withHelp: true))
        let new = try await exported(try catalog(productModal: true, couponRequired: true, withHelp: false))

        let changes = NavigationChanges(from: old, to: new)

        #expect(changes.addedScreens.isEmpty)
        #expect(changes.removedScreens == ["help"])
        #expect(
            changes.parameterChanges == [
                .init(
                    screen: "product", parameter: "coupon", change: "type string? → string, now required",
                    breaking: true)
            ])
        #expect(changes.hierarchyChanges.map(\.screen) == ["product"])
        #expect(
            changes.hierarchyChanges.first?.changes == [
                #"- Product "Product" popped from UINavigationController"#,
                #"+ Product "Product" presented (automatic) by UINavigationController"#,
            ])
        #expect(changes.isBreaking)
        #expect(
            changes.render().contains("~ product coupon: type string? → string, now required (breaking for callers)"))
    }

    @Test("The same export twice: no change")
    func noChange() async throws {
        let export = try await exported(try catalog(productModal: false, couponRequired: false, withHelp: true))
        let changes = NavigationChanges(from: export, to: export)
        #expect(changes.isEmpty)
        #expect(changes.render() == "no change")
    }

    @Test("An export written before examples had settings reads, its examples setting nothing (issue 34)")
    func exportWithoutSettings() async throws {
        let json = try await CatalogExport.make(
            catalog: try catalog(productModal: false, couponRequired: false, withHelp: true)
        ).renderJSON()
        var document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        var entries = try #require(document["entries"] as? [[String: Any]])
        for index in entries.indices {
            var screen = try #require(entries[index]["screen"] as? [String: Any])
            screen["examples"] = (screen["examples"] as? [[String: Any]])?.map { $0.filter { $0.key != "settings" } }
            entries[index]["screen"] = screen
        }
        document["entries"] = entries
        #expect(
            !String(decoding: try JSONSerialization.data(withJSONObject: document), as: UTF8.self).contains("settings"))
        let old = try ExportedCatalog(json: try JSONSerialization.data(withJSONObject: document))
        #expect(old.entries.flatMap(\.screen.examples).map(\.settings) == [[:], [:]])
        #expect(NavigationChanges(from: old, to: try ExportedCatalog(json: Data(json.utf8))).isEmpty)
    }

    @Test("A document that is not an export, or of another version, is refused saying so")
    func badInput() {
        #expect(throws: ExportReadError.self) { try ExportedCatalog(json: Data("[]".utf8)) }
        #expect(throws: ExportReadError(reason: "schemaVersion 9 is not supported; this petri reads version 1")) {
            try ExportedCatalog(json: Data(#"{"schemaVersion": 9}"#.utf8))
        }
    }
}
