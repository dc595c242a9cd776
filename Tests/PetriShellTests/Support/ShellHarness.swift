import Foundation
import PetriDish
@testable import PetriShell
import ShopCatalog

/// What a shell session printed and how it ended.
struct SessionResult {
    var standardOutput: String
    var standardError: String
    var status: Int32
}

/// Builds shells on the demo catalog that read scripted lines and write into a
/// ``CapturedOutput``.
@MainActor
enum ShellHarness {
    /// The demo catalog.
    static func catalog() throws -> ScreenCatalog {
        try ShopCatalog.make()
    }

    /// A non-interactive shell reading `lines`, as with piped input.
    static func shell(
        lines: [String] = [],
        variant: String? = nil
    ) throws -> (shell: Shell, output: CapturedOutput) {
        var remaining = lines[...]
        return try shell(reader: PlainLineReader { remaining.popFirst() }, interactive: false, variant: variant)
    }

    /// A shell on `reader`; `interactive` turns on prompts and questions (colours stay off).
    static func shell(
        reader: any LineReader,
        interactive: Bool,
        variant: String? = nil
    ) throws -> (shell: Shell, output: CapturedOutput) {
        let dish = try Dish(catalog: try ShopCatalog.make(), variant: variant)
        let output = CapturedOutput()
        let shell = Shell(
            dish: dish, reader: reader, output: output, isInteractive: interactive, environment: ["NO_COLOR": "1"])
        return (shell, output)
    }

    /// Runs `script` (one command a line) through a non-interactive shell's REPL loop.
    static func session(_ script: String) async throws -> SessionResult {
        let lines = script.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let (shell, output) = try shell(lines: lines)
        let status = await shell.run()
        return SessionResult(standardOutput: output.standardOutput, standardError: output.standardError, status: status)
    }
}

/// A line reader that hands out prepared answers (lines, Ctrl-C, end of input) and records
/// every request it was given.
final class ScriptedLineReader: LineReader {
    private var inputs: [LineInput]
    /// The prompts shown, in order.
    private(set) var prompts: [String] = []
    /// The requests, in order.
    private(set) var requests: [LineRequest] = []

    init(_ inputs: [LineInput]) {
        self.inputs = inputs
    }

    func readLine(_ request: LineRequest) -> LineInput {
        prompts.append(request.prompt)
        requests.append(request)
        return inputs.isEmpty ? .endOfInput : inputs.removeFirst()
    }
}

/// The trees and other output of the demo catalog that these tests compare against. Only the
/// screens whose routes are fixed appear here.
enum Golden {
    /// The tab-bar variant right after launch.
    static let launchTree = """
        window "Window"
        ● ShopTabBarController [tab bar]
        ├─ ● tab 0 (selected): HomeNavigationController "Home" [navigation]
        │  └─ ● HomeViewController "Home"
        ├─ ○ tab 1: CatalogNavigationController "Catalog" [navigation]
        │  └─ ○ CategoriesViewController "Categories"
        ├─ ○ tab 2: CartNavigationController "Cart" [navigation]
        │  └─ ○ CartViewController "Cart"
        └─ ○ tab 3: ProfileNavigationController "Profile" [navigation]
           └─ ○ ProfileViewController "Profile"

        """

    /// `go shop.products category=shoes sort=rating` after `open shop.product productID=42`: the
    /// tree and what changed.
    static let shoesByRatingAfterProduct42 = """
        window "Window"
        ● ShopTabBarController [tab bar]
        ├─ ○ tab 0: HomeNavigationController "Home" [navigation]
        │  └─ ○ HomeViewController "Home"
        ├─ ● tab 1 (selected): CatalogNavigationController "Catalog" [navigation]
        │  ├─ ○ CategoriesViewController "Categories"
        │  ├─ ○ ProductViewController "Product" (productID: 42)
        │  └─ ● ProductListViewController "Products" (category: shoes, sort: rating)
        ├─ ○ tab 2: CartNavigationController "Cart" [navigation]
        │  └─ ○ CartViewController "Cart"
        └─ ○ tab 3: ProfileNavigationController "Profile" [navigation]
           └─ ○ ProfileViewController "Profile"

        + ProductListViewController "Products" (category: shoes, sort: rating) pushed onto CatalogNavigationController "Catalog" in tab 1

        """

    /// `open shop.product productID=42`.
    static let product42Tree = """
        window "Window"
        ● ShopTabBarController [tab bar]
        ├─ ○ tab 0: HomeNavigationController "Home" [navigation]
        │  └─ ○ HomeViewController "Home"
        ├─ ● tab 1 (selected): CatalogNavigationController "Catalog" [navigation]
        │  ├─ ○ CategoriesViewController "Categories"
        │  └─ ● ProductViewController "Product" (productID: 42)
        ├─ ○ tab 2: CartNavigationController "Cart" [navigation]
        │  └─ ○ CartViewController "Cart"
        └─ ○ tab 3: ProfileNavigationController "Profile" [navigation]
           └─ ○ ProfileViewController "Profile"

        """

    /// `open shop.checkout` for a logged-in user.
    static let checkoutTree = """
        window "Window"
        ● ShopTabBarController [tab bar]
        ├─ ○ tab 0: HomeNavigationController "Home" [navigation]
        │  └─ ○ HomeViewController "Home"
        ├─ ○ tab 1: CatalogNavigationController "Catalog" [navigation]
        │  └─ ○ CategoriesViewController "Categories"
        ├─ ● tab 2 (selected): CartNavigationController "Cart" [navigation]
        │  ├─ ○ CartViewController "Cart"
        │  └─ ● CheckoutViewController "Checkout"
        └─ ○ tab 3: ProfileNavigationController "Profile" [navigation]
           └─ ○ ProfileViewController "Profile"

        """
}

extension String {
    /// The lines, without the empty one after a final newline.
    var lines: [String] {
        var lines = split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// The words separated by spaces.
    var words: [String] { split(separator: " ").map(String.init) }
}
