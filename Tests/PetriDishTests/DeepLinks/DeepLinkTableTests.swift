import Foundation
import Testing
import PetriDish
@testable import PetriCatalog

/// The deep-link matcher (issue 8), table-driven: what each URL resolves to, or why not.
@MainActor
@Suite("Deep links")
struct DeepLinkTableTests {
    final class Screen: UIViewController {}

    enum Sort: String, CaseIterable, Decodable, Sendable { case price, rating }
    struct ProductContext: Decodable { let productID: Int }
    struct SlugContext: Decodable { let slug: String }
    struct RegionContext: Decodable { let region: String; let productID: Int }
    struct ArticleContext: Decodable { let article: String }
    struct SearchContext: Decodable { let query: String; let sort: Sort? }
    struct FileContext: Decodable { let path: String }

    /// A file preview opened by the file URLs `links`, with one example per path.
    private func filePreview(_ id: String = "file", links: [String], paths: [String], line: Int = #line) -> ScreenEntry
    {
        ScreenEntry(
            id: id, title: "File", group: "G", summary: "a file another app opens in this one",
            context: ContextSchema(decoding: FileContext.self),
            destination: PetriStepAssembly(
                finder: PetriNilFinder<Screen, FileContext>(), factory: ClosureFactory { _ in Screen() }
            )
            .using(PetriGeneralAction.presentModally()).from(PetriGeneralStep.current()).assemble(),
            examples: paths.enumerated().map { ScreenExample("file\($0.offset + 1)", ["path": $0.element]) },
            deepLinks: links, location: CodeLocation(file: "Files.swift", line: line))
    }

    private func entry<Context>(_ id: String, _ schema: ContextSchema<Context>, links: [String], line: Int = #line)
        -> ScreenEntry
    {
        ScreenEntry(
            id: id, title: id, group: "G", summary: "s", context: schema,
            destination: PetriStepAssembly(
                finder: PetriNilFinder<Screen, Context>(), factory: ClosureFactory { _ in Screen() }
            )
            .using(PetriGeneralAction.presentModally()).from(PetriGeneralStep.current()).assemble(),
            deepLinks: links, location: CodeLocation(file: "Links.swift", line: line))
    }

    private func catalog() throws -> ScreenCatalog {
        let catalog = ScreenCatalog(name: "Links")
        try catalog.register(
            entry("product", ContextSchema(decoding: ProductContext.self), links: ["shop://product/{productID}"]))
        try catalog.register(entry("product.new", .empty, links: ["shop://product/new"]))
        try catalog.register(
            entry("product.slug", ContextSchema(decoding: SlugContext.self), links: ["shop://product/{slug}"]))
        try catalog.register(
            entry(
                "regional", ContextSchema(decoding: RegionContext.self),
                links: ["https://{region}.shop.example.com/products/{productID}"]))
        try catalog.register(
            entry("help", ContextSchema(decoding: ArticleContext.self), links: ["shop://help/{article*}"]))
        try catalog.register(
            entry("search", ContextSchema(decoding: SearchContext.self), links: ["shop://search?q={query}&sort={sort}"])
        )
        return catalog
    }

    @Test(
        "What each URL resolves to",
        arguments: [
            ("shop://product/42", "product", "productID=42"),
            ("shop://product/new", "product.new", ""),  // a literal beats a placeholder
            // An int that does not convert loses to a string.
            ("shop://product/sneakers", "product.slug", "slug=sneakers"),
            ("SHOP://PRODUCT/42", "product", "productID=42"),  // scheme and host ignore case
            ("shop://product//42/", "product", "productID=42"),  // repeated and trailing slashes
            ("shop://product/red%20shoes", "product.slug", #"slug="red shoes""#),  // percent-decoding
            ("https://eu.shop.example.com/products/7", "regional", "region=eu productID=7"),  // a host placeholder
            ("shop://help/orders/returns/faq", "help", "article=orders/returns/faq"),  // the rest of the path
            ("shop://search?q=boots", "search", "query=boots"),  // a query item; the optional one absent
            ("shop://search?sort=rating&q=red%20boots", "search", #"query="red boots" sort=rating"#),
        ])
    func resolves(_ url: String, _ entry: String, _ values: String) throws {
        let resolution = try catalog().resolve(deepLink: url)
        #expect(resolution.entry == entry)
        #expect(resolution.values.description == values)
    }

    @Test(
        "Why a URL does not resolve",
        arguments: [
            (
                "shop://prodct/42",
                #"no screen matches "shop://prodct/42"; the nearest patterns: shop://product/{productID} (as shop://product/42)"#
            ),
            (
                "shop://search?sort=rating",
                #"matches shop://search?q={query}&sort={sort}, but missing required parameter: query (string)"#
            ),
            ("shop://search?q=x&sort=cheap", #"matches shop://search?q={query}&sort={sort}, but sort: "cheap""#),
            ("not a url", #""not a url": it has no scheme (a link starts with one, such as shop:)"#),
        ])
    func refuses(_ url: String, _ message: String) throws {
        let error = #expect(throws: DeepLinkError.self) { try catalog().resolve(deepLink: url) }
        #expect(error?.description.contains(message) == true, "\(error?.description ?? "")")
    }

    @Test("Two patterns that match one URL with the same specificity are refused, naming both and an example")
    func ambiguityIsRefused() throws {
        let catalog = try catalog()
        try catalog.register(
            entry(
                "product.copy", ContextSchema(decoding: ProductContext.self), links: ["shop://product/{productID}"],
                line: 99))
        // A literal in the same place, or a type that cannot hold the same value, is not ambiguous.
        struct UUIDContext: Decodable { let id: UUID }
        try catalog.register(
            entry("product.uuid", ContextSchema(decoding: UUIDContext.self), links: ["shop://product/{id}"]))
        let problems = catalog.validate()
        #expect(problems.count == 1, "\(problems)")
        let error = problems.first
        #expect(error?.description.contains("deep links shop://product/{productID} (product, Links.swift:") == true)
        #expect(
            error?.description.contains(
                "and shop://product/{productID} (product.copy, Links.swift:99) both match shop://product/") == true)
        // The first registration keeps the link.
        #expect(try catalog.resolve(deepLink: "shop://product/42").entry == "product")
    }

    @Test("Patterns are checked before use: placeholders in the right places, text that is a URL")
    func invalidPatterns() throws {
        for (pattern, reason) in [
            ("product/{productID}", "needs a scheme"),
            ("shop://product/p{productID}", "mixes text and a placeholder"),
            ("shop://help/{article*}/more", "must be the last component"),
        ] {
            let catalog = ScreenCatalog(name: "x")
            try catalog.register(self.entry("p", ContextSchema(decoding: ProductContext.self), links: [pattern]))
            let error = catalog.validate().first
            #expect(error?.description.contains(reason) == true, "\(pattern): \(error?.description ?? "")")
        }
    }

    @Test("A URL built from a pattern and values resolves back to them")
    func roundTrip() throws {
        let catalog = try catalog()
        let pattern = try DeepLinkPattern("shop://search?q={query}&sort={sort}")
        let url = try #require(pattern.url(for: ["query": "red boots", "sort": "rating"]))
        #expect(url == "shop://search?q=red%20boots&sort=rating")
        #expect(try catalog.resolve(deepLink: url).values.description == #"query="red boots" sort=rating"#)
    }

    @Test("check resolves every example's link and reports one that opens another screen")
    func checkResolvesExampleLinks() async throws {
        let catalog = ScreenCatalog(name: "Links")
        try catalog.register(entry("product.new", .empty, links: ["shop://product/new"]))
        let slug = ScreenEntry(
            id: "product.slug", title: "slug", group: "G", summary: "s",
            context: ContextSchema(decoding: SlugContext.self),
            destination: PetriStepAssembly(
                finder: PetriNilFinder<Screen, SlugContext>(), factory: ClosureFactory { _ in Screen() }
            )
            .using(PetriGeneralAction.presentModally()).from(PetriGeneralStep.current()).assemble(),
            examples: [ScreenExample("new", ["slug": "new"])], deepLinks: ["shop://product/{slug}"],
            location: CodeLocation(file: "Links.swift", line: 1))
        try catalog.register(slug)
        let report = await CatalogCheck(catalog: catalog).run()
        #expect(
            report.lints.map(\.description).contains(
                #"error: product.slug example new's link shop://product/new opens product.new (no values), not this screen (slug=new)"#
            ))
    }

    @Test(
        "An entry declaring file:///{path*} and file://localhost/{path*} passes check: each example's link, in either spelling, opens it with the absolute path (issue 34)"
    )
    func bothFilePatterns() async throws {
        let catalog = ScreenCatalog(name: "Files")
        try catalog.register(
            filePreview(
                links: ["file:///{path*}", "file://localhost/{path*}"],
                paths: ["/private/var/mobile/Inbox/photo 1.jpg", "/tmp/a.pdf"]))
        for url in [
            "file:///private/var/mobile/Inbox/photo%201.jpg", "file://localhost/private/var/mobile/Inbox/photo%201.jpg",
        ] {
            let resolution = try catalog.resolve(deepLink: url)
            #expect(resolution.entry == "file")
            #expect(resolution.values["path"] == .string("/private/var/mobile/Inbox/photo 1.jpg"), "\(url)")
        }
        let report = await CatalogCheck(catalog: catalog).run()
        #expect(report.lints.filter { $0.severity == .error }.isEmpty, "\(report.lints)")
    }

    @Test(
        "file://localhost/{path*} alone matches both spellings and gives the absolute path, and its links are written as declared (issue 34)"
    )
    func localhostFilePattern() async throws {
        let pattern = try DeepLinkPattern("file://localhost/{path*}")
        #expect(pattern.host.isEmpty)
        #expect(pattern.url(for: ["path": "/tmp/a b.pdf"]) == "file://localhost/tmp/a%20b.pdf")
        let catalog = ScreenCatalog(name: "Files")
        try catalog.register(filePreview(links: ["file://localhost/{path*}"], paths: ["/tmp/a.pdf"]))
        #expect(try catalog.resolve(deepLink: "file:///tmp/a.pdf").values["path"] == .string("/tmp/a.pdf"))
        #expect(try catalog.resolve(deepLink: "file://localhost/tmp/a.pdf").values["path"] == .string("/tmp/a.pdf"))
        #expect(try catalog.resolve(deepLink: "file://localhost/tmp/a.pdf").pattern == "file://localhost/{path*}")
        let report = await CatalogCheck(catalog: catalog).run()
        #expect(report.lints.filter { $0.severity == .error }.isEmpty, "\(report.lints)")
    }

    @Test(
        "An example whose file path has no leading / is told the link gives the absolute path and how to write it (issue 34)"
    )
    func relativeFileExample() async throws {
        let catalog = ScreenCatalog(name: "Files")
        try catalog.register(filePreview(links: ["file:///{path*}", "file://localhost/{path*}"], paths: ["tmp/a.pdf"]))
        let messages = await CatalogCheck(catalog: catalog).run().lints.filter { $0.severity == .error }.map(\.message)
        #expect(
            messages == [
                #"example file1's link file:///tmp/a.pdf opens this screen with path=/tmp/a.pdf, not the example's path=tmp/a.pdf; a file URL's path is absolute, as iOS hands it to the app: write the example's path as "/tmp/a.pdf""#,
                #"example file1's link file://localhost/tmp/a.pdf opens this screen with path=/tmp/a.pdf, not the example's path=tmp/a.pdf; a file URL's path is absolute, as iOS hands it to the app: write the example's path as "/tmp/a.pdf""#,
            ])
    }

    @Test("Two entries declaring the file pattern, one spelling localhost, are refused as the same links (issue 34)")
    func fileSpellingsOnTwoEntries() throws {
        let catalog = ScreenCatalog(name: "Files")
        try catalog.register(filePreview("file", links: ["file:///{path*}"], paths: ["/tmp/a.pdf"]))
        try catalog.register(filePreview("file.other", links: ["file://localhost/{path*}"], paths: ["/tmp/a.pdf"]))
        let problems = catalog.validate().map(\.description)
        #expect(problems.count == 1)
        #expect(problems.first?.contains("deep links file:///{path*} (file, Files.swift:") == true, "\(problems)")
        #expect(
            problems.first?.contains("and file://localhost/{path*} (file.other, Files.swift:") == true, "\(problems)")
    }
}
