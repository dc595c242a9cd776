import PetriDish

/// The Catalog section: categories, product lists and products, pushed on the Catalog tab's
/// stack; a product opened from outside the app is presented instead.
extension ShopRoutes {
    /// The Catalog tab's root screen.
    var categories: PetriDestinationStep<CategoriesViewController, Void> {
        sectionRoot(CategoriesViewController.self)
    }

    var productList: PetriDestinationStep<ProductListViewController, ProductListContext> {
        PetriStepAssembly.screen(ProductListViewController.init).pushed(onto: section(CatalogNavigationController.self))
    }

    /// The product list of a category, whatever its sort order and filters: what the filters
    /// sheet is presented over.
    var categoryProducts: PetriDestinationStep<ProductListViewController, ProductListContext> {
        PetriStepAssembly.screen(ProductListViewController.init) { shown, wanted in
            (shown.petri.context as? ProductListContext)?.category == wanted.category
        }
        .pushed(onto: section(CatalogNavigationController.self))
    }

    var product: PetriDestinationStep<ProductViewController, ProductContext> {
        PetriStepAssembly.screen(ProductViewController.init).pushed(onto: section(CatalogNavigationController.self))
    }

    /// A product placed by where it was opened from: from a link or a notification it is
    /// presented in a new navigation controller over whatever is on screen, so the user's place
    /// in the app is kept underneath; from the catalog it is pushed in the Catalog section.
    var sharedProduct: PetriDestinationStep<ProductViewController, SharedProductContext> {
        let presented = PetriStepAssembly.screen(ProductViewController.init)
            .adding(tracking("product_opened_from_outside", for: ProductViewController.self))
            .adaptingContext { (shared: SharedProductContext) in shared.product }.presented(
                by: PetriGeneralStep.current(), style: .pageSheet, inNavigationController: true)
        return PetriSwitchAssembly<ProductViewController, SharedProductContext>()
            .addCase(
                named: "opened from outside the app", when: { $0.openedBy != nil || $0.source != .catalog },
                from: presented
            )
            .assemble(default: product.adaptingContext { $0.product })
    }

    /// The filters of a product list, in a page sheet over the list of that category.
    var filters: PetriDestinationStep<FiltersViewController, FiltersContext> {
        PetriStepAssembly.screen(FiltersViewController.init).presented(
            by: categoryProducts.adaptingContext { $0.productList }, style: .pageSheet, inNavigationController: true)
    }
}
