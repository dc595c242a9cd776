import SwiftParser
import SwiftSyntax

/// UIKit's names as Swift 4 spelled them, before Swift 4.2 nested them in their types: an app
/// written then says `UIApplicationLaunchOptionsKey` and `NSAttributedStringKey`, which no
/// compiler today accepts. The copy spells them as UIKit (and petri) does now.
enum SwiftFourNames {
    /// Swift 4's type names and today's.
    static let types: [String: String] = [
        "UIApplicationLaunchOptionsKey": "UIApplication.LaunchOptionsKey",
        "UIApplicationOpenURLOptionsKey": "UIApplication.OpenURLOptionsKey",
        "UIApplicationState": "UIApplication.State",
        "NSAttributedStringKey": "NSAttributedString.Key",
        "UIAlertControllerStyle": "UIAlertController.Style",
        "UIAlertActionStyle": "UIAlertAction.Style",
        "UIBarButtonSystemItem": "UIBarButtonItem.SystemItem",
        "UIBarButtonItemStyle": "UIBarButtonItem.Style",
        "UITabBarSystemItem": "UITabBarItem.SystemItem",
        "UIWindowLevel": "UIWindow.Level",
        "UISplitViewControllerDisplayMode": "UISplitViewController.DisplayMode",
        "UIViewAnimationOptions": "UIView.AnimationOptions",
        "UIActivityType": "UIActivity.ActivityType",
        "UISearchBarStyle": "UISearchBar.Style",
        "UINavigationItemLargeTitleDisplayMode": "UINavigationItem.LargeTitleDisplayMode",
    ]

    /// Swift 4's constants and today's.
    static let constants: [String: String] = [
        "UIWindowLevelNormal": "UIWindow.Level.normal",
        "UIWindowLevelStatusBar": "UIWindow.Level.statusBar",
        "UIWindowLevelAlert": "UIWindow.Level.alert",
    ]

    /// Swift 4's notification names (`NSNotification.Name.UIApplicationDidBecomeActive`) and
    /// today's (`UIApplication.didBecomeActiveNotification`).
    static let notifications: [String: String] = [
        "UIApplicationDidBecomeActive": "UIApplication.didBecomeActiveNotification",
        "UIApplicationWillResignActive": "UIApplication.willResignActiveNotification",
        "UIApplicationDidEnterBackground": "UIApplication.didEnterBackgroundNotification",
        "UIApplicationWillEnterForeground": "UIApplication.willEnterForegroundNotification",
    ]

    /// `file` with its Swift 4 names spelled as today's; the same file when it has none.
    static func respelled(_ file: GeneratedFile) -> GeneratedFile {
        guard
            types.keys.contains(where: file.text.contains) || constants.keys.contains(where: file.text.contains)
                || notifications.keys.contains(where: file.text.contains)
        else { return file }
        return GeneratedFile(
            path: file.path, text: SourceEdits.apply(edits(in: Parser.parse(source: file.text)), to: file.text))
    }

    /// The edits that spell `tree`'s Swift 4 names as today's.
    static func edits(in tree: SourceFileSyntax) -> [(range: Range<Int>, text: String)] {
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder.edits
    }

    private final class Finder: SyntaxVisitor {
        var edits: [(range: Range<Int>, text: String)] = []

        private func replace(_ token: TokenSyntax, with text: String) {
            edits.append(
                (
                    token.positionAfterSkippingLeadingTrivia
                        .utf8Offset..<token.endPositionBeforeTrailingTrivia.utf8Offset, text
                ))
        }

        override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
            if let today = SwiftFourNames.types[node.name.text] { replace(node.name, with: today) }
            return .visitChildren
        }

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            // As a type in an expression: `UIApplicationLaunchOptionsKey.url`.
            if node.parent?.is(MemberAccessExprSyntax.self) != true
                || node.parent?.as(MemberAccessExprSyntax.self)?.base?.id == ExprSyntax(node).id,
                let today = SwiftFourNames.types[node.baseName.text] ?? SwiftFourNames.constants[node.baseName.text]
            {
                replace(node.baseName, with: today)
            }
            return .visitChildren
        }

        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            // `NSNotification.Name.UIApplicationDidBecomeActive`, or `.UIApplicationDidBecomeActive`.
            guard let today = SwiftFourNames.notifications[node.declName.baseName.text] else { return .visitChildren }
            edits.append(
                (
                    node.positionAfterSkippingLeadingTrivia
                        .utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset, today
                ))
            return .skipChildren
        }
    }
}
