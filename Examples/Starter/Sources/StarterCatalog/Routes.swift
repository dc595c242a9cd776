import PetriDish

/// How the app reaches its screens, in petri's route vocabulary (RouteComposer's, with one call
/// for what every app writes).
struct Routes {
    /// The launch's first screen, found where it is.
    var home: DestinationStep<HomeViewController, Void> {
        StepAssembly.found(HomeViewController.self).assemble()
    }

    var item: DestinationStep<ItemViewController, ItemContext> {
        StepAssembly.screen(ItemViewController.init).pushed(onto: home.ignoringContext())
    }

    var profile: DestinationStep<ProfileViewController, Void> {
        StepAssembly.screen(ProfileViewController.self) { ProfileViewController(title: "Profile") }
            .adding(LoginInterceptor())
            .presented(by: GeneralStep.current(), style: .formSheet, inNavigationController: true)
    }
}
