import PetriDish

/// Logging in: the login form is presented in its own navigation controller.
extension ShopRoutes {
    var login: DestinationStep<LoginViewController, Void> {
        StepAssembly(finder: ClassFinder<LoginViewController, Void>(), factory: ClosureFactory { LoginViewController() })
            .using(NavigationControllerActions.push())
            .from(NavigationControllerStep())
            .using(GeneralAction.presentModally(presentationStyle: .formSheet))
            .from(GeneralStep.current())
            .assemble()
    }
}
