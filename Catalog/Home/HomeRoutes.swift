import PetriDish

/// The Home section: promotions and notifications are pushed on the Home tab's root; the side
/// menu is opened in the menu variant.
extension ShopRoutes {
    /// The Home tab's root screen.
    var home: PetriDestinationStep<HomeViewController, Void> {
        sectionRoot(HomeViewController.self)
    }

    var promotion: PetriDestinationStep<PromotionViewController, PromotionContext> {
        PetriStepAssembly.screen(PromotionViewController.init).adding(
            tracking("promotion_viewed", for: PromotionViewController.self)
        ).pushed(onto: home.ignoringContext())
    }

    var notifications: PetriDestinationStep<NotificationsViewController, NotificationsContext> {
        PetriStepAssembly.screen(NotificationsViewController.init).pushed(onto: home.ignoringContext())
    }

    /// The side menu, found in the side-menu variant and opened by revealing it.
    var menu: PetriDestinationStep<MenuViewController, Void> {
        sectionRoot(MenuViewController.self)
    }
}
