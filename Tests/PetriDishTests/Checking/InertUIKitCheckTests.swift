import Foundation
import Testing
import PetriDish
@testable import PetriChecking

/// Issue 32: where petri cannot model a part of UIKit, the app's use of it compiles and is
/// inert, and `check` reports it.
@MainActor
@Suite("Inert UIKit use")
struct InertUIKitUseTests {
    /// A screen styled as app code styles one: a background colour, an image, a bar button.
    final class StyledViewController: UIViewController {
        init() {
            super.init(nibName: nil, bundle: nil)
            view.backgroundColor = .systemBackground
            view.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
            _ = UIImage(systemName: "cart")
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    final class PlainViewController: UIViewController {}

    @Test(
        "what the app's code uses is recorded, once each and sorted, in child tasks too; what petri makes for itself is not"
    )
    func recording() async {
        let (_, members) = await InertUIKitUse.recording {
            let navigation = UINavigationController(rootViewController: StyledViewController())
            navigation.navigationBar.prefersLargeTitles = true
            navigation.navigationBar.prefersLargeTitles = false
            await Task { @MainActor in _ = UIDevice.current.userInterfaceIdiom }.value
        }
        #expect(
            members == [
                "UIDevice", "UIImage", "UINavigationController.navigationBar", "UIView", "UIViewController.view",
            ])

        let (_, none) = await InertUIKitUse.recording {
            let navigation = UINavigationController(rootViewController: PlainViewController())
            navigation.pushViewController(PlainViewController(), animated: false)
        }
        #expect(none.isEmpty, "a navigation controller's own bar and views are petri's, not the app's use")
    }

    @Test("outside a recording nothing is kept")
    func outsideRecording() async {
        _ = StyledViewController()
        let (_, members) = await InertUIKitUse.recording {}
        #expect(members.isEmpty)
    }

    private func catalog() throws -> ScreenCatalog {
        let catalog = ScreenCatalog(name: "Styled")
        catalog.addVariant(
            Variant("plain", summary: "a root") { try $0.setRootViewController(UIViewController(title: "Root")) })
        for (id, make) in [
            ("styled", { StyledViewController() as UIViewController }), ("plain", { PlainViewController() }),
        ] {
            try catalog.register(
                ScreenEntry(
                    id: id, title: id, group: "Test", summary: "a screen", context: .empty,
                    destination: PetriStepAssembly(
                        finder: PetriNilFinder<UIViewController, Void>(),
                        factory: ClosureFactory {
                            let screen = make()
                            screen.modalTransitionStyle = .crossDissolve
                            return screen
                        }
                    )
                    .using(PetriGeneralAction.presentModally())
                    .from(PetriGeneralStep.current())
                    .assemble(),
                    examples: [ScreenExample("default")], location: CodeLocation(file: "T.swift", line: 1)))
        }
        return catalog
    }

    @Test("check records each composition's inert UIKit and gathers it by member, with the entries that use it")
    func checkReportsIt() async throws {
        let report = await CatalogCheck(catalog: try catalog()).run()
        let byEntry = Dictionary(uniqueKeysWithValues: report.cases.map { ($0.entry, $0.inertUIKit) })
        #expect(byEntry["plain"] == ["UIViewController.modalTransitionStyle"])
        #expect(
            byEntry["styled"] == [
                "UIImage", "UIView", "UIViewController.modalTransitionStyle", "UIViewController.view",
            ])
        #expect(
            report.inertUIKitUse.map(\.member) == [
                "UIImage", "UIView", "UIViewController.modalTransitionStyle", "UIViewController.view",
            ])
        #expect(
            report.inertUIKitUse.first { $0.member == "UIViewController.modalTransitionStyle" }?.entries == [
                "plain", "styled",
            ])
        #expect(report.succeeded, "inert UIKit is reported, never a failure")
        let json = String(decoding: try JSONEncoder().encode(report), as: UTF8.self)
        #expect(json.contains(#""inertUIKit":["UIViewController.modalTransitionStyle"]"#))
    }
}
