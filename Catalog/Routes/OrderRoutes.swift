import PetriDish

/// Orders live in the Profile section behind login: the history is pushed on the profile, an
/// order on the history, its parcel tracking on the order; a return is a form sheet over the
/// order.
extension ShopRoutes {
    var orderHistory: DestinationStep<OrderHistoryViewController, OrderHistoryContext> {
        push(screen(OrderHistoryViewController.init).adding(loginRequired()), onto: profile.ignoringContext())
    }

    /// The order history whatever it is filtered by, or the whole history when there is none:
    /// what an order is pushed on.
    private func anyOrderHistory<Context>() -> DestinationStep<OrderHistoryViewController, Context> {
        push(
            StepAssembly(
                finder: ClassFinder<OrderHistoryViewController, Context>(),
                factory: ClosureFactory { _ in OrderHistoryViewController(.all) }),
            onto: profile.ignoringContext())
    }

    var order: DestinationStep<OrderDetailsViewController, OrderContext> {
        push(screen(OrderDetailsViewController.init).adding(loginRequired()), onto: anyOrderHistory())
    }

    var parcelTracking: DestinationStep<ParcelTrackingViewController, ParcelTrackingContext> {
        push(screen(ParcelTrackingViewController.init), onto: order.adaptingContext { $0.order })
    }

    var returnRequest: DestinationStep<ReturnRequestViewController, ReturnContext> {
        present(screen(ReturnRequestViewController.init), style: .formSheet, by: order.adaptingContext { $0.order })
    }
}
