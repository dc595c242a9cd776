import PetriDish

/// Orders live in the Profile section behind login: the history is pushed on the profile, an
/// order on the history, its parcel tracking on the order; a return is a form sheet over the
/// order.
extension ShopRoutes {
    var orderHistory: PetriDestinationStep<OrderHistoryViewController, OrderHistoryContext> {
        PetriStepAssembly.screen(OrderHistoryViewController.init).adding(loginRequired()).pushed(
            onto: profile.ignoringContext())
    }

    /// The order history whatever it is filtered by, or the whole history when there is none:
    /// what an order is pushed on.
    private func anyOrderHistory<Context>() -> PetriDestinationStep<OrderHistoryViewController, Context> {
        PetriStepAssembly(
            finder: PetriClassFinder<OrderHistoryViewController, Context>(),
            factory: ClosureFactory { _ in OrderHistoryViewController(.all) }
        )
        .pushed(onto: profile.ignoringContext())
    }

    var order: PetriDestinationStep<OrderDetailsViewController, OrderContext> {
        PetriStepAssembly.screen(OrderDetailsViewController.init).adding(loginRequired()).pushed(
            onto: anyOrderHistory())
    }

    var parcelTracking: PetriDestinationStep<ParcelTrackingViewController, ParcelTrackingContext> {
        PetriStepAssembly.screen(ParcelTrackingViewController.init).pushed(onto: order.adaptingContext { $0.order })
    }

    var returnRequest: PetriDestinationStep<ReturnRequestViewController, ReturnContext> {
        PetriStepAssembly.screen(ReturnRequestViewController.init).presented(
            by: order.adaptingContext { $0.order }, style: .formSheet, inNavigationController: true)
    }
}
