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
