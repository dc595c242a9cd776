import Foundation
import PetriDish
@testable import PetriShell
import Testing

/// A catalog's own text — a title, a summary, a group, a tag — is printed on one line by `list`,
/// `find` and `show`: a line break or an escape sequence in it is made visible, never sent to the
/// terminal and never breaks a table.
@MainActor
@Suite("Catalog text with control characters")
struct CatalogTextEscapingTests {
    final class Screen: UIViewController {}

    static func catalog() throws -> ScreenCatalog {
        let catalog = ScreenCatalog(name: "Shop")
        catalog.addVariant(
            Variant("plain", summary: "a window") {
                $0.rootViewController = UINavigationController(rootViewController: Screen())
            })
        try catalog.register(
            "shop.red", title: "Red\u{1B}[31m sale", group: "Shop\nPromos", summary: "two\nlines",
            tags: ["bell\u{7}"],
            route: PetriStepAssembly<Screen, Void>.screen(Screen.self) { Screen() }
                .pushed(onto: PetriGeneralStep.custom(using: PetriClassFinder<UINavigationController, Void>())))
        return catalog
    }

    @Test("list, find and show print the catalog's text escaped, a line each")
    func escaped() async throws {
        var lines = ["list", "find red", "show shop.red"][...]
        let output = CapturedOutput()
        let shell = Shell(
            dish: try Dish(catalog: try Self.catalog()), reader: PlainLineReader { lines.popFirst() },
            output: output, isInteractive: false, environment: ["NO_COLOR": "1"])
        _ = await shell.run()
        let printed = output.standardOutput
        #expect(!printed.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{7}" }, "\(printed.debugDescription)")
        #expect(printed.contains(#"Red\u{1B}[31m sale"#), "\(printed)")
        #expect(printed.contains(#"Shop\u{A}Promos"#), "\(printed)")
        #expect(printed.contains(#"two\u{A}lines"#), "\(printed)")
        #expect(printed.contains(#"bell\u{7}"#), "\(printed)")
        #expect(!printed.contains("two\nlines") && !printed.contains("Shop\nPromos"))
    }
}
