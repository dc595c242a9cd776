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

    /// UIKit's types outside the navigation model, and why each is.
    static let outsideTypes: [String: String] = {
        var reasons: [String: String] = [:]
        for name in ["UIColor", "CGColor"] { reasons[name] = "colours are drawing, outside the navigation model" }
        for name in ["UIImage", "UIImageView", "CGImage"] { reasons[name] = "images are drawing, outside the navigation model" }
        for name in ["NSLayoutConstraint", "UIStackView", "UIEdgeInsets", "NSDirectionalEdgeInsets", "UILayoutGuide", "CGRect", "CGPoint"] {
            reasons[name] = "layout is outside the navigation model"
        }
        for name in ["UIView", "UILabel", "UIButton", "UITableView", "UICollectionView", "UITextField", "UITextView", "UIScrollView",
                     "UISwitch", "UISlider", "UIBarButtonItem", "UITabBarItem", "UINavigationItem", "UIActivityIndicatorView", "UIFont"] {
            reasons[name] = "views and controls are outside the navigation model"
        }
        for name in ["UIApplication", "UIScreen", "UIDevice"] { reasons[name] = "the application and the device are outside the dish" }
        for name in ["UIAlertAction"] { reasons[name] = "alerts' actions are outside the navigation model" }
        // View controllers petri has only as their place in the hierarchy: a stand-in gives it.
        for (name, standIn) in TypeNames.uikitViewControllers where name != standIn {
            reasons[name] = "petri has no \(name): declare the subclass outside the navigation file, and petri import writes a \(standIn) stand-in for it"
        }
        return reasons
    }()

    /// Members of a view controller that are views.
    static let outsideMembers: [String: String] = [
        "view": "a view controller's view is outside the navigation model",
        "tabBar": "the tab bar's view is outside the navigation model",
        "navigationBar": "the navigation bar's view is outside the navigation model",
        "navigationItem": "the navigation item is outside the navigation model",
        "tabBarItem": "the tab bar item is outside the navigation model",
        "toolbar": "the toolbar's view is outside the navigation model",
    ]

    /// The modules an import is turned into.
    static let importMap: [String: String?] = ["UIKit": "PetriHierarchy", "RouteComposer": "RouteComposer", "Foundation": "Foundation"]

    /// `file` with its imports made petri's, and what in it will not compile.
    static func copy(_ file: AppFile) -> (GeneratedFile, [Finding], mentioned: [String]) {
        let tree = Parser.parse(source: file.text)
        let converter = SourceLocationConverter(fileName: file.path, tree: tree)
        var text = file.text
        var findings: [Finding] = []
        // Imports, last first so earlier ranges stay valid.
        let imports = tree.statements.compactMap { $0.item.as(ImportDeclSyntax.self) }
        for declaration in imports.reversed() {
            let module = declaration.path.map(\.name.text).joined(separator: ".")
            let line = declaration.startLocation(converter: converter).line
            guard let mapped = importMap[module] else {
                findings.append(Finding(place: SourcePlace(file: file.path, line: line), name: "import \(module)",
                                        why: "a module petri does not have"))
                continue
            }
            guard let mapped, mapped != module else { continue }
            let start = text.utf8.index(text.utf8.startIndex, offsetBy: declaration.path.positionAfterSkippingLeadingTrivia.utf8Offset)
            let end = text.utf8.index(text.utf8.startIndex, offsetBy: declaration.path.endPositionBeforeTrailingTrivia.utf8Offset)
            text.replaceSubrange(start..<end, with: mapped)
        }
        let scanner = Scanner(file: file.path, converter: converter)
        scanner.walk(tree)
        findings += scanner.findings
        return (GeneratedFile(path: "Navigation/\(file.path)", text: text), findings.sorted(), scanner.mentioned)
    }

    /// Finds UIKit's types and view members outside the model, and the type names mentioned.
    private final class Scanner: SyntaxVisitor {
        let file: String
        let converter: SourceLocationConverter
        var findings: [Finding] = []
        var mentioned: [String] = []

        init(file: String, converter: SourceLocationConverter) {
            self.file = file
            self.converter = converter
            super.init(viewMode: .sourceAccurate)
        }

        private func note(_ name: String, _ why: String, at node: some SyntaxProtocol) {
            findings.append(Finding(place: SourcePlace(file: file, line: node.startLocation(converter: converter).line), name: name, why: why))
        }

        override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
            let name = node.name.text
            if let why = NavigationFiles.outsideTypes[name] { note(name, why, at: node) }
            if !mentioned.contains(name) { mentioned.append(name) }
            return .visitChildren
        }

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            let name = node.baseName.text
            if let why = NavigationFiles.outsideTypes[name] { note(name, why, at: node) }
            if name.first?.isUppercase == true, !mentioned.contains(name) { mentioned.append(name) }
            return .visitChildren
        }

        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            let member = node.declName.baseName.text
            if node.base != nil, let why = NavigationFiles.outsideMembers[member] { note(".\(member)", why, at: node) }
            return .visitChildren
        }
    }
}
