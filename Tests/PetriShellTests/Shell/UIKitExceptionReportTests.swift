import Foundation
import PetriDish
@testable import PetriShell
import Testing

/// What UIKit raises outside a navigation — in a coordinator's `start()`, run by `flow` — is not
/// silent: the call changed nothing, and the command reports the exception with UIKit's text and
/// the call site, and fails.
@MainActor
@Suite("UIKit exceptions in the shell")
struct UIKitExceptionReportTests {
    /// A coordinator that makes the mistake UIKit refuses: a navigation controller pushed into one.
    final class NestedStackCoordinator: Coordinator {
        let window: UIWindow
        init(window: UIWindow) { self.window = window }
        override func start() {
            let stack = UINavigationController(rootViewController: UIViewController(title: "Inbox"))
            window.rootViewController = stack
            stack.pushViewController(UINavigationController(), animated: true)
        }
    }

    static func catalog() throws -> ScreenCatalog {
        let catalog = ScreenCatalog(name: "Mail")
        catalog.addVariant(Variant("plain", summary: "an empty window") { _ in })
        try catalog.register(
            flow: FlowEntry(
                id: "mail.nested", title: "Nested stacks", group: "Mail", summary: "pushes a navigation controller",
                location: CodeLocation(file: #fileID, line: #line)
            ) { window, _ in
                let coordinator = NestedStackCoordinator(window: window)
                coordinator.start()
                return coordinator
            })
        return catalog
    }

    @Test("flow reports the exception its coordinator raised and fails; the push changed nothing")
    func flowReportsTheException() async throws {
        var lines = ["flow mail.nested", "tree"][...]
        let output = CapturedOutput()
        let shell = Shell(
            dish: try Dish(catalog: try Self.catalog(), variant: nil), reader: PlainLineReader { lines.popFirst() },
            output: output, isInteractive: false, environment: ["NO_COLOR": "1"])

        let status = await shell.run()

        #expect(status == 1)
        #expect(
            output.standardError.contains(
                "error: line 1: UIKit raised NSInvalidArgumentException in pushViewController(_:animated:) at PetriShellTests/UIKitExceptionReportTests.swift:19: Pushing a navigation controller is not supported"
            ),
            "\(output.standardError)")
        #expect(output.standardOutput.contains("● UIViewController \"Inbox\""), "\(output.standardOutput)")
        #expect(
            output.standardOutput.components(separatedBy: "UINavigationController").count == 3,
            "one stack in each of the two trees, nothing pushed into it: \(output.standardOutput)")
        #expect(UIKitExceptions.pending.isEmpty)
    }
}
