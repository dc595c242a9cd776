import PetriDish

/// The Catalog section: product lists and products, pushed on the Catalog tab's stack.
extension ShopRoutes {
    var productList: DestinationStep<ProductListViewController, ProductListContext> {
        StepAssembly(
            finder: ClassWithContextFinder<ProductListViewController, ProductListContext>(),
            factory: ClosureFactory { ProductListViewController($0) })
            .using(NavigationControllerActions.push())
            .from(section(CatalogNavigationController.self))
            .assemble()
    }

    var product: DestinationStep<ProductViewController, ProductContext> {
        StepAssembly(
            finder: ClassWithContextFinder<ProductViewController, ProductContext>(),
            factory: ClosureFactory { ProductViewController($0) })
            .using(NavigationControllerActions.push())
            .from(section(CatalogNavigationController.self))
            .assemble()
    }
}
