import PetriDish

/// Gift cards and the product quick look: routes that exercise what UIKit does with composites
/// built in one go, a tab bar pushed onto a stack, and presentations over the current context.
extension ShopRoutes {
    /// The gift-card tab bar, built with both its tabs and pushed on the Home stack. UIKit
    /// accepts the push (petri warns that its documentation discourages it); the tab bar keeps
    /// its first tab, Buy, selected.
    var giftCards: PetriDestinationStep<GiftCardsTabBarController, Void> {
        PetriStepAssembly(
            finder: PetriClassFinder<GiftCardsTabBarController, Void>(),
            factory: ClosureFactory { GiftCardsTabBarController.make() }
        )
        .using(PetriNavigationControllerActions.push())
        .from(home.expectingContainer(UINavigationController.self))
        .assemble()
    }

    /// A gift-card tab: found in what `giftCards` built (RouteComposer's FinderFactory way) and
    /// brought into view, which selects it.
    func giftCardTab<Tab: UIViewController>(_ type: Tab.Type) -> PetriDestinationStep<Tab, Void> {
        PetriStepAssembly(finder: PetriClassFinder<Tab, Void>(), factory: PetriNilFactory())
            .using(PetriGeneralAction.nilAction())
            .from(giftCards)
            .assemble()
    }

    /// A product's quick look, over the Catalog section's context: the catalog navigation
    /// controller defines the presentation context, so the tab bar (or the side menu) and the
    /// catalog stay on screen under it.
    var quickLook: PetriDestinationStep<QuickLookViewController, ProductContext> {
        PetriStepAssembly.screen(QuickLookViewController.init).presented(
            by: sectionRoot(CategoriesViewController.self).ignoringContext(), style: .overCurrentContext,
            inNavigationController: true)
    }
}
