import Foundation
import PetriDish
import Testing

/// Issue 36: the held-out link cases that failed — an empty component that silently opened
/// another screen, an escape that is not UTF-8, a value that fits none of two candidates, a
/// near-miss scheme, a query item in the wrong case — and links of megabytes.
@MainActor
@Suite("Deep links: the last mile")
struct DeepLinkLastMileTests {
    final class Screen: UIViewController {}

    struct OrdersContext: Decodable, Sendable { var userID: Int }
    struct ProfileContext: Decodable, Sendable { var name: String }
    struct TagContext: Decodable, Sendable { var tag: String }
    struct OrderNumberContext: Decodable, Sendable { var number: Int }
    struct OrderIDContext: Decodable, Sendable { var orderID: UUID }
    struct ProductContext: Decodable, Sendable { var productID: Int }
    struct SearchContext: Decodable, Sendable { var query: String }
    struct OptionalSearchContext: Decodable, Sendable { var query: String? }

    /// The shop's links, as its teams declare them.
    private func catalog() throws -> ScreenCatalog {
        let catalog = ScreenCatalog(name: "Shop")
        try catalog.register(
            "user.orders", title: "Orders", group: "Account",
            route: PetriStepAssembly<Screen, OrdersContext>.screen(Screen.self) { Screen() }.replacingRoot(),
            examples: [ScreenExample("ann", ["userID": "7"])], deepLinks: ["shop://user/{userID}/orders"])
        try catalog.register(
            "profile", title: "Profile", group: "Account",
            route: PetriStepAssembly<Screen, ProfileContext>.screen(Screen.self) { Screen() }.replacingRoot(),
            examples: [ScreenExample("ann", ["name": "ann"])], deepLinks: ["shop://user/{name}"])
        try catalog.register(
            "tag", title: "Tag", group: "Shop",
            route: PetriStepAssembly<Screen, TagContext>.screen(Screen.self) { Screen() }.replacingRoot(),
            examples: [ScreenExample("shoes", ["tag": "shoes"])], deepLinks: ["shop://tag/{tag}"])
        try catalog.register(
            "order.number", title: "Order", group: "Account",
            route: PetriStepAssembly<Screen, OrderNumberContext>.screen(Screen.self) { Screen() }.replacingRoot(),
            examples: [ScreenExample("first", ["number": "1"])], deepLinks: ["shop://order/{number}"])
        try catalog.register(
            "order.id", title: "Order", group: "Account",
            route: PetriStepAssembly<Screen, OrderIDContext>.screen(Screen.self) { Screen() }.replacingRoot(),
            examples: [ScreenExample("first", ["orderID": "A1B2C3D4-E5F6-4789-A0B1-C2D3E4F5A6B7"])],
            deepLinks: ["shop://order/{orderID}"])
        try catalog.register(
            "product", title: "Product", group: "Shop",
            route: PetriStepAssembly<Screen, ProductContext>.screen(Screen.self) { Screen() }.replacingRoot(),
            examples: [ScreenExample("shoe", ["productID": "42"])],
            deepLinks: ["https://shop.example.com/product/{productID}"])
        try catalog.register(
            "search", title: "Search", group: "Shop",
            route: PetriStepAssembly<Screen, SearchContext>.screen(Screen.self) { Screen() }.replacingRoot(),
            examples: [ScreenExample("boots", ["query": "boots"])], deepLinks: ["shop://search?q={query}"])
        try catalog.register(
            "browse", title: "Browse", group: "Shop",
            route: PetriStepAssembly<Screen, OptionalSearchContext>.screen(Screen.self) { Screen() }.replacingRoot(),
            deepLinks: ["shop://browse?q={query}"])
        return catalog
    }

    // MARK: Empty components

    @Test(
        "shop://user//orders does not open Profile {name: orders}: the link says userID of user.orders is empty, with a link that gives it"
    )
    func emptyValueIsRefused() throws {
        let error = #expect(throws: DeepLinkError.self) { try catalog().resolve(deepLink: "shop://user//orders") }
        #expect(
            error
                == .emptyValue(
                    url: "shop://user//orders", pattern: "shop://user/{userID}/orders", entry: "user.orders",
                    parameters: ["userID"], example: "shop://user/1/orders"))
        #expect(
            error?.description
                == #""shop://user//orders" leaves userID empty: shop://user/{userID}/orders (user.orders) takes it where the link has an empty component (two slashes with nothing between them, or a slash at the end); a link of user.orders looks like shop://user/1/orders"#
        )
    }

    @Test("a link ending with a slash where a pattern takes a value names that value as empty")
    func trailingSlashWhereAValueGoes() throws {
        #expect(
            throws: DeepLinkError.emptyValue(
                url: "shop://user/", pattern: "shop://user/{name}", entry: "profile", parameters: ["name"],
                example: "shop://user/x")
        ) {
            try catalog().resolve(deepLink: "shop://user/")
        }
    }

    @Test(
        "repeated and trailing slashes where no pattern takes a value are collapsed, and the resolution says so with the link as read"
    )
    func collapsedSlashesAreSaid() throws {
        let catalog = try catalog()
        let orders = try catalog.resolve(deepLink: "shop://user/42//orders/")
        #expect(orders.entry == "user.orders")
        #expect(orders.values["userID"] == .int(42))
        #expect(orders.collapsed == "shop://user/42/orders")
        #expect(
            orders.notes.first
                == "read as shop://user/42/orders: the link's empty path components (a repeated slash, //, or one at the end) were collapsed, as no pattern takes a value in their place"
        )
        let plain = try catalog.resolve(deepLink: "shop://user/42/orders")
        #expect(plain.collapsed == nil)
        #expect(plain.notes.isEmpty)
    }

    // MARK: Escapes

    @Test("shop://tag/%FF is refused as an invalid URL, naming the escape that is not UTF-8 and where it is")
    func escapeThatIsNotUTF8() throws {
        let catalog = try catalog()
        let error = #expect(throws: DeepLinkError.self) { try catalog.resolve(deepLink: "shop://tag/%FF") }
        guard case let .invalidURL(url, reason, _)? = error else {
            Issue.record("\(String(describing: error))")
            return
        }
        #expect(url == "shop://tag/%FF")
        #expect(
            reason
                == "the escape %FF at character 12 is not UTF-8 (a link's escapes spell the UTF-8 bytes of its characters, such as %C3%A9 for é)"
        )
        // A character cut short, in the path or in the query, is named from its first escape.
        let cut = #expect(throws: DeepLinkError.self) { try catalog.resolve(deepLink: "shop://tag/caf%C3%28") }
        #expect(cut?.description.contains("the escapes %C3%28 at character 15 are not UTF-8") == true, "\(cut!)")
        let query = #expect(throws: DeepLinkError.self) { try catalog.resolve(deepLink: "shop://search?q=%E2%82") }
        #expect(query?.description.contains("the escapes %E2%82 at character 17 are not UTF-8") == true, "\(query!)")
        // UTF-8 escapes decode.
        #expect(try catalog.resolve(deepLink: "shop://tag/caf%C3%A9").values["tag"] == .string("café"))
    }

    // MARK: Candidates

    @Test("shop://order/abc names both candidates and why neither takes it: not an int, not a UUID")
    func everyCandidateNamed() throws {
        let error = #expect(throws: DeepLinkError.self) { try catalog().resolve(deepLink: "shop://order/abc") }
        guard case let .invalidValues(url, candidates)? = error else {
            Issue.record("\(String(describing: error))")
            return
        }
        #expect(url == "shop://order/abc")
        #expect(candidates.map(\.entry).sorted() == ["order.id", "order.number"])
        let description = error?.description ?? ""
        #expect(description.hasPrefix(#""shop://order/abc" matches 2 patterns, but its values fit none of them: "#))
        #expect(description.contains(#"shop://order/{number} (order.number): number: "abc" is not an int"#))
        #expect(description.contains(#"shop://order/{orderID} (order.id): orderID: "abc" is not a UUID"#))
    }

    // MARK: Near misses

    @Test(
        "http:// against an https catalog, and a mistyped scheme, name the nearest https pattern with its filled URL"
    )
    func nearMissScheme() throws {
        let catalog = try catalog()
        for scheme in ["http", "htps"] {
            let url = "\(scheme)://shop.example.com/product/42"
            #expect(
                throws: DeepLinkError.unknownScheme(
                    url: url, scheme: scheme, known: ["https", "shop"],
                    nearest: [
                        "https://shop.example.com/product/{productID} (as https://shop.example.com/product/42)"
                    ])
            ) {
                try catalog.resolve(deepLink: url)
            }
        }
        let error = #expect(throws: DeepLinkError.self) {
            try catalog.resolve(deepLink: "http://shop.example.com/product/42")
        }
        #expect(
            error?.description
                == #"no screen is opened by "http://shop.example.com/product/42": no entry has a link with the scheme http (the catalog's schemes: https, shop); the nearest patterns: https://shop.example.com/product/{productID} (as https://shop.example.com/product/42)"#
        )
    }

    @Test("shop://search?Q=boots says that Q differs from the pattern's q only in letter case")
    func queryNameCase() throws {
        let catalog = try catalog()
        let error = #expect(throws: DeepLinkError.self) { try catalog.resolve(deepLink: "shop://search?Q=boots") }
        #expect(
            error?.description
                == #""shop://search?Q=boots" matches shop://search?q={query}, but missing required parameter: query (string); the link's query item Q differs from q only in letter case (shop://search?q={query} takes q; query item names match exactly)"#
        )
        // Where the item is optional the link opens the screen, and the note says it.
        let browse = try catalog.resolve(deepLink: "shop://browse?Q=boots")
        #expect(
            browse.notes == [
                "the query item Q=boots was ignored: shop://browse?q={query} does not use it; the link's query item Q differs from q only in letter case (shop://browse?q={query} takes q; query item names match exactly)"
            ])
    }

    // MARK: Long links

    @Test("a 2 MB link that hits gives its whole value, its escapes decoded")
    func megabyteHit() throws {
        let tag = String(repeating: "ab%20", count: 400_000)
        let resolution = try catalog().resolve(deepLink: "shop://tag/" + tag)
        #expect(resolution.entry == "tag")
        #expect(resolution.values["tag"] == .string(String(repeating: "ab ", count: 400_000)))
    }
}
