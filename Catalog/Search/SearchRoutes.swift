import PetriDish

/// Search lives in the Catalog section: the search field is pushed on the categories, results
/// on the search field; the barcode scanner covers the search field.
extension ShopRoutes {
    var search: PetriDestinationStep<SearchViewController, Void> {
        PetriStepAssembly.screen(SearchViewController.self) { SearchViewController() }.pushed(onto: categories)
    }

    var searchResults: PetriDestinationStep<SearchResultsViewController, SearchResultsContext> {
        PetriStepAssembly.screen(SearchResultsViewController.init).adding(
            tracking("search", for: SearchResultsViewController.self)
        ).pushed(onto: search.ignoringContext())
    }

    var barcodeScanner: PetriDestinationStep<BarcodeScannerViewController, Void> {
        PetriStepAssembly.screen(BarcodeScannerViewController.self) { BarcodeScannerViewController() }
            .using(PetriGeneralAction.presentModally(presentationStyle: .fullScreen))
            .from(search)
            .assemble()
    }
}
