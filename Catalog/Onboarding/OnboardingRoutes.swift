import PetriDish

/// The onboarding: a pager presented full screen over the app's root. An open pager swipes to
/// the page asked for; a new one is built with every page, showing that page.
extension ShopRoutes {
    var onboarding: PetriDestinationStep<OnboardingPageViewController, OnboardingContext> {
        PetriStepAssembly.screen(OnboardingPageViewController.init)
            .using(ShowOnboardingPage())
            .from(
                PetriStepAssembly(
                    finder: PetriClassFinder<OnboardingController, OnboardingContext>(),
                    factory: OnboardingControllerFactory())
            )
            .using(PetriGeneralAction.presentModally(presentationStyle: .fullScreen))
            .from(PetriGeneralStep.root())
            .assemble()
    }
}
