import Testing

/// The hierarchy's earlier names still compile, for one release, with a deprecation warning that
/// names UIKit's name, so an app team's catalog upgrades with warnings rather than errors.
@Suite("Earlier names compile with deprecation warnings")
struct DeprecatedNamesTests {
    static let renamed = [
        ("ViewController", "UIViewController"),
        ("Window", "UIWindow"),
        ("NavigationController", "UINavigationController"),
        ("TabBarController", "UITabBarController"),
        ("SplitViewController", "UISplitViewController"),
        ("NavigationControllerDelegate", "UINavigationControllerDelegate"),
        ("PresentationControllerDelegate", "UIAdaptivePresentationControllerDelegate"),
        ("NavigationRouter", "CoordinatorRouter"),
        ("PetriSession", "DishSession"),
    ]

    @Test("A catalog written with the earlier names compiles, each name warned about with its new one")
    func earlierNamesCompile() throws {
        let result = try CompileFailureTests.typecheck(
            """
            final class Shelf: NavigationController {}
            final class Tabs: TabBarController {}
            final class Columns: SplitViewController {}
            final class BackButton: NavigationControllerDelegate {
                func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController,
                                          popped: [ViewController], animated: Bool) {}
            }
            final class SwipeDown: PresentationControllerDelegate {
                func presentationControllerDidDismiss(_ presented: ViewController) {}
            }
            @MainActor func router(for stack: NavigationController) -> NavigationRouter { NavigationRouter(navigationController: stack) }
            @MainActor func isLoggedIn() -> Bool { PetriSession.current.isLoggedIn }
            @MainActor func launch() throws -> Window {
                let window = Window()
                try window.petri.setRootViewController(Tabs())
                return window
            }
            """)
        #expect(result.status == 0, "\(result.output.prefix(2_000))")
        for (old, new) in Self.renamed {
            #expect(
                result.output.contains("'\(old)' is deprecated: renamed to '\(new)'"),
                "no warning for \(old): \(result.output.prefix(2_000))")
        }
    }

    @Test("An app's own class may take a name petri used to have")
    func appNamesDoNotClash() throws {
        let result = try CompileFailureTests.typecheck(
            """
            final class TabBarController: UITabBarController {}
            final class NavigationController: UINavigationController {}
            @MainActor func launch() throws -> UIWindow {
                let window = UIWindow()
                try window.petri.setRootViewController(TabBarController())
                _ = NavigationController()
                return window
            }
            """)
        #expect(result.status == 0, "\(result.output.prefix(2_000))")
        #expect(!result.output.contains("warning:"), "\(result.output.prefix(2_000))")
    }

    @Test("Routes written with petri's earlier names (RouteComposer's) compile, each warned about with its Petri name")
    func earlierRouteNamesCompile() throws {
        let result = try CompileFailureTests.typecheck(
            """
            final class LaunchScreen: UIViewController {}
            final class SockScreen: UIViewController {}
            struct OnlyOnWeekdays<VC: UIViewController, C>: ContextTask {
                func perform(on viewController: VC, with context: C) throws {}
            }
            @MainActor func home() -> DestinationStep<LaunchScreen, Void> {
                StepAssembly(finder: ClassFinder<LaunchScreen, Void>(), factory: NilFactory()).using(GeneralAction.nilAction())
                    .from(GeneralStep.root()).assemble()
            }
            @MainActor func sock() -> DestinationStep<SockScreen, Int> {
                StepAssembly.screen(SockScreen.self) { SockScreen(title: "Sock") }.adding(OnlyOnWeekdays<SockScreen, Int>())
                    .using(NavigationControllerActions.push())
                    .from(GeneralStep.custom(using: ClassFinder<UINavigationController, Int>())).assemble()
            }
            @MainActor func open(in window: UIWindow) async throws {
                do { try await Router(window: window).navigate(to: sock(), with: 1) } catch let error as RoutingError { _ = error.kind }
            }
            """)
        #expect(result.status == 0, "\(result.output.prefix(2_000))")
        for old in [
            "DestinationStep", "StepAssembly", "ClassFinder", "NilFactory", "GeneralAction", "GeneralStep",
            "NavigationControllerActions", "ContextTask", "Router", "RoutingError",
        ] {
            #expect(
                result.output.contains("'\(old)' is deprecated: renamed to 'Petri\(old)'"),
                "no warning for \(old): \(result.output.prefix(2_000))")
        }
    }
}
