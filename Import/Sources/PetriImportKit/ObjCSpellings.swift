import SwiftSyntax

/// What in an app's file needs the Objective-C runtime, which Linux has none of, rewritten so the
/// file compiles in the dish: `#selector(close)` becomes `Selector("close")` (petri's inert
/// selector: bar buttons keep it, nothing sends it) and `@objc`, `@objc(name)`, `@IBAction`,
/// `@IBOutlet`, `@IBInspectable`, `@IBDesignable` and `dynamic` are dropped. So are `@main` and
/// `@UIApplicationMain` on the app delegate: the copy is in a library, which the catalog
/// launches, and an entry point there would clash with the tool's and the tests'.
enum ObjCSpellings {
    /// The edits to make in `tree`: UTF-8 ranges and their replacement.
    static func edits(in tree: SourceFileSyntax) -> [(range: Range<Int>, text: String)] {
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder.edits
    }

    /// The selector's name as Objective-C writes it: `close`, `close(_:)`, `didTap(sender:)`.
    static func selectorName(_ expression: ExprSyntax) -> String {
        if let member = expression.as(MemberAccessExprSyntax.self) {
            return name(member.declName)
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return name(reference)
        }
        return expression.trimmedDescription
    }

    private static func name(_ reference: DeclReferenceExprSyntax) -> String {
        let base = reference.baseName.text
        guard let arguments = reference.argumentNames else { return base }
        return base + "(" + arguments.arguments.map { $0.name.text + ":" }.joined() + ")"
    }

    private static let droppedAttributes: Set<String> = [
        "objc", "IBAction", "IBOutlet", "IBInspectable", "IBDesignable", "GKInspectable", "nonobjc", "main",
        "UIApplicationMain",
    ]

    private final class Finder: SyntaxVisitor {
        var edits: [(range: Range<Int>, text: String)] = []

        override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
            guard node.macroName.text == "selector", let argument = node.arguments.last?.expression else {
                return .visitChildren
            }
            let range =
                node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
            edits.append((range, "Selector(\"\(ObjCSpellings.selectorName(argument))\")"))
            return .skipChildren
        }

        override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
            guard let name = node.attributeName.as(IdentifierTypeSyntax.self)?.name.text,
                ObjCSpellings.droppedAttributes.contains(name)
            else {
                return .visitChildren
            }
            // The attribute and the space after it.
            edits.append((node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPosition.utf8Offset, ""))
            return .skipChildren
        }

        override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind {
            if node.name.text == "dynamic" {
                edits.append((node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPosition.utf8Offset, ""))
            }
            return .visitChildren
        }
    }
}
