import PetriDish

/// The Cart section and buying: checkout is pushed on the cart behind login.
extension ShopRoutes {
    var checkout: DestinationStep<CheckoutViewController, Void> {
        StepAssembly(finder: ClassFinder<CheckoutViewController, Void>(), factory: ClosureFactory { CheckoutViewController() })
            .adding(LoginInterceptor<Void>(session: session))
            .using(NavigationControllerActions.push())
            .from(section(CartNavigationController.self))
            .assemble()
    }
}
