import PetriDish

/// How the app reaches its screens, in petri's route vocabulary.
struct Routes {
    func tab<Root: UIViewController>(_ root: Root.Type) -> DestinationStep<Root, Void> {
        StepAssembly.found(root).assemble()
    }

    var library: DestinationStep<LibraryViewController, Void> { tab(LibraryViewController.self) }
    var search: DestinationStep<SearchViewController, Void> { tab(SearchViewController.self) }

    var profile: DestinationStep<ProfileViewController, Void> {
        StepAssembly.found(ProfileViewController.self).adding(LoginInterceptor()).assemble()
    }

    var book: DestinationStep<BookViewController, BookContext> {
        StepAssembly.screen(BookViewController.init).pushed(onto: library.ignoringContext())
    }

    var reader: DestinationStep<ReaderViewController, ReaderContext> {
        StepAssembly.screen(ReaderViewController.init)
            .configuring { reader, context in reader.title = "Reader, page \(context.page ?? 1)" }
            .using(NavigationControllerActions.push())
            .from(StepAssembly.container(ReaderNavigationController.self) { ReaderNavigationController() })
            .presented(by: GeneralStep.current(), style: .fullScreen)
    }

    var results: DestinationStep<SearchResultsViewController, SearchContext> {
        StepAssembly.screen(SearchResultsViewController.init).pushed(onto: search.ignoringContext())
    }

    var settings: DestinationStep<SettingsViewController, Void> {
        StepAssembly.screen(SettingsViewController.self) { SettingsViewController(title: "Settings") }
            .presented(by: profile, style: .formSheet, inNavigationController: true)
    }

    var login: DestinationStep<LoginViewController, Void> {
        StepAssembly.screen(LoginViewController.self) { LoginViewController(title: "Log in") }
            .presented(by: GeneralStep.current(), style: .formSheet, inNavigationController: true)
    }
}
