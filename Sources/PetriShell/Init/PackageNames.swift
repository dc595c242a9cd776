import PetriSupport

/// The names a package written by `petri init` uses, all derived from one: the tool's.
///
/// `petri init Examples/Starter` names everything after the folder: the tool `starter` (`swift
/// run starter`), the package `Starter`, the catalog module `StarterCatalog` with its type
/// `StarterApp`, and the tests `StarterCatalogTests`. `MyShop`, `my-shop` and `my_shop` all
/// give the tool `my-shop` and the prefix `MyShop`.
struct PackageNames: Equatable, Sendable {
    /// The executable, its target and the command its users type: lowercase words joined by
    /// hyphens (`my-shop`). Also the scheme of the example deep link.
    let tool: String
    /// The words in upper camel case (`MyShop`): the package's name and the start of its modules'.
    let prefix: String

    /// The catalog module: the screens, routes and entries (`MyShopCatalog`).
    var catalogModule: String { prefix + "Catalog" }
    /// The catalog module's public type, whose `catalog()` the tool runs (`MyShopApp`).
    var catalogType: String { prefix + "App" }
    /// The test target (`MyShopCatalogTests`).
    var testModule: String { prefix + "CatalogTests" }

    /// The names of petri's own targets and products: a package that depends on petri cannot
    /// declare a target of the same name (SwiftPM refuses a name twice in one package graph).
    /// A test keeps this list in step with petri's manifest.
    static let reserved: Set<String> = [
        "petri", "PetriDish", "PetriShell", "PetriSupport", "PetriHierarchy", "PetriRouting", "PetriCoordinators",
        "PetriCatalog", "PetriRuntime", "PetriRendering", "PetriChecking", "PetriExport", "PetriSynthetic",
        "RouteComposer", "ImportedShopApp", "CEditLine", "ShopCatalog", "PetriSnapshotTesting",
        "PetriDishTests", "RouteComposerTests", "ImportedShopAppTests", "PetriShellTests", "ShopCatalogTests",
        "PetriSnapshotTestingTests",
    ]

    /// The names a tool called `tool` gives its package.
    /// - Throws: ``PackageNameError`` when `tool` is not a tool's name (lowercase letters,
    ///   digits and single hyphens, starting with a letter) or one of its modules would take a
    ///   name petri's own package has.
    init(tool: String) throws {
        let words = tool.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        let isLowercaseWord = { (word: String) in
            !word.isEmpty && word.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) }
        }
        guard let first = tool.unicodeScalars.first, ("a"..."z").contains(first), words.allSatisfy(isLowercaseWord)
        else {
            throw PackageNameError.notAToolName(tool, suggestion: Self.words(in: tool).map { Self.toolName(of: $0) })
        }
        self.tool = tool
        prefix = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        if let taken = [self.tool, catalogModule, catalogType, testModule].first(where: Self.reserved.contains) {
            throw PackageNameError.taken(tool, module: taken)
        }
    }

    /// The names derived from a folder's name (`My Shop` → `my-shop`).
    /// - Throws: ``PackageNameError`` when no tool's name can be made of it.
    init(folderName: String) throws {
        guard let words = Self.words(in: folderName) else {
            throw PackageNameError.folderNotAName(folderName)
        }
        try self.init(tool: Self.toolName(of: words))
    }

    /// The words of `name`: split at anything that is not an ASCII letter or digit and where
    /// lowercase turns to uppercase (`MyShop`, `URLTools` → `URL`, `Tools`); nil when there are
    /// none or the first starts with a digit, or when `name` holds a letter outside ASCII
    /// (which a module name could take but a command line and a URL scheme are better without).
    static func words(in name: String) -> [String]? {
        var words: [String] = []
        var current: [Unicode.Scalar] = []
        let scalars = Array(name.unicodeScalars)
        func isUpper(_ scalar: Unicode.Scalar) -> Bool { ("A"..."Z").contains(scalar) }
        func isLower(_ scalar: Unicode.Scalar) -> Bool { ("a"..."z").contains(scalar) }
        func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }
        func endWord() {
            if !current.isEmpty { words.append(String(String.UnicodeScalarView(current))) }
            current = []
        }
        for (index, scalar) in scalars.enumerated() {
            guard isUpper(scalar) || isLower(scalar) || isDigit(scalar) else {
                if scalar.properties.isAlphabetic { return nil }
                endWord()
                continue
            }
            if isUpper(scalar), let previous = current.last {
                let nextIsLower = index + 1 < scalars.count && isLower(scalars[index + 1])
                if isLower(previous) || isDigit(previous) || (isUpper(previous) && nextIsLower) { endWord() }
            }
            current.append(scalar)
        }
        endWord()
        guard let first = words.first?.unicodeScalars.first, !isDigit(first) else { return nil }
        return words
    }

    /// A tool's name made of `words`: lowercased, joined by hyphens.
    static func toolName(of words: [String]) -> String {
        words.map { $0.lowercased() }.joined(separator: "-")
    }
}

/// A name `petri init` cannot give a package, and the one it could.
enum PackageNameError: Error, Equatable, CustomStringConvertible {
    /// `--name` is not lowercase words joined by hyphens.
    case notAToolName(String, suggestion: String?)
    /// No name can be made of the folder's.
    case folderNotAName(String)
    /// A module of the package would have the name of one of petri's.
    case taken(String, module: String)

    var description: String {
        switch self {
        case let .notAToolName(name, suggestion):
            let example = suggestion.map { " — did you mean \(UserText.quoted($0))?" } ?? ", e.g. \"my-shop\""
            return
                "\(UserText.quoted(name)) is not a tool's name: give lowercase letters and digits, words joined by single hyphens, starting with a letter\(example)"
        case let .folderNotAName(folder):
            return
                "cannot name a package after the folder \(UserText.quoted(folder)): a name needs ASCII letters and digits, starting with a letter; choose one with --name, e.g. --name my-shop"
        case let .taken(name, module):
            return
                "the name \(UserText.quoted(name)) would give the package a module \(UserText.quoted(module)), a name petri's own package has (SwiftPM refuses a name twice); choose another with --name"
        }
    }
}
