import RouteComposer

/// The storyboards `petri import` would read from the app's `.storyboard` files, registered by hand.
@MainActor
enum ShopStoryboards {
    static func register() {
        UIStoryboard.register(name: "Promo", identifier: "PromoViewController", isInitial: true) {
            PromoViewController()
        }
    }

    /// A step whose identifier has a typo.
    static var misspelled: DestinationStep<PromoViewController, Any?> {
        StepAssembly(finder: NilFinder(), factory: StoryboardFactory(name: "Promo", identifier: "PromoViewControler"))
            .using(GeneralAction.presentModally())
            .from(GeneralStep.current())
            .assemble()
    }
}

/// A configuration written for an earlier RouteComposer, with its `XibFactory`.
@MainActor
enum EarlierConfiguration {
    @available(*, deprecated, message: "exercises RouteComposer's earlier name on purpose")
    static var cart: DestinationStep<CartViewController, Any?> {
        StepAssembly(finder: ClassFinder(), factory: XibFactory(nibName: "CartViewController"))
            .using(GeneralAction.presentModally())
            .from(GeneralStep.current())
            .assemble()
    }
}
