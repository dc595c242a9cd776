import Foundation
import PetriDish
import Testing

/// Issue 20, first part: links as QA pastes them, read by one grammar, with what was forgiven
/// said and what cannot be read refused with where.
@MainActor
@Suite("Deep links: the grammar")
struct DeepLinkGrammarTests {
    final class Screen: UIViewController {}

    struct ProductContext: Decodable, Sendable {
        var productID: Int
        var sort: String?
    }

    private func catalog() throws -> ScreenCatalog {
        let catalog = ScreenCatalog(name: "Shop")
        catalog.addVariant(
            Variant("tabs", summary: "tabs") { window in window.rootViewController = UINavigationController() })
        try catalog.register(
            "product", title: "Product", group: "Shop",
            route: PetriStepAssembly<Screen, ProductContext>.screen(Screen.self) { Screen() }.replacingRoot(),
            examples: [ScreenExample("shoe", ["productID": "42"])],
            deepLinks: ["shop://product/{productID}?sort={sort}"])
        try catalog.register(
            "help", title: "Help", group: "Shop",
            route: PetriStepAssembly<Screen, Void>.screen(Screen.self) { Screen() }.replacingRoot(),
            deepLinks: ["shop://help"])
        return catalog
    }

    @Test("a link pasted from a chat, with a newline and spaces around it, is trimmed and says so")
    func surroundingWhitespace() throws {
        let resolution = try catalog().resolve(deepLink: "  shop://product/42\n")
        #expect(resolution.entry == "product")
        #expect(resolution.notes == ["surrounding whitespace (a newline, spaces) was trimmed"])
    }

    @Test("a % that is not an escape is refused, naming where it is")
    func invalidEscape() throws {
        #expect(
            throws: DeepLinkError.invalidURL(
                "shop://product/%zz",
                reason: "the % at character 16 is not a percent escape (% and two hex digits, such as %20)",
                example: "shop://help")
        ) {
            try catalog().resolve(deepLink: "shop://product/%zz")
        }
    }

    @Test("shop:/product/42 and shop:///product/42 are read as shop://product/42, and say so")
    func missingAuthority() throws {
        for link in ["shop:/product/42", "shop:///product/42"] {
            let resolution = try catalog().resolve(deepLink: link)
            #expect(resolution.entry == "product", "\(link)")
            #expect(
                resolution.notes == [
                    "read as shop://product/42 (a link without a host takes its first component as the host)"
                ], "\(link)")
        }
    }

    @Test("a query item the pattern takes, given twice, is refused naming it")
    func duplicateQueryItem() throws {
        let error = #expect(throws: DeepLinkError.self) {
            try catalog().resolve(deepLink: "shop://product/42?sort=price&sort=rating")
        }
        #expect(error?.description.contains("the query gives sort 2 times (sort=price, sort=rating)") == true)
    }

    @Test("a query item the pattern does not use and a fragment are reported as ignored")
    func ignoredParts() throws {
        let resolution = try catalog().resolve(deepLink: "shop://product/42?utm_source=chat#reviews")
        #expect(
            resolution.notes == [
                "the fragment #reviews was ignored",
                "the query item utm_source=chat was ignored: shop://product/{productID}?sort={sort} does not use it",
            ])
    }

    @Test("text that is not a URL says why, with a link of this catalog, not a fixed hint")
    func notAURL() throws {
        #expect(
            throws: DeepLinkError.invalidURL(
                "product 42", reason: "it has no scheme (a link starts with one, such as shop:)", example: "shop://help"
            )
        ) {
            try catalog().resolve(deepLink: "product 42")
        }
    }

    @Test(
        "a link with a scheme no entry uses says so, naming the catalog's schemes, instead of suggesting shop:// patterns"
    )
    func unknownScheme() throws {
        #expect(throws: DeepLinkError.unknownScheme(url: "nosuch://x", scheme: "nosuch", known: ["shop"])) {
            try catalog().resolve(deepLink: "nosuch://x")
        }
    }

    @Test(
        "a very long link that matches nothing gets the same nearest patterns as its first characters, its value cut in the filled URL"
    )
    func boundedMiss() throws {
        let long = "shop://prodct/" + String(repeating: "4", count: 20_000)
        let short = "shop://prodct/" + String(repeating: "4", count: 32)
        let nearestOfLong = #expect(throws: DeepLinkError.self) { try catalog().resolve(deepLink: long) }
        let nearestOfShort = #expect(throws: DeepLinkError.self) { try catalog().resolve(deepLink: short) }
        guard case let .noMatch(_, longNearest)? = nearestOfLong, case let .noMatch(_, shortNearest)? = nearestOfShort
        else {
            Issue.record("both links should miss")
            return
        }
        #expect(longNearest == shortNearest.map { $0.replacingOccurrences(of: "4)", with: "4…)") })
        #expect(
            shortNearest.first == "shop://product/{productID}?sort={sort} (as shop://product/"
                + String(repeating: "4", count: 32) + ")")
    }

    @Test("a typed value with a space around it (%2042 is \" 42\") is refused, naming the parameter")
    func strictTypedValues() throws {
        let error = #expect(throws: DeepLinkError.self) { try catalog().resolve(deepLink: "shop://product/%2042") }
        #expect(
            error?.description.contains(#"productID is " 42", with a space around it: a link's int has none"#) == true,
            "\(error?.description ?? "")")
    }

    struct LinkedProductContext: Decodable, Sendable {
        var productID: Int
        var openedBy: URL?
    }

    @Test("a pattern hands the link that opened the screen to a parameter, so a route can decide on it")
    func linkAsParameter() throws {
        let catalog = try catalog()
        try catalog.register(
            "product.universal", title: "Product", group: "Shop",
            route: PetriStepAssembly<Screen, LinkedProductContext>.screen(Screen.self) { Screen() }.replacingRoot(),
            examples: [ScreenExample("shoe", ["productID": "42"])],
            deepLinks: ["https://shop.example.com/p/{productID} -> {openedBy}"])
        let resolution = try catalog.resolve(deepLink: "https://shop.example.com/p/42?ref=mail")
        #expect(resolution.entry == "product.universal")
        #expect(resolution.values["openedBy"] == .url(URL(string: "https://shop.example.com/p/42?ref=mail")!))
        #expect(resolution.values["productID"] == .int(42))
        #expect(throws: DeepLinkError.self) { try DeepLinkPattern("shop://p/{id} -> openedBy") }
    }

    @Test("a strict pattern refuses what it does not take instead of ignoring it")
    func strictPattern() throws {
        let catalog = try catalog()
        try catalog.register(
            "pay", title: "Pay", group: "Shop",
            route: PetriStepAssembly<Screen, ProductContext>.screen(Screen.self) { Screen() }.replacingRoot(),
            examples: [ScreenExample("shoe", ["productID": "42"])],
            deepLinks: ["shop://pay/{productID} strict"])
        #expect(try catalog.resolve(deepLink: "shop://pay/42").entry == "pay")
        #expect(
            throws: DeepLinkError.invalidURL(
                "shop://pay/42?utm=x#top",
                reason:
                    "shop://pay/{productID} strict takes nothing more, and the link has the query item utm=x and the fragment #top",
                example: nil)
        ) {
            try catalog.resolve(deepLink: "shop://pay/42?utm=x#top")
        }
    }
}
