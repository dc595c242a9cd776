import Testing
import PetriDish
@testable import PetriCatalog

@MainActor
@Suite("ScreenCatalog")
struct ScreenCatalogTests {
    final class Screen: UIViewController {}

    struct ProductContext: Decodable { let productID: Int }

    func route<Context>() -> PetriDestinationStep<Screen, Context> {
        PetriStepAssembly(finder: PetriNilFinder<Screen, Context>(), factory: ClosureFactory { Screen(context: $0) })
            .using(PetriGeneralAction.presentModally())
            .from(PetriGeneralStep.current())
            .assemble()
    }

    func entry(
        _ id: String, group: String = "Shop", title: String = "Product", tags: [String] = [],
        summary: String = "one product",
        deepLinks: [String] = [], examples: [ScreenExample] = [ScreenExample("default", ["productID": "1"])],
        variants: [String] = [], line: Int = #line
    ) -> ScreenEntry {
        ScreenEntry(
            id: id, title: title, group: group, summary: summary, tags: tags,
            context: ContextSchema(decoding: ProductContext.self), destination: route(),
            examples: examples, deepLinks: deepLinks, variants: variants,
            location: CodeLocation(file: "Shop/Entries.swift", line: line))
    }

    func catalog() -> ScreenCatalog {
        let catalog = ScreenCatalog(name: "Shop")
        catalog.addVariant(Variant("tabs", summary: "tabs") { try $0.setRootViewController(UITabBarController()) })
        catalog.addVariant(
            Variant("menu", summary: "menu") { try $0.setRootViewController(UIViewController(title: "Menu")) })
        return catalog
    }

    @Test("two screens with one id fail at start-up, naming both places")
    func duplicateIDs() throws {
        let catalog = catalog()
        try catalog.register(entry("shop.product", line: 10))
        #expect(
            throws: CatalogError.duplicateScreen(
                id: "shop.product",
                first: CodeLocation(file: "Shop/Entries.swift", line: 10),
                second: CodeLocation(file: "Shop/Entries.swift", line: 20))
        ) {
            try catalog.register(entry("shop.product", line: 20))
        }
        #expect(
            String(
                describing: CatalogError.duplicateScreen(
                    id: "a", first: CodeLocation(file: "F.swift", line: 1),
                    second: CodeLocation(file: "G.swift", line: 2)))
                == #"screen id "a" is registered twice: at F.swift:1 and at G.swift:2; each screen needs its own id"#)
    }

    @Test("a deep link naming something that is not a parameter breaks its entry only, naming where it was registered")
    func deepLinkPlaceholders() throws {
        let catalog = catalog()
        try catalog.register(entry("shop.product", deepLinks: ["shop://product/{productID}"]))
        #expect(ScreenCatalog.placeholders(in: "shop://p/{a}/x/{b}") == ["a", "b"])
        try catalog.register(entry("shop.other", deepLinks: ["shop://product/{productId}"], line: 12))
        let message =
            #"screen "shop.other" at Shop/Entries.swift:12: deep link shop://product/{productId} names {productId}, which is not a parameter — did you mean "productID"?"#
        #expect(catalog.validate().map(\.description).first?.hasPrefix(message) == true, "\(catalog.validate())")
        let dish = try Dish(catalog: catalog)
        let error = #expect(throws: CatalogError.self) { try dish.entry("shop.other") }
        #expect(error.map(String.init(describing:))?.hasPrefix(message) == true)
        // The well-declared entry and its link still work.
        #expect(try catalog.resolve(deepLink: "shop://product/7").entry == "shop.product")
        #expect(throws: Never.self) { try dish.entry("shop.product") }
    }

    @Test("registering assembles no route and derives no schema; the first use does, once")
    func registrationIsLazy() throws {
        let catalog = catalog()
        nonisolated(unsafe) var assembled = 0
        let route: () -> PetriDestinationStep<Screen, ProductContext> = {
            assembled += 1
            return self.route()
        }
        try catalog.register(
            ScreenEntry(
                id: "shop.product", title: "Product", group: "Shop", summary: "one product",
                context: ContextSchema(decoding: ProductContext.self), destination: route(),
                examples: [ScreenExample("default", ["productID": "1"])],
                location: CodeLocation(file: "F.swift", line: 1)))
        #expect(assembled == 0)
        let entry = try catalog.entry("shop.product")
        #expect(entry.steps.count == entry.steps.count)
        #expect(assembled == 1)
        _ = try Dish(catalog: catalog).plan("shop.product", values: entry.values(ofExample: "default"))
        #expect(assembled == 1)
    }

    @Test("a register call builds no examples, deep links, tags or variants; each is worked out on first read, once")
    func declarationsAreLazy() throws {
        let catalog = catalog()
        catalog.addVariant(
            Variant("tabs", summary: "tabs") { window in try window.setRootViewController(UINavigationController()) })
        nonisolated(unsafe) var built: [String] = []
        func noted<Value>(_ name: String, _ value: Value) -> Value {
            built.append(name)
            return value
        }
        try catalog.register(
            "shop.product", title: "Product", group: "Shop", summary: "one product", tags: noted("tags", ["item"]),
            route: route() as PetriDestinationStep<Screen, ProductContext>,
            examples: noted("examples", [ScreenExample("default", ["productID": "1"])]),
            deepLinks: noted("deepLinks", ["shop://product/{productID}"]), variants: noted("variants", ["tabs"]))
        #expect(built.isEmpty)
        let entry = try catalog.entry("shop.product")
        #expect(entry.examples.map(\.name) == ["default"])
        #expect(entry.examples.map(\.name) == ["default"])
        #expect(built == ["examples"])
        #expect(try catalog.resolve(deepLink: "shop://product/7").entry == "shop.product")
        #expect(entry.isAvailable(in: "tabs"))
        #expect(catalog.search("item").map(\.entry.id) == ["shop.product"])
        #expect(Set(built) == ["examples", "deepLinks", "variants", "tags"])
        #expect(catalog.validate().isEmpty)
        #expect(built.count == 4, "each declaration is worked out once: \(built)")
    }

    @Test("a register call assembles no variant route; the first use does, once (issue 36)")
    func variantRoutesAreLazy() throws {
        let catalog = catalog()
        nonisolated(unsafe) var assembled = 0
        func menuRoute() -> PetriDestinationStep<Screen, ProductContext> {
            assembled += 1
            return route()
        }
        try catalog.register(
            "shop.product", title: "Product", group: "Shop",
            route: route() as PetriDestinationStep<Screen, ProductContext>,
            examples: [ScreenExample("default", ["productID": "1"])], routes: ["menu": menuRoute()])
        let name = "shop.other"
        try catalog.register(
            name, title: "Other", group: "Shop", route: route() as PetriDestinationStep<Screen, ProductContext>,
            examples: [ScreenExample("default", ["productID": "2"])], routes: ["menu": menuRoute()])
        #expect(assembled == 0)
        #expect(try catalog.entry("shop.product").variantsWithOwnRoute == ["menu"])
        #expect(try catalog.entry("shop.product").steps(in: "menu").isEmpty == false)
        #expect(assembled == 1)
        #expect(try catalog.entry("shop.other").variantsWithOwnRoute == ["menu"])
        #expect(assembled == 2)
        #expect(try catalog.entry("shop.other").steps(in: "tabs").isEmpty == false)
        #expect(assembled == 2)
    }

    @Test(
        "a refused registration leaves the catalog as it was: a malformed id is not found, a duplicate keeps the first")
    func refusedRegistrationChangesNothing() throws {
        let catalog = catalog()
        try catalog.register(
            "shop.cart", title: "Cart", group: "Shop", route: route() as PetriDestinationStep<Screen, Void>)
        #expect(throws: CatalogError.self) {
            try catalog.register(
                "shop cart", title: "Cart", group: "Shop", route: self.route() as PetriDestinationStep<Screen, Void>)
        }
        #expect(throws: CatalogError.self) {
            try catalog.register(
                "shop.cart", title: "Other", group: "Shop", route: self.route() as PetriDestinationStep<Screen, Void>)
        }
        #expect(catalog.entries.map(\.id) == ["shop.cart"])
        #expect(try catalog.entry("shop.cart").title == "Cart")
        #expect(throws: CatalogError.self) { try catalog.entry("shop cart") }
        try catalog.register(
            "shop.terms", title: "Terms", group: "Shop", route: route() as PetriDestinationStep<Screen, Void>)
        #expect(try catalog.entry("shop.terms").title == "Terms")
    }

    struct SharedContext: Decodable { let itemID: Int }

    @Test("screens of one context type share its parameters, derived once; a screen's own details derive its own")
    func schemasShareTheirType() throws {
        let plain = ContextSchema(decoding: SharedContext.self)
        let again = ContextSchema(decoding: SharedContext.self)
        let detailed = ContextSchema(decoding: SharedContext.self, details: ["itemID": .init(help: "the item")])
        #expect(plain.declaration === again.declaration)
        #expect(plain.declaration !== detailed.declaration)
        #expect(plain.parameters.map(\.name) == ["itemID"])
        #expect(plain.parameters.first?.help != "the item")
        #expect(detailed.parameters.first?.help == "the item")

        let catalog = catalog()
        try catalog.register(
            "a", title: "A", group: "Shop", route: route() as PetriDestinationStep<Screen, SharedContext>)
        try catalog.register(
            "b", title: "B", group: "Shop", route: route() as PetriDestinationStep<Screen, SharedContext>,
            details: ["itemID": .init(help: "the item")])
        #expect(try catalog.entry("a").parameters.first?.help != "the item")
        #expect(try catalog.entry("b").parameters.first?.help == "the item")
    }

    @Test("an example that does not parse breaks its entry only, and validate() lists it")
    func badExample() throws {
        let catalog = catalog()
        try catalog.register(entry("shop.product", examples: [ScreenExample("broken", ["productID": "x"])]))
        try catalog.register(entry("shop.cart"))
        let problems = catalog.validate()
        #expect(problems.count == 1)
        #expect(
            problems.first.map(String.init(describing:))?.contains(#"example "broken": productID: "x" is not an int"#)
                == true)
        #expect(catalog.problem(of: try catalog.entry("shop.cart")) == nil)
    }

    @Test("an unknown id gets a did-you-mean")
    func unknownID() throws {
        let catalog = catalog()
        try catalog.register(entry("shop.product"))
        #expect(throws: CatalogError.unknownScreen(id: "shop.prodcut", suggestions: ["shop.product"])) {
            try catalog.entry("shop.prodcut")
        }
    }

    @Test("a screen of another variant is refused with the variant that has it")
    func otherVariant() async throws {
        let catalog = catalog()
        try catalog.register(entry("shop.menu", variants: ["menu"]))
        let dish = try Dish(catalog: catalog, variant: "tabs")
        #expect(throws: CatalogError.unavailableInVariant(id: "shop.menu", variants: ["menu"], current: "tabs")) {
            try dish.entry("shop.menu")
        }
        try dish.useVariant("menu")
        #expect(try dish.entry("shop.menu").id == "shop.menu")
        #expect(throws: CatalogError.self) { try dish.useVariant("tab") }
    }

    @Test("search ranks id and title matches above summary matches, deterministically")
    func search() throws {
        let catalog = catalog()
        try catalog.register(entry("shop.cart", title: "Cart", summary: "what you are about to buy"))
        try catalog.register(entry("shop.product", title: "Product", summary: "photos and a cart button"))
        try catalog.register(
            entry("account.orders", group: "Account", title: "Orders", tags: ["purchases"], summary: "past orders"))
        #expect(
            CatalogSearch.search("cart", in: catalog.sortedEntries).map(\.entry.id) == ["shop.cart", "shop.product"])
        #expect(CatalogSearch.search("purchase", in: catalog.sortedEntries).map(\.entry.id) == ["account.orders"])
        #expect(CatalogSearch.search("prodcut", in: catalog.sortedEntries).map(\.entry.id) == ["shop.product"])
        #expect(CatalogSearch.search("cart nothing", in: catalog.sortedEntries).isEmpty)
        #expect(catalog.sortedEntries.map(\.id) == ["account.orders", "shop.cart", "shop.product"])
    }
}

/// Issue 13: a typical screen registered in a line or two.
@MainActor
@Suite("Short registration")
struct ShortRegistrationTests {
    final class Card: UIViewController {}
    struct CardContext: Decodable, Equatable { let cardID: Int; let note: String? }

    func route() -> PetriDestinationStep<Card, CardContext> {
        PetriStepAssembly(
            finder: PetriClassWithContextFinder<Card, CardContext>(), factory: ClosureFactory { Card(context: $0) }
        )
        .using(PetriGeneralAction.presentModally()).from(PetriGeneralStep.current()).assemble()
    }

    @Test("a DescribedContext documents its fields once; a screen's details replace them field by field")
    func describedContext() throws {
        struct Gift: DescribedContext {
            let amount: Int
            let message: String?
            static var parameterDetails: [String: ParameterDetails] {
                ["amount": .init(help: "in euros", example: 25), "message": .init(help: "printed on the card")]
            }
        }
        let plain = ContextSchema(decoding: Gift.self)
        #expect(plain.parameter(named: "amount")?.help == "in euros")
        #expect(plain.parameter(named: "amount")?.example == .int(25))
        let overridden = ContextSchema(decoding: Gift.self, details: ["amount": .init(help: "the value", default: 50)])
        #expect(overridden.parameter(named: "amount")?.help == "the value")
        #expect(overridden.parameter(named: "amount")?.isRequired == false)
        #expect(overridden.parameter(named: "message")?.help == "printed on the card")
    }

    @Test(
        "the schema comes from the context type, the location from the call, the summary is optional; Void screens get a default example"
    )
    func register() throws {
        let catalog = ScreenCatalog(name: "Cards")
        catalog.addVariant(
            Variant("plain", summary: "") { try $0.setRootViewController(UIViewController(title: "Home")) })
        let line = #line + 1
        let card = try catalog.register(
            "cards.card", title: "Card", group: "Cards", route: route(), details: ["cardID": .init(example: 7)],
            examples: [ScreenExample("seven", ["cardID": "7"])], deepLinks: ["cards://card/{cardID}"])
        #expect(card.location == CodeLocation(file: #fileID, line: line))
        #expect(card.parameters.map(\.name) == ["cardID", "note"])
        #expect(card.summary == "")
        let home = try catalog.register(
            "cards.home", title: "Home", group: "Cards",
            route: PetriGeneralStep.root() as PetriDestinationStep<UIViewController, Void>)
        #expect(home.examples.map(\.name) == ["default"])
        #expect(catalog.validate() == [])
        #expect(try catalog.resolve(deepLink: "cards://card/7").entry == "cards.card")
    }
}

/// Issue 13: a router an app can decorate.
@MainActor
@Suite("PetriRouter decorators")
struct RouterDecoratorTests {
    /// A router that fails every navigation, as an app's tests use one.
    final class FailingRouter: Navigating {
        struct Refused: Error {}
        func navigate<VC, Context>(to step: PetriDestinationStep<VC, Context>, with context: Context, animated: Bool)
            async throws -> RoutingTrace
        {
            throw Refused()
        }
        func plan<VC, Context>(to step: PetriDestinationStep<VC, Context>, with context: Context) throws -> RoutingPlan
        {
            throw Refused()
        }
    }

    @Test(
        "a Dish navigates through the catalog's decorator; a failing one fails open, go and plan, and changes nothing")
    func failingDecorator() async throws {
        let catalog = ScreenCatalog(name: "Decorated")
        catalog.addVariant(
            Variant("plain", summary: "") { try $0.setRootViewController(UIViewController(title: "Home")) })
        try catalog.register(
            "home.sheet", title: "Sheet", group: "Home",
            route: PetriStepAssembly(
                finder: PetriNilFinder<UIViewController, Void>(),
                factory: ClosureFactory { UIViewController(title: "Sheet") }
            )
            .using(PetriGeneralAction.presentModally()).from(PetriGeneralStep.current()).assemble())
        let dish = try Dish(catalog: catalog)
        let before = HierarchySnapshot(dish.window).renderTree()
        catalog.decorateRouter = { _ in FailingRouter() }
        do {
            _ = try await dish.open("home.sheet", values: ContextValues())
            Issue.record("open went through a failing router")
        } catch { #expect(error is FailingRouter.Refused) }
        do {
            _ = try await dish.go("home.sheet", values: ContextValues())
            Issue.record("go went through a failing router")
        } catch { #expect(error is FailingRouter.Refused) }
        #expect(throws: FailingRouter.Refused.self) { try dish.plan("home.sheet", values: ContextValues()) }
        #expect(HierarchySnapshot(dish.window).renderTree() == before)
        catalog.decorateRouter = { $0 }
        _ = try await dish.go("home.sheet", values: ContextValues())
        #expect(dish.window.topmostViewController?.title == "Sheet")
    }
}
