import PetriDish

/// Search lives in the Catalog section: the search field is pushed on the categories, results
/// on the search field; the barcode scanner covers the search field.
extension ShopRoutes {
    var search: DestinationStep<SearchViewController, Void> {
        StepAssembly.screen(SearchViewController.self) { SearchViewController() }.pushed(onto: categories)
    }

    var searchResults: DestinationStep<SearchResultsViewController, SearchResultsContext> {
        StepAssembly.screen(SearchResultsViewController.init).adding(
            tracking("search", for: SearchResultsViewController.self)
        ).pushed(onto: search.ignoringContext())
    }

    var barcodeScanner: DestinationStep<BarcodeScannerViewController, Void> {
        StepAssembly.screen(BarcodeScannerViewController.self) { BarcodeScannerViewController() }
            .using(GeneralAction.presentModally(presentationStyle: .fullScreen))
            .from(search)
            .assemble()
    }
}
