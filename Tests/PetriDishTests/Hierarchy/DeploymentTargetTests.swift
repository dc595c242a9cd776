import Foundation
import Testing
import PetriDish
@testable import PetriExport

/// Issue 32: the app's deployment target decides what UIKit's default presentation style
/// presents as: full screen before iOS 13, a page sheet since.
extension HierarchyTests {
    @Suite("Deployment target")
    @MainActor
    struct DeploymentTarget {
        /// A screen presented without a style, as an app written for iOS 12 presents it.
        final class TermsViewController: UIViewController {}

        private func presenting(on system: IOSVersion?) -> (UIWindow, UIViewController) {
            let scene = system.map { UIWindowScene(systemVersion: $0) } ?? UIWindowScene()
            let window = UIWindow(windowScene: scene)
            window.rootViewController = UINavigationController(rootViewController: UIViewController(title: "Home"))
            window.makeKeyAndVisible()
            let terms = TermsViewController()
            window.rootViewController?.present(terms, animated: true)
            return (window, terms)
        }

        @Test("iOS versions parse from 12 and 12.4, compare by number, and refuse anything else")
        func versions() {
            #expect(IOSVersion("12") == IOSVersion(12))
            #expect(IOSVersion("12.4")?.description == "12.4")
            #expect(IOSVersion("9.3")! < IOSVersion("12.0")!)
            #expect(IOSVersion("12.10")! > IOSVersion("12.9")!)
            for bad in ["", "twelve", "12.", ".4", "12.4.1", "-1", "0"] {
                #expect(IOSVersion(bad) == nil, "\(bad)")
            }
        }

        @Test("on iOS 12 a presentation without a style is full screen: it hides the presenter and reads .fullScreen")
        func iOS12() {
            let (window, terms) = presenting(on: IOSVersion(12, 4))
            #expect(terms.modalPresentationStyle == .fullScreen)
            #expect(window.visibleViewControllers.map(\.typeName) == ["TermsViewController"])
            #expect(throws: HierarchyError.self) { try window.dismissTopmostInteractively(animated: false) }
        }

        @Test("from iOS 13 (and in a scene that says nothing) it is a page sheet the user can swipe away")
        func iOS13AndLater() {
            for system in [IOSVersion(13), nil] {
                let (window, terms) = presenting(on: system)
                #expect(terms.modalPresentationStyle == .automatic)
                #expect(throws: Never.self) { try window.dismissTopmostInteractively(animated: false) }
                #expect(window.modalChain.isEmpty, "the user swipes the sheet away")
            }
        }

        @Test("a style the app sets is kept on iOS 12")
        func explicitStyleKept() {
            let scene = UIWindowScene(systemVersion: IOSVersion(12))
            let window = UIWindow(windowScene: scene)
            window.rootViewController = UIViewController(title: "Home")
            let sheet = TermsViewController()
            sheet.modalPresentationStyle = .formSheet
            window.rootViewController?.present(sheet, animated: false)
            #expect(sheet.modalPresentationStyle == .formSheet)
        }

        private func catalog(deploymentTarget: IOSVersion?) throws -> ScreenCatalog {
            let catalog = ScreenCatalog(name: "Legacy")
            catalog.deploymentTarget = deploymentTarget
            catalog.addVariant(
                Variant("plain", summary: "a root") { try $0.setRootViewController(UIViewController(title: "Root")) })
            try catalog.register(
                ScreenEntry(
                    id: "legacy.terms", title: "Terms", group: "Legal", summary: "the terms", context: .empty,
                    destination: PetriStepAssembly(
                        finder: PetriNilFinder<TermsViewController, Void>(),
                        factory: ClosureFactory { TermsViewController() }
                    )
                    .using(PetriGeneralAction.presentModally())
                    .from(PetriGeneralStep.current())
                    .assemble(),
                    examples: [ScreenExample("default")], location: CodeLocation(file: "T.swift", line: 1)))
            return catalog
        }

        @Test(
            "a catalog's deployment target is the iOS its dish behaves as: the route's presentation is full screen on 12"
        )
        func catalogDeploymentTarget() async throws {
            let legacy = try Dish(catalog: try catalog(deploymentTarget: IOSVersion(12)))
            _ = try await legacy.open("legacy.terms", values: ContextValues())
            #expect(
                HierarchySnapshot(legacy.window).renderTree().contains("presents (fullScreen): TermsViewController"))

            let current = try Dish(catalog: try catalog(deploymentTarget: nil))
            _ = try await current.open("legacy.terms", values: ContextValues())
            #expect(
                HierarchySnapshot(current.window).renderTree().contains("presents (automatic): TermsViewController"))
        }

        @Test("the export states the deployment target in JSON and in the index, and leaves it out when there is none")
        func exported() async throws {
            let legacy = try await CatalogExport.make(catalog: try catalog(deploymentTarget: IOSVersion(12, 4)))
            #expect(
                try legacy.renderJSON().contains(
                    "\"catalog\": \"Legacy\",\n  \"deploymentTarget\": \"12.4\",\n  \"entries\""))
            #expect(
                legacy.renderMarkdown()["index.md"]?.contains(
                    "Deployment target: iOS 12.4. A screen presented without a style is shown full screen") == true)
            let current = try await CatalogExport.make(catalog: try catalog(deploymentTarget: nil))
            #expect(try !current.renderJSON().contains("deploymentTarget"))
            #expect(current.renderMarkdown()["index.md"]?.contains("Deployment target") == false)
        }
    }
}
