import Foundation
import Testing
@testable import PetriImportKit

/// Issue 21, items 1 and 3: `petri import` on an app's sources.
@Suite("petri import")
struct AppImportTests {
    static let importFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    /// The example app written for the purpose (Examples/ImportedShop/App).
    static let shopApp = importFolder.deletingLastPathComponent().appendingPathComponent("Examples/ImportedShop/App")
    /// Its committed output, which the main package compiles and composes.
    static let committed = importFolder.deletingLastPathComponent().appendingPathComponent(
        "Examples/ImportedShop/Generated")

    private func shopImport(_ sources: AppSources? = nil) throws -> AppImport.Output {
        try AppImport(
            sources: sources ?? AppSources.read(from: Self.shopApp),
            options: .init(
                navigationFiles: [
                    "Navigation/AppRouter.swift", "Navigation/SettingsCoordinator.swift",
                    "Navigation/ShopConfiguration.swift",
                ],
                writesCatalog: true)
        ).run()
    }

    @Test("the output for the fixture app is the committed one, file for file: CI regenerates it and fails on drift")
    func matchesTheCommittedOutput() throws {
        let output = try shopImport()
        for file in output.files {
            let committed = try? String(contentsOf: Self.committed.appendingPathComponent(file.path), encoding: .utf8)
            #expect(
                committed == file.text,
                "\(file.path) drifted: regenerate Examples/ImportedShop/Generated (see Import/README.md)")
        }
        let committedFiles =
            FileManager.default.enumerator(atPath: Self.committed.path)?.compactMap { $0 as? String }
            .filter { !$0.hasSuffix("/") && ($0.hasSuffix(".swift") || $0.hasSuffix(".md")) } ?? []
        #expect(Set(committedFiles) == Set(output.files.map(\.path)))
    }

    @Test("the output does not depend on the order the files are read in")
    func deterministic() throws {
        let sources = try AppSources.read(from: Self.shopApp)
        let reversed = AppSources(
            swiftFiles: sources.swiftFiles.reversed(), storyboards: sources.storyboards.reversed())
        #expect(try shopImport(reversed) == shopImport(sources))
    }

    @Test("a changed initialiser in the app shows as a diff in its stand-in, and nowhere else")
    func changedInitialiser() throws {
        let sources = try AppSources.read(from: Self.shopApp)
        var changed = sources
        let index = try #require(changed.swiftFiles.firstIndex { $0.path == "Screens/CartViewController.swift" })
        changed.swiftFiles[index].text = changed.swiftFiles[index].text
            .replacingOccurrences(
                of: "init(cart: Cart, service: CartService) {",
                with: "init(cart: Cart, service: CartService, coupon: String?) {")
        let before = try shopImport(sources), after = try shopImport(changed)
        let differing = zip(before.files, after.files).filter { $0.text != $1.text }.map(\.0.path)
        #expect(differing == ["StandIns/CartViewController.swift"])
        let standIn = try #require(after.files.first { $0.path == "StandIns/CartViewController.swift" }?.text)
        #expect(standIn.contains("    init(cart: Cart, service: CartService, coupon: String?) {"))
    }

    @Test("each view controller becomes a stand-in of its superclass chain, a table view controller a view controller")
    func standIns() throws {
        let output = try shopImport()
        let cart = try #require(output.files.first { $0.path == "StandIns/CartViewController.swift" }?.text)
        #expect(cart.contains("final class CartViewController: UIViewController, NibInstantiable {"))
        #expect(
            cart.contains(
                "    init(cart: Cart, service: CartService) {\n        super.init(title: \"Cart\", context: cart)\n    }"
            ))
        let product = try #require(output.files.first { $0.path == "StandIns/ProductViewController.swift" }?.text)
        #expect(
            product.contains(
                "final class ProductViewController: BaseViewController, ContextAccepting, ContextChecking {"))
        #expect(
            output.report.contains(
                "- `CartViewController`: UIViewController (a UITableViewController in the app), from Screens/CartViewController.swift:21; left out: init(coder:): the dish has no archives"
            ))
    }

    @Test("a value type of plain fields is copied without its methods; a private field with a default is left out")
    func copiedTypes() throws {
        let output = try shopImport()
        let cart = try #require(output.files.first { $0.path == "Types/Cart.swift" }?.text)
        #expect(cart.contains("struct Cart: Equatable {\n    var items: [CartItem]\n    var couponCode: String?\n}"))
        #expect(
            output.report.contains(
                "- `Cart`, from Screens/CartViewController.swift:8; left out: computed properties, private stored properties with a default value"
            ))
        // A route's context decodes, so the catalog can give it an example.
        let context = try #require(output.files.first { $0.path == "Types/ProductContext.swift" }?.text)
        #expect(context.contains("struct ProductContext: Equatable, Decodable {"))
        #expect(context.contains("enum Source: String, Equatable, Decodable, CaseIterable {"))
    }

    @Test("a navigation file is copied with petri's import and nothing else changed")
    func navigationCopied() throws {
        let output = try shopImport()
        let original = try String(
            contentsOf: Self.shopApp.appendingPathComponent("Navigation/ShopConfiguration.swift"), encoding: .utf8)
        let copied = try #require(
            output.files.first { $0.path == "Navigation/Navigation/ShopConfiguration.swift" }?.text)
        // RouteComposer's names are also petri's own vocabulary's: beside it, UIKit is PetriHierarchy, not PetriDish.
        #expect(
            copied
                == original.replacingOccurrences(
                    of: "import UIKit\n", with: "import Foundation\nimport PetriHierarchy\n"))
    }

    @Test("the starter catalog registers each destination, and says why it leaves one out")
    func catalogSkeleton() throws {
        let output = try shopImport()
        let catalog = try #require(output.files.first { $0.path == "ImportedCatalog.swift" }?.text)
        #expect(
            catalog.contains(
                #"try catalog.register("shop.product", title: "Product", group: "Shop", route: ShopConfiguration.product,"#
            ))
        #expect(
            catalog.contains(
                #"try catalog.register("shop.settings-section", title: "Settings Section", group: "Shop", route: ShopConfiguration.settingsSection)"#
            ))
        #expect(catalog.contains(#"examples: [ScreenExample("default", ["productID": "1", "source": "catalog"])])"#))
        #expect(
            output.report.contains(
                "- not registered: `ShopConfiguration.cart` (Navigation/ShopConfiguration.swift:35): it takes service: CartService: register it with the values the app passes"
            ))
    }

    @Test("a storyboard's scenes are registered by identifier, the initial one with its relationship children")
    func storyboards() throws {
        let output = try shopImport()
        let storyboards = try #require(output.files.first { $0.path == "Storyboards.swift" }?.text)
        #expect(storyboards.contains(#"UIStoryboard.register(name: "Main", identifier: "tab-1", isInitial: true) {"#))
        #expect(
            storyboards.contains(
                "        let viewController = MainTabBarController(nibName: nil, bundle: nil)\n        viewController.viewControllers = [build_Main_nav_1()]"
            ))
    }

    @Test("UIKit outside the navigation model in a navigation file is reported with the file, the line and why")
    func findings() throws {
        let sources = try AppSources.read(from: Self.importFolder.appendingPathComponent("Fixtures/DirtyApp"))
        let output = try AppImport(sources: sources, options: .init(navigationFiles: ["ChatsCoordinator.swift"])).run()
        #expect(
            output.findings == 1,
            "the view, its colour and the navigation bar are petri's, kept inert; the table view controller is not")
        #expect(output.missingModules == ["SnapKit": ["ChatsCoordinator.swift"]])
        #expect(
            !output.report.contains("ChatsCoordinator.swift:14:")
                && !output.report.contains("ChatsCoordinator.swift:15:"))
        let expected = [
            "  - ChatsCoordinator.swift:20: `UITableViewController`: petri has no UITableViewController: declare the subclass outside the navigation file, and petri import writes a UIViewController stand-in for it; move it out of the navigation file"
        ]
        // A view controller the navigation file declares comes with it: no stand-in of its own.
        #expect(!output.files.contains { $0.path.hasPrefix("StandIns/Chats") })
        for line in expected { #expect(output.report.contains(line), "\(output.report)") }
        // A field of a framework's type makes the type opaque, and the report says which.
        #expect(
            output.report.contains(
                "- `Attachment`, from Attachments.swift:4: its fields are not plain values: preview: UIImageView"),
            "\(output.report)")
        let opaque = try #require(output.files.first { $0.path == "Types/Attachment.swift" }?.text)
        #expect(opaque.contains("struct Attachment {}"))
    }

    @Test("a navigation file that is not among the sources is named, with the nearest path")
    func unknownNavigationFile() throws {
        #expect(
            throws: ImportError.unknownNavigationFile(
                "ShopConfiguration.swift", nearest: ["Navigation/ShopConfiguration.swift"])
        ) {
            try AppImport(
                sources: AppSources.read(from: Self.shopApp),
                options: .init(navigationFiles: ["ShopConfiguration.swift"])
            ).run()
        }
        #expect(throws: ImportError.notAFolder("/nonexistent/app")) {
            try AppSources.read(from: URL(fileURLWithPath: "/nonexistent/app"))
        }
    }

    @Test(
        "titles and mentioned types are read as Swift spells them",
        arguments: [
            ("ProductDetailsViewController", "Product Details"), ("URLScreen", "URL"), ("settings", "Settings"),
            ("MainTabBarController", "Main Tab Bar"),
        ])
    func titles(_ name: String, _ title: String) {
        #expect(TypeNames.title(of: name) == title)
    }

    @Test("type names mentioned in type text")
    func mentioned() {
        #expect(TypeNames.mentioned(in: "[CartItem]?") == ["CartItem"])
        #expect(TypeNames.mentioned(in: "Result<Cart, any Error>") == ["Result", "Cart", "Error"])
        #expect(TypeNames.mentioned(in: "ProductContext.Source") == ["ProductContext"])
    }
}
