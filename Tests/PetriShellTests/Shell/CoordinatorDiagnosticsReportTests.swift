import Foundation
import PetriDish
@testable import PetriShell
import Testing

/// Issue 34: what a coordinator was asked that changed nothing — here, a `finish()` the app
/// schedules when the screen disappears, after the back button already ended the flow — is not
/// silent: the shell warns after the command, `leaks` lists it, and `check` adds it to the
/// walk's warnings.
@MainActor
@Suite("Coordinator diagnostics in the shell and check")
struct CoordinatorDiagnosticsReportTests {
    final class InboxViewController: UIViewController {}

    /// Tells its coordinator when it disappears, as many apps' screens do.
    final class ComposeViewController: UIViewController {
        var onDisappear: (() -> Void)?
        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            onDisappear?()
        }
    }

    /// The inbox; its Compose button starts the compose flow.
    final class MailCoordinator: Coordinator {
        let navigation = UINavigationController()
        override var name: String { "Mail" }

        override func startFlow() {
            let inbox = show(InboxViewController())
            inbox.petri.on("compose", summary: "the Compose button") { [weak self] _ in
                guard let self else { return }
                let compose = ComposeCoordinator(navigation: navigation)
                add(dependency: compose)
                compose.start()
            }
            navigation.setViewControllers([inbox], animated: false)
        }
    }

    /// Finishes on the next turn when its screen disappears — after the back button has ended
    /// its flow already.
    final class ComposeCoordinator: Coordinator {
        let navigation: UINavigationController
        init(navigation: UINavigationController) { self.navigation = navigation }
        override var name: String { "Compose" }
        override func startFlow() {
            let compose = show(ComposeViewController())
            // The scheduled block holds the coordinator until it runs, as such blocks do.
            compose.onDisappear = { [weak self] in
                guard let coordinator = self else { return }
                DispatchQueue.main.async { coordinator.finish() }
            }
            navigation.pushViewController(compose, animated: true)
        }
    }

    static func catalog() throws -> ScreenCatalog {
        let catalog = ScreenCatalog(name: "Mail")
        catalog.addVariant(Variant("plain", summary: "an empty window") { _ in })
        try catalog.register(
            flow: FlowEntry(
                id: "mail.compose", title: "Compose", group: "Mail", summary: "Compose, and the back button",
                walks: [FlowEntry.Walk("composed, then back", [.send("compose"), .back])],
                location: CodeLocation(file: #fileID, line: #line)
            ) { window, _ in
                let mail = MailCoordinator()
                mail.start()
                try window.petri.setRootViewController(mail.navigation)
                return mail
            })
        return catalog
    }

    private static let lateFinish = "late finish: Compose: finish() after its flow ended (popped): nobody is told again"

    @Test("the shell warns once, after the command whose work finished late; leaks lists it")
    func shellWarns() async throws {
        var lines = ["flow mail.compose", "send compose", "back", "tree", "leaks"][...]
        let output = CapturedOutput()
        let shell = Shell(
            dish: try Dish(catalog: try Self.catalog(), variant: nil), reader: PlainLineReader { lines.popFirst() },
            output: output, isInteractive: false, environment: ["NO_COLOR": "1"])

        let status = await shell.run()

        #expect(status == 0, "\(output.standardError)")
        #expect(
            output.standardError.components(separatedBy: "warning: \(Self.lateFinish)").count == 2,
            "\(output.standardError)")
        #expect(output.standardOutput.contains("note: \(Self.lateFinish)"), "\(output.standardOutput)")
    }

    @Test("check passes the walk and reports the late finish among its warnings")
    func checkReports() async throws {
        let report = await CatalogCheck(catalog: try Self.catalog()).run()
        let walk = try #require(report.cases.first { $0.entry == "mail.compose" })
        #expect(walk.outcome == .passed(warnings: [Self.lateFinish]))
    }
}
