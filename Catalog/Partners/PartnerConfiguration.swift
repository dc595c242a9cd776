import RouteComposer

/// The partner team's navigation, in RouteComposer's words: it compiles in their app against
/// RouteComposer and here, unchanged, against petri's RouteComposer module.
@MainActor
enum PartnerConfiguration {
    /// The offers, pushed onto the navigation controller the user is in.
    static var offers: DestinationStep<PartnerOffersViewController, Any?> {
        StepAssembler<PartnerOffersViewController, Any?>()
            .finder(.classFinder)
            .factory(.classFactory)
            .using(UINavigationController.push())
            .from(GeneralStep.custom(using: ClassFinder<UINavigationController, Any?>(options: .currentAllStack)))
            .assemble()
    }

    /// One offer, as a form sheet in a navigation controller of its own; found when it is shown.
    static var offer: DestinationStep<PartnerOfferViewController, PartnerOfferContext> {
        StepAssembly(
            finder: ClassWithContextFinder<PartnerOfferViewController, PartnerOfferContext>(), factory: ClassFactory()
        )
        .adding(ContextSettingTask())
        .using(UINavigationController.push())
        .from(
            ChainAssembly.from(NavigationControllerStep<UINavigationController, PartnerOfferContext>())
                .using(GeneralAction.presentModally(presentationStyle: .formSheet))
                .from(.current)
                .assemble()
        )
        .assemble()
    }
}
