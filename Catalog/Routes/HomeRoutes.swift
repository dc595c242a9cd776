import PetriDish

/// The Home section: promotions and notifications are pushed on the Home tab's root; the side
/// menu is opened in the menu variant.
extension ShopRoutes {
    /// The Home tab's root screen.
    var home: DestinationStep<HomeViewController, Void> {
        sectionRoot(HomeViewController.self)
    }

    var promotion: DestinationStep<PromotionViewController, PromotionContext> {
        push(screen(PromotionViewController.init).adding(tracking("promotion_viewed", for: PromotionViewController.self)), onto: home.ignoringContext())
    }

    var notifications: DestinationStep<NotificationsViewController, NotificationsContext> {
        push(screen(NotificationsViewController.init), onto: home.ignoringContext())
    }

    /// The side menu, found in the side-menu variant and opened by revealing it.
    var menu: DestinationStep<MenuViewController, Void> {
        sectionRoot(MenuViewController.self)
    }
}
