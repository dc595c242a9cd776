/// The files of `petri init`'s package: a launch, two example screens with a route each (one
/// that takes a context, one behind a login interceptor), their catalog entries, a test, and
/// the tool. `Examples/Starter` is exactly this for the name `starter`; a test keeps them equal.
enum ExampleCatalogTemplate {
    /// Every file, in the order they are listed.
    static func files(_ names: PackageNames, _ dependency: PetriDependency) -> [GeneratedFile] {
        let sources = "Sources/\(names.catalogModule)"
        return [
            GeneratedFile(".gitignore", gitignore),
            GeneratedFile(
                "Package.swift",
                PackageManifestTemplate.manifest(
                    names, dependency, catalogTarget: PackageManifestTemplate.exampleCatalogTarget(names, dependency),
                    mainActorByDefault: true, snapshotTests: true)),
            GeneratedFile("\(sources)/\(names.catalogType).swift", catalog(names)),
            GeneratedFile("\(sources)/LoginInterceptor.swift", loginInterceptor),
            GeneratedFile("\(sources)/Routes.swift", routes),
            GeneratedFile("\(sources)/Screens.swift", screens),
            GeneratedFile("Sources/\(names.tool)/main.swift", MainTemplate.main(names)),
            GeneratedFile("Tests/\(names.testModule)/\(names.catalogType)Tests.swift", tests(names)),
            // What the first screen's snapshot test recorded: its first run verifies it.
            GeneratedFile(
                "Tests/\(names.testModule)/__Snapshots__/\(names.catalogType)Tests/firstScreen.1.txt",
                firstScreenTree + "\n"),
        ]
    }

    /// The hierarchy of the first screen (item 1 pushed onto the home screen), as `tree` prints
    /// it and `assertSnapshot(of: dish, as: .hierarchy)` records it.
    static let firstScreenTree = """
        window "Window"
        ● AppNavigationController [navigation]
        ├─ ○ HomeViewController "Home"
        └─ ● ItemViewController "Item" (itemID: 1)
        """

    /// What git leaves out: SwiftPM's build folder and its editor state.
    static let gitignore = """
        .build/
        .swiftpm/

        """

    static func catalog(_ names: PackageNames) -> String {
        #"""
        import PetriDish

        /// The app in petri: how it launches and the screens it lists. Replace the examples with the
        /// app's own screens, as `petri import` writes them or by hand.
        public enum \#(names.catalogType) {
            /// The catalog `\#(names.tool)` opens.
            public static func catalog() throws -> ScreenCatalog {
                let catalog = ScreenCatalog(name: "\#(names.prefix)")
                // The launch: what the app's scene delegate puts in its window. A second variant would be
                // another navigation of the same screens (an A/B test: tabs or a menu).
                catalog.addVariant(Variant("app", summary: "a navigation controller over the home screen") { window in
                    try window.petri.setRootViewController(AppNavigationController(rootViewController: HomeViewController(title: "Home")))
                })
                let routes = Routes()

                try catalog.register("item", title: "Item", group: "Items", summary: "one item, pushed on the home screen", route: routes.item,
                                     examples: [ScreenExample("first", ["itemID": "1"])], deepLinks: ["\#(names.tool)://item/{itemID}"])
                try catalog.register("profile", title: "Profile", group: "Account", summary: "needs a logged-in user; a sheet over any screen",
                                     route: routes.profile, examples: [ScreenExample("default")])
                return catalog
            }
        }

        """#
    }

    static let loginInterceptor = #"""
        import PetriDish

        /// Screens behind a login: the session says whether someone is logged in; when nobody is, the
        /// user at petri's keyboard is asked (the shell's y/N), as the app would show its login form.
        /// The session is the one of the dish the navigation runs in, `DishSession.current`.
        struct LoginInterceptor<Context>: PetriRoutingInterceptor {
            func predict(with context: Context) -> InterceptorPrediction {
                DishSession.current.isLoggedIn ? .allows : .dependsOn("your answer to \"Log in?\"")
            }

            func perform(with context: Context, in window: UIWindow) async throws {
                let session = DishSession.current
                if session.isLoggedIn { return }
                guard let interaction = session.interaction, await interaction.confirm("This screen needs a logged-in user. Log in as demo?") else {
                    // petri adds how to log in where the user is: `login`, or --login.
                    throw LoginRequired("this screen needs a logged-in user")
                }
                try session.logIn(as: "demo")
            }
        }

        """#

    static let routes = #"""
        import PetriDish

        /// How the app reaches its screens, in petri's route vocabulary (RouteComposer's, with one call
        /// for what every app writes).
        struct Routes {
            /// The launch's first screen, found where it is.
            var home: PetriDestinationStep<HomeViewController, Void> {
                PetriStepAssembly.found(HomeViewController.self).assemble()
            }

            var item: PetriDestinationStep<ItemViewController, ItemContext> {
                PetriStepAssembly.screen(ItemViewController.init).pushed(onto: home.ignoringContext())
            }

            var profile: PetriDestinationStep<ProfileViewController, Void> {
                PetriStepAssembly.screen(ProfileViewController.self) { ProfileViewController(title: "Profile") }
                    .adding(LoginInterceptor())
                    .presented(by: PetriGeneralStep.current(), style: .formSheet, inNavigationController: true)
            }
        }

        """#

    static let screens = #"""
        import PetriDish

        // Stand-ins for the app's screens: in petri a screen is a view controller that keeps its context.
        // This module is @MainActor by default (Package.swift); a context is a value that petri parses
        // and decodes wherever it likes, so each context type says `nonisolated`.

        /// What an item screen shows; petri prints it in trees as `itemID: 1`.
        nonisolated struct ItemContext: Decodable, Equatable {
            let itemID: Int
        }

        final class HomeViewController: UIViewController {}
        final class ProfileViewController: UIViewController {}

        final class ItemViewController: UIViewController {
            init(_ context: ItemContext) { super.init(title: "Item", context: context) }
        }

        /// The app's own navigation controller.
        final class AppNavigationController: UINavigationController {}

        // What each context's fields mean, once for every screen that uses it.

        extension ItemContext: DescribedContext {
            static var parameterDetails: [String: ParameterDetails] { ["itemID": .init(help: "the item", example: 1)] }
        }

        """#

    static func tests(_ names: PackageNames) -> String {
        #"""
        import PetriDish
        import PetriSnapshotTesting
        import \#(names.catalogModule)
        import Testing

        @Suite("\#(names.catalogType)")
        struct \#(names.catalogType)Tests {
            @Test("the first screen's hierarchy is the recorded one")
            func firstScreen() async throws {
                let dish = try Dish(catalog: \#(names.catalogType).catalog())
                try await dish.open("item", values: dish.entry("item").values(ofExample: "first"))
                // The tree `open item itemID=1` prints, recorded in __Snapshots__. When the hierarchy
                // changes, the test fails saying what changed, as `petri diff` does; after a change
                // you meant, record it anew: SNAPSHOT_TESTING_RECORD=failed swift test
                assertSnapshot(of: dish, as: .hierarchy)
            }

            @Test("every screen composes on screen, logged in")
            func check() async throws {
                let report = await CatalogCheck(catalog: try \#(names.catalogType).catalog()).run()
                #expect(report.succeeded, "\(report.cases.filter { !$0.passed })")
                #expect(report.cases.count == 2, "item and profile, in the one variant")
            }

            @Test("a deep link lands on its screen")
            func deepLink() throws {
                let resolution = try \#(names.catalogType).catalog().resolve(deepLink: "\#(names.tool)://item/7")
                #expect(resolution.entry == "item")
            }
        }

        """#
    }
}
