import Foundation
@testable import PetriShell
import Testing

/// Issue 31, item 3: the names `petri init` gives a package, and the names it refuses.
@Suite("petri init: names")
struct PackageNamesTests {
    @Test(
        "a folder's name gives the tool's name in lowercase words and the modules' in upper camel case",
        arguments: [
            ("Starter", "starter", "Starter"), ("MyShop", "my-shop", "MyShop"),
            ("my_shop app", "my-shop-app", "MyShopApp"),
            ("URLTools", "url-tools", "UrlTools"), ("shop2go", "shop2go", "Shop2go"), ("ios-App", "ios-app", "IosApp"),
        ])
    func derived(folder: String, tool: String, prefix: String) throws {
        let names = try PackageNames(folderName: folder)
        #expect(names.tool == tool)
        #expect(names.prefix == prefix)
        #expect(names.catalogModule == prefix + "Catalog")
        #expect(names.catalogType == prefix + "App")
        #expect(names.testModule == prefix + "CatalogTests")
    }

    @Test(
        "a folder no name can be made of is named, with how to choose one",
        arguments: ["9lives", "Café", "---", "2 Shop"])
    func folderWithoutAName(folder: String) {
        #expect(throws: PackageNameError.folderNotAName(folder)) { try PackageNames(folderName: folder) }
        #expect(
            PackageNameError.folderNotAName(folder).description
                == "cannot name a package after the folder \"\(folder)\": a name needs ASCII letters and digits, starting with a letter; choose one with --name, e.g. --name my-shop"
        )
    }

    @Test("--name is a tool's name as given; anything else is refused with the one it could be")
    func explicitName() throws {
        #expect(try PackageNames(tool: "shop-dish").prefix == "ShopDish")
        #expect(throws: PackageNameError.notAToolName("MyShop", suggestion: "my-shop")) {
            try PackageNames(tool: "MyShop")
        }
        #expect(throws: PackageNameError.notAToolName("my--shop", suggestion: "my-shop")) {
            try PackageNames(tool: "my--shop")
        }
        #expect(throws: PackageNameError.notAToolName("cart-", suggestion: "cart")) { try PackageNames(tool: "cart-") }
        #expect(throws: PackageNameError.notAToolName("7up", suggestion: nil)) { try PackageNames(tool: "7up") }
        #expect(
            PackageNameError.notAToolName("MyShop", suggestion: "my-shop").description
                == "\"MyShop\" is not a tool's name: give lowercase letters and digits, words joined by single hyphens, starting with a letter — did you mean \"my-shop\"?"
        )
        #expect(PackageNameError.notAToolName("7up", suggestion: nil).description.hasSuffix(", e.g. \"my-shop\""))
    }

    @Test("a name whose tool or module petri's own package has is refused, naming the module")
    func takenNames() {
        #expect(throws: PackageNameError.taken("shop", module: "ShopCatalog")) { try PackageNames(tool: "shop") }
        #expect(throws: PackageNameError.taken("petri", module: "petri")) { try PackageNames(tool: "petri") }
        #expect(
            PackageNameError.taken("shop", module: "ShopCatalog").description
                == "the name \"shop\" would give the package a module \"ShopCatalog\", a name petri's own package has (SwiftPM refuses a name twice); choose another with --name"
        )
    }

    @Test("the reserved names are the targets of petri's manifest")
    func reservedNamesAreTheManifests() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let declaration = /\.(?:target|testTarget|executableTarget)\(\s*name: "([^"]+)"/
        let targets = Set(manifest.matches(of: declaration).map { String($0.output.1) })
        #expect(targets.count > 10)
        #expect(targets == PackageNames.reserved)
    }
}
