import PetriDish

/// The Home section: promotions and notifications are pushed on the Home tab's root; the side
/// menu is opened in the menu variant.
extension ShopRoutes {
    /// The Home tab's root screen.
    var home: DestinationStep<HomeViewController, Void> {
        sectionRoot(HomeViewController.self)
    }

    var promotion: DestinationStep<PromotionViewController, PromotionContext> {
        StepAssembly.screen(PromotionViewController.init).adding(
            tracking("promotion_viewed", for: PromotionViewController.self)
        ).pushed(onto: home.ignoringContext())
    }

    var notifications: DestinationStep<NotificationsViewController, NotificationsContext> {
        StepAssembly.screen(NotificationsViewController.init).pushed(onto: home.ignoringContext())
    }

    /// The side menu, found in the side-menu variant and opened by revealing it.
    var menu: DestinationStep<MenuViewController, Void> {
        sectionRoot(MenuViewController.self)
    }
}
