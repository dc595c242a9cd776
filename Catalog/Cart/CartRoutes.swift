import PetriDish

/// The Cart section and buying: checkout is pushed on the cart behind login, the delivery address
/// on the checkout; the payment is presented over the checkout in its own navigation controller,
/// where the order confirmation replaces it.
extension ShopRoutes {
    var checkout: PetriDestinationStep<CheckoutViewController, Void> {
        PetriStepAssembly.screen(CheckoutViewController.self) { CheckoutViewController() }.adding(loginRequired())
            .pushed(
                onto: section(CartNavigationController.self))
    }

    var deliveryAddress: PetriDestinationStep<DeliveryAddressViewController, DeliveryAddressContext> {
        PetriStepAssembly.screen(DeliveryAddressViewController.init).pushed(onto: checkout.ignoringContext())
    }

    /// The payment, in a new payment stack presented over the checkout.
    var payment: PetriDestinationStep<PaymentViewController, PaymentContext> {
        PetriStepAssembly(
            finder: PetriClassWithContextFinder<PaymentViewController, PaymentContext>(),
            factory: ClosureFactory(
                prepare: { (context: PaymentContext) in
                    guard context.amount > 0 else {
                        throw RefusedContext(
                            description:
                                "there is nothing to pay: the amount must be more than 0, not \(context.amount)")
                    }
                },
                build: { PaymentViewController($0) })
        )
        .using(PetriNavigationControllerActions.push())
        .from(
            PetriStepAssembly(
                finder: PetriNilFinder<PaymentNavigationController, PaymentContext>(),
                factory: ContainerClassFactory { PaymentNavigationController() })
        )
        .using(PetriGeneralAction.presentModally(presentationStyle: .pageSheet))
        .from(checkout.ignoringContext())
        .assemble()
    }

    /// The confirmation takes the payment's place in the payment stack once it went through (a
    /// replacement, not a dismissal); without a payment on screen, a new payment stack is
    /// presented over the Cart section.
    var orderConfirmation: PetriDestinationStep<OrderConfirmationViewController, OrderContext> {
        PetriStepAssembly.screen(OrderConfirmationViewController.init)
            .adding(loginRequired())
            .adding(tracking("order_confirmation_viewed", for: OrderConfirmationViewController.self))
            .using(PetriNavigationControllerActions.pushAsRoot())
            .from(
                PetriStepAssembly(
                    finder: PetriClassFinder<PaymentNavigationController, OrderContext>(),
                    factory: ContainerClassFactory { PaymentNavigationController() })
            )
            .using(PetriGeneralAction.presentModally(presentationStyle: .pageSheet))
            .from(section(CartNavigationController.self))
            .assemble()
    }
}
