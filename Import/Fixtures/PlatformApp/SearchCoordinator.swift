import UIKit

final class SearchCoordinator {
    func makeSearch(results: UIViewController) -> UISearchController {
        SearchController(searchResultsController: results, hidesBar: false)
    }
}
