import PetriDish

/// The onboarding: a pager presented full screen over the app's root. An open pager swipes to
/// the page asked for; a new one is built with every page, showing that page.
extension ShopRoutes {
    var onboarding: DestinationStep<OnboardingPageViewController, OnboardingContext> {
        StepAssembly.screen(OnboardingPageViewController.init)
            .using(ShowOnboardingPage())
            .from(
                StepAssembly(
                    finder: ClassFinder<OnboardingController, OnboardingContext>(),
                    factory: OnboardingControllerFactory())
            )
            .using(GeneralAction.presentModally(presentationStyle: .fullScreen))
            .from(GeneralStep.root())
            .assemble()
    }
}
