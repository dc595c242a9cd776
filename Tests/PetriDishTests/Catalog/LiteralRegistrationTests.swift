import Testing
import PetriDish

/// The `register` forms that take an entry's id, title, group, summary and file as
/// `StaticString`s, which calls spelled with literals resolve to (issue 36): they register what
/// the `String` forms register.
@MainActor
@Suite("Registering with literals")
struct LiteralRegistrationTests {
    final class ProductScreen: UIViewController {}
    final class HelpScreen: UIViewController {}
    struct ProductContext: Decodable, Equatable { let productID: Int }

    var product: PetriDestinationStep<ProductScreen, ProductContext> {
        PetriStepAssembly(
            finder: PetriNilFinder<ProductScreen, ProductContext>(),
            factory: ClosureFactory { ProductScreen(context: $0) }
        )
        .presented(by: PetriGeneralStep.current())
    }

    var help: PetriDestinationStep<HelpScreen, Void> {
        PetriStepAssembly.screen(HelpScreen.self) { HelpScreen(title: "Help") }
            .presented(by: PetriGeneralStep.current())
    }

    var legacyHelp: PetriDestinationStep<HelpScreen, Any?> {
        help.adaptingContext { (_: Any?) in () }
    }

    /// What a test compares of an entry.
    func summary(_ entry: ScreenEntry) -> [String] {
        [entry.id, entry.title, entry.group, entry.summary, entry.location.file] + entry.tags + entry.deepLinks
            + entry.examples.map(\.name) + entry.parameters.map(\.name)
    }

    @Test("an id, title, group, summary and file held as StaticStrings register as they read")
    func staticStrings() throws {
        let catalog = ScreenCatalog(name: "Shop")
        let id: StaticString = "shop.product"
        let title: StaticString = "Product"
        let group: StaticString = "Shop/Products"
        let about: StaticString = "one product"
        let file: StaticString = "Shop/Products.swift"
        let entry = try catalog.register(
            id, title: title, group: group, summary: about, route: product,
            examples: [ScreenExample("sneakers", ["productID": "42"])], file: file, line: 7)
        #expect(entry.id == "shop.product")
        #expect(entry.title == "Product")
        #expect(entry.group == "Shop/Products")
        #expect(entry.summary == "one product")
        #expect(entry.location == CodeLocation(file: "Shop/Products.swift", line: 7))
        #expect(try catalog.entry("shop.product").parameters.map(\.name) == ["productID"])
    }

    @Test("a call spelled with literals registers the entry a call with computed strings registers")
    func literalsAndComputedStrings() throws {
        let literal = ScreenCatalog(name: "Shop")
        let computed = ScreenCatalog(name: "Shop")
        let number = 42
        let shop = "Shop"
        try literal.register(
            "shop.product42", title: "Product 42", group: "Shop/Products", summary: "product 42",
            tags: ["sale"], route: product, examples: [ScreenExample("first", ["productID": "42"])],
            deepLinks: ["shop://product/{productID}"], file: "Shop/Products.swift")
        try computed.register(
            "shop.product\(number)", title: "Product \(number)", group: "\(shop)/Products",
            summary: "product \(number)",
            tags: ["sale"], route: product, examples: [ScreenExample("first", ["productID": "42"])],
            deepLinks: ["shop://product/{productID}"], file: "\(shop)/Products.swift")
        #expect(summary(try literal.entry("shop.product42")) == summary(try computed.entry("shop.product42")))
        try literal.register("help", title: "Help", group: "Support", route: help)
        try computed.register("help", title: shop == "Shop" ? "Help" : "?", group: "Support", route: help)
        #expect(summary(try literal.entry("help")) == summary(try computed.entry("help")))
        #expect(try literal.entry("help").examples.map(\.name) == ["default"])
        try literal.register("legacy.help", title: "Help", group: "Support", route: legacyHelp)
        try computed.register(
            "legacy.\(shop.lowercased() == "shop" ? "help" : "?")", title: "Help", group: "Support", route: legacyHelp)
        #expect(summary(try literal.entry("legacy.help")) == summary(try computed.entry("legacy.help")))
    }

    @Test("a literal call's location is the caller's file and line")
    func location() throws {
        let catalog = ScreenCatalog(name: "Shop")
        let line = #line + 1
        let entry = try catalog.register("help", title: "Help", group: "Support", route: help)
        #expect(entry.location == CodeLocation(file: #fileID, line: line))
    }

    @Test("literals beyond ASCII, and of one character, keep their text")
    func unicode() throws {
        let catalog = ScreenCatalog(name: "Café")
        let entry = try catalog.register("café.menu", title: "Café ☕️", group: "É", summary: "x", route: help)
        #expect(entry.id == "café.menu")
        #expect(entry.title == "Café ☕️")
        #expect(entry.group == "É")
        #expect(entry.summary == "x")
    }

    @Test("a literal id taken twice fails, naming both places")
    func duplicate() throws {
        let catalog = ScreenCatalog(name: "Shop")
        try catalog.register("help", title: "Help", group: "Support", route: help, file: "Support.swift", line: 3)
        #expect(
            throws: CatalogError.duplicateScreen(
                id: "help", first: CodeLocation(file: "Support.swift", line: 3),
                second: CodeLocation(file: "Other.swift", line: 9))
        ) {
            try catalog.register(
                "help", title: "Help again", group: "Support", route: help, file: "Other.swift", line: 9)
        }
    }
}
