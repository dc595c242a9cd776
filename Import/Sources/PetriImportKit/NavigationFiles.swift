import Foundation
import SwiftParser
import SwiftSyntax

/// Copies the navigation files a team names (coordinators, RouteComposer configuration) with
/// `import UIKit` turned into petri's import and nothing else changed, and finds what in them
/// will not compile in the dish: UIKit beyond the navigation model.
struct NavigationFiles {
    /// One use of UIKit outside the navigation model.
    struct Finding: Equatable, Comparable {
        var place: SourcePlace
        var name: String
        var why: String

        static func < (lhs: Finding, rhs: Finding) -> Bool {
            (lhs.place, lhs.name) < (rhs.place, rhs.name)
        }
    }

    /// UIKit's types petri does not have, and why each is outside the navigation model. What
    /// petri keeps inert — views, colours, images, fonts, bar and tab items, the navigation item,
    /// the application, the screen, the device, alert actions — compiles in the dish, and
    /// `check` reports its use ("Inert UIKit"): it is not listed here.
    static let outsideTypes: [String: String] = {
        var reasons: [String: String] = [:]
        for name in ["CGColor", "CGImage", "UIImageView"] { reasons[name] = "drawing is outside the navigation model" }
        for name in ["NSLayoutConstraint", "UIStackView", "UIEdgeInsets", "NSDirectionalEdgeInsets", "UILayoutGuide"] {
            reasons[name] = "layout is outside the navigation model"
        }
        for name in [
            "UILabel", "UIButton", "UITableView", "UICollectionView", "UITextView", "UIScrollView",
            "UISwitch", "UISlider", "UIActivityIndicatorView", "UISegmentedControl", "UIStepper", "UIPickerView",
            "UIDatePicker",
        ] {
            reasons[name] = "views and controls are outside the navigation model"
        }
        // View controllers petri has only as their place in the hierarchy: a stand-in gives it.
        for (name, standIn) in TypeNames.uikitViewControllers where name != standIn {
            reasons[name] =
                "petri has no \(name): declare the subclass outside the navigation file, and petri import writes a \(standIn) stand-in for it"
        }
        return reasons
    }()

    /// Members of a view controller that are views petri does not have. (`view`,
    /// `navigationBar`, `tabBar`, `navigationItem` and `tabBarItem` are kept inert.)
    static let outsideMembers: [String: String] = [
        "toolbar": "the toolbar's view is outside the navigation model",
        "tableView": "a table view is outside the navigation model",
        "collectionView": "a collection view is outside the navigation model",
    ]

    /// An import of a module petri does not have, commented out in the copy.
    struct MissingImport: Equatable {
        /// The module, as the report names it: `OSLog`, `os.log`, `Swinject`.
        var module: String
        var place: SourcePlace
    }

    /// A navigation file copied, and what the import found in it.
    struct Copied {
        var file: GeneratedFile
        var findings: [Finding]
        /// The type names it mentions, for the types the output needs.
        var mentioned: [String]
        /// The capitalised names it uses (not members after a dot), for the names the app
        /// declares nowhere.
        var used: [String]
        /// The imports commented out, in file order.
        var missing: [MissingImport]
        /// Whether it imports RouteComposer.
        var importsRouteComposer: Bool
        /// The imports of the app's own modules whose sources are imported with it, commented out.
        var local: [MissingImport] = []
    }

    /// `file` with its imports made petri's, and what in it will not compile.
    static func copy(_ file: AppFile, localModules: LocalModules = LocalModules(names: [])) -> Copied {
        let tree = Parser.parse(source: file.text)
        let converter = SourceLocationConverter(fileName: file.path, tree: tree)
        let imports = ImportCollector(viewMode: .sourceAccurate)
        imports.walk(tree)
        var edits: [(range: Range<Int>, text: String)] = []
        var missing: [MissingImport] = []
        var local: [MissingImport] = []
        var hasPetriDish = false
        // RouteComposer's names are also petri's own vocabulary's (PetriRouting, which
        // `import PetriDish` brings): a file importing RouteComposer takes UIKit's stand-in alone.
        let importsRouteComposer = imports.found.contains { $0.path.first?.name.text == "RouteComposer" }
        let petri = importsRouteComposer ? "PetriHierarchy" : "PetriDish"
        var hasFoundation = imports.found.contains { $0.path.first?.name.text == "Foundation" }
        for declaration in imports.found {
            let path = declaration.path.map(\.name.text)
            let isPlain = declaration.importKindSpecifier == nil && path.count == 1
            // `import struct Foo.Bar` is Foo's; `import os.log` is the submodule.
            let module = (declaration.importKindSpecifier == nil ? path : Array(path.dropLast())).joined(separator: ".")
            let line = declaration.startLocation(converter: converter).line
            let whole =
                declaration.positionAfterSkippingLeadingTrivia
                .utf8Offset..<declaration.endPositionBeforeTrailingTrivia.utf8Offset
            let written = declaration.trimmedDescription.split(whereSeparator: \.isNewline).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            .joined(separator: " ")
            if ["PetriDish", "PetriHierarchy"].contains(path[0]) { hasPetriDish = true }
            if ImportMapping.available.contains(path[0]) { continue }
            if path[0] == "UIKit", isPlain {
                hasPetriDish = true
                let range =
                    declaration.path.positionAfterSkippingLeadingTrivia
                    .utf8Offset..<declaration.path.endPositionBeforeTrailingTrivia.utf8Offset
                edits.append((range, petri))
                if !hasFoundation { edits.append((whole.lowerBound..<whole.lowerBound, "import Foundation\n")) }
                hasFoundation = true
            } else if path[0] == "UIKit" {
                edits.append((whole, "// \(written) — petri's \(petri) stands for UIKit: see IMPORT-REPORT.md"))
            } else if localModules.contains(path[0]) {
                edits.append((whole, "// \(written) — its sources are imported with the app's: see IMPORT-REPORT.md"))
                local.append(MissingImport(module: path[0], place: SourcePlace(file: file.path, line: line)))
            } else if let names = ImportMapping.standsIn[path[0]] {
                edits.append((whole, "// \(written) — petri's \(petri) has its \(names[0]): see IMPORT-REPORT.md"))
            } else {
                edits.append((whole, "// \(written) — petri has no \(module): see IMPORT-REPORT.md"))
                missing.append(MissingImport(module: module, place: SourcePlace(file: file.path, line: line)))
            }
        }
        // A file without `import UIKit` (a bridging header's era) gets petri's imports before its
        // first import, or after its opening comment.
        if !hasPetriDish {
            let added =
                (hasFoundation ? [] : ["import Foundation"]) + [
                    "import \(petri) // added by petri import: the app's file does not import UIKit"
                ]
            let text = added.joined(separator: "\n") + "\n"
            if let first = imports.found.first {
                let at = first.positionAfterSkippingLeadingTrivia.utf8Offset
                edits.append((at..<at, text))
            } else {
                edits.append((Self.afterOpeningComment(file.text)..<Self.afterOpeningComment(file.text), text + "\n"))
            }
        }
        // What needs the Objective-C runtime: `#selector`, `@objc`.
        edits += ObjCSpellings.edits(in: tree)
        // UIKit's names as Swift 4 spelled them.
        edits += SwiftFourNames.edits(in: tree)
        let text = SourceEdits.apply(edits, to: file.text)
        let scanner = Scanner(file: file.path, converter: converter)
        scanner.walk(tree)
        return Copied(
            file: GeneratedFile(path: "Navigation/\(file.path)", text: text),
            findings: scanner.findings.sorted(), mentioned: scanner.mentioned, used: scanner.used, missing: missing,
            importsRouteComposer: importsRouteComposer, local: local)
    }

    /// The UTF-8 offset after a file's opening lines of `//` comments (not `///` documentation)
    /// and blank lines.
    static func afterOpeningComment(_ text: String) -> Int {
        var offset = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.isEmpty || (trimmed.hasPrefix("//") && !trimmed.hasPrefix("///")) else { break }
            offset += line.utf8.count + 1
        }
        return min(offset, text.utf8.count)
    }

    /// Every import, inside `#if` blocks too.
    private final class ImportCollector: SyntaxVisitor {
        var found: [ImportDeclSyntax] = []

        override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
            found.append(node)
            return .skipChildren
        }
    }

    /// Finds UIKit's types and view members outside the model, and the type names mentioned.
    private final class Scanner: SyntaxVisitor {
        let file: String
        let converter: SourceLocationConverter
        var findings: [Finding] = []
        var mentioned: [String] = []
        var used: [String] = []

        init(file: String, converter: SourceLocationConverter) {
            self.file = file
            self.converter = converter
            super.init(viewMode: .sourceAccurate)
        }

        private func note(_ name: String, _ why: String, at node: some SyntaxProtocol) {
            findings.append(
                Finding(
                    place: SourcePlace(file: file, line: node.startLocation(converter: converter).line), name: name,
                    why: why))
        }

        override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
            let name = node.name.text
            if let why = NavigationFiles.outsideTypes[name] { note(name, why, at: node) }
            if !mentioned.contains(name) { mentioned.append(name) }
            if !used.contains(name) { used.append(name) }
            return .visitChildren
        }

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            let name = node.baseName.text
            if let why = NavigationFiles.outsideTypes[name] { note(name, why, at: node) }
            if name.first?.isUppercase == true, !mentioned.contains(name) { mentioned.append(name) }
            // A member after a dot (`SFSafariViewController.Configuration`) is its base's.
            let isMember = node.parent?.as(MemberAccessExprSyntax.self).map { $0.declName.id == node.id } ?? false
            if name.first?.isUppercase == true, !isMember, !used.contains(name) { used.append(name) }
            return .visitChildren
        }

        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            let member = node.declName.baseName.text
            if node.base != nil, let why = NavigationFiles.outsideMembers[member] { note(".\(member)", why, at: node) }
            return .visitChildren
        }
    }
}
