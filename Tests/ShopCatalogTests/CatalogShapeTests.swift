import PetriDish
import Testing
@testable import ShopCatalog

/// The demo catalog has the size and the shape of a real shop app: enough screens in enough
/// groups, the four tabs, every kind of parameter, deep links that name real parameters, and a
/// start-up error that points at both registrations of a duplicate id.
@MainActor
@Suite("Demo catalog shape")
struct CatalogShapeTests {
    @Test("Every entry of the demo is well declared: context, examples and deep links")
    func wellDeclared() throws {
        #expect(try ShopCatalog.make().validate() == [])
    }

    @Test("At least 30 screens in at least 6 groups")
    func counts() throws {
        let catalog = try ShopCatalog.make()
        #expect(catalog.entries.count >= 30)
        let groups = Set(catalog.entries.map(\.group))
        #expect(groups.count >= 6, "groups: \(groups.sorted())")
        #expect(
            groups.isSuperset(of: [
                "Home", "Shop/Products", "Shop/Search", "Shop/Cart", "Account", "Account/Orders", "Settings",
                "Onboarding", "Support",
            ]))
    }

    @Test("Ids are unique, titles and summaries are filled in")
    func entriesAreDescribed() throws {
        let catalog = try ShopCatalog.make()
        #expect(Set(catalog.entries.map(\.id)).count == catalog.entries.count)
        for entry in catalog.entries {
            #expect(!entry.title.isEmpty && !entry.summary.isEmpty && !entry.tags.isEmpty, "\(entry.id)")
        }
    }

    @Test("The tab bar variant launches with Home, Catalog, Cart and Profile, each a navigation stack")
    func tabBar() throws {
        let dish = try Shop.dish()
        let tabBar = try #require(dish.window.rootViewController as? UITabBarController)
        let tabs = try #require(tabBar.viewControllers)
        #expect(tabs.map(\.title) == ["Home", "Catalog", "Cart", "Profile"])
        #expect(tabs.allSatisfy { $0 is UINavigationController })
        #expect(
            tabs.compactMap { ($0 as? UINavigationController)?.viewControllers.first?.typeName }
                == ["HomeViewController", "CategoriesViewController", "CartViewController", "ProfileViewController"])
    }

    @Test("The screens' parameters use every parameter type")
    func everyParameterType() throws {
        let catalog = try ShopCatalog.make()
        let types = catalog.entries.flatMap(\.parameters).map(\.type)
        let kinds = Set(types.map(\.base.kind))
        #expect(kinds == ["string", "int", "double", "bool", "uuid", "url", "date", "choice"], "\(kinds.sorted())")
        #expect(types.contains { $0.isOptional })
        #expect(catalog.entries.contains { !$0.parameters.flatMap(\.presets).isEmpty })
    }

    @Test("Filters take four parameters of different types, one of them an enum and one optional")
    func filtersParameters() throws {
        let filters = try ShopCatalog.make().entry("shop.filters")
        #expect(
            filters.parameters.map(\.synopsis) == [
                "category: shoes|shirts|jackets|accessories",
                "priceMin: double = 0.0",
                "priceMax: double?",
                "onlyInStock: bool = false",
            ])
    }

    @Test("Every deep link names only parameters of its screen, and no two screens share a link")
    func deepLinks() throws {
        let catalog = try ShopCatalog.make()
        var owners: [String: String] = [:]
        for entry in catalog.entries {
            for pattern in entry.deepLinks {
                #expect(owners.updateValue(entry.id, forKey: pattern) == nil, "\(pattern) is declared twice")
                let names = Set(entry.parameters.map(\.name))
                // {path*} names path: the rest of the path.
                for placeholder in Self.placeholders(in: pattern).map({ $0.hasSuffix("*") ? String($0.dropLast()) : $0 }
                ) {
                    #expect(
                        names.contains(placeholder), "\(entry.id): \(pattern) names \(placeholder), not a parameter")
                }
            }
        }
        #expect(owners["shop://product/{productID}"] == "shop.product")
        #expect(owners.count >= 15)
    }

    @Test("A screen that exists in one variant only says so")
    func variantOnlyScreens() async throws {
        let catalog = try ShopCatalog.make()
        let names = Set(catalog.variants.map(\.name))
        #expect(names == ["tabs", "menu"])
        for entry in catalog.entries {
            #expect(Set(entry.variants).isSubset(of: names), "\(entry.id): \(entry.variants)")
        }
        #expect(try catalog.entry("home.menu").variants == ["menu"])
        let dish = try Shop.dish(variant: "tabs")
        let failure = await Shop.failure { try await Shop.open(dish, "home.menu") }
        #expect(failure?.contains("exists only in the variant menu") == true, "\(failure ?? "no error")")
    }

    @Test("Registering an id twice fails at start-up and names both registrations")
    func duplicateID() throws {
        let catalog = try ShopCatalog.make()
        let original = try catalog.entry("shop.product").location
        #expect(original.file.hasSuffix("ProductEntries.swift"))
        let second = CodeLocation(file: "ShopCatalogTests/CatalogShapeTests.swift", line: 99)
        let duplicate = ScreenEntry(
            id: "shop.product", title: "Product again", group: "Shop/Products", summary: "a second registration",
            context: .empty, destination: PetriGeneralStep.root(), location: second)
        #expect(throws: CatalogError.duplicateScreen(id: "shop.product", first: original, second: second)) {
            try catalog.register(duplicate)
        }
        do {
            try catalog.register(duplicate)
        } catch {
            let message = String(describing: error)
            #expect(
                message.contains(original.description) && message.contains("CatalogShapeTests.swift:99"), "\(message)")
        }
    }

    @Test("Registering the whole shop twice fails on its first screen")
    func duplicateRegistration() throws {
        let catalog = try ShopCatalog.make()
        let entries = ShopEntries(catalog: catalog, routes: ShopRoutes(analytics: AnalyticsRecorder()))
        #expect(throws: CatalogError.self) { try entries.registerAll() }
        #expect(catalog.entries.count == (try ShopCatalog.make()).entries.count)
    }

    /// The `{name}` placeholders of a deep-link pattern.
    private static func placeholders(in pattern: String) -> [String] {
        pattern.split(separator: "{").dropFirst().compactMap { $0.split(separator: "}").first.map(String.init) }
    }
}

extension ParameterType {
    /// The type's name, `choice` for any choice.
    fileprivate var kind: String {
        if case .choice = self { return "choice" }
        return description
    }
}
