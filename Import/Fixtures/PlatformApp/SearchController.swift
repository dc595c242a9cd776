import UIKit

class SearchController: UISearchController {
    init(searchResultsController: UIViewController?, hidesBar: Bool) {
        super.init(searchResultsController: searchResultsController)
        hidesNavigationBarDuringPresentation = hidesBar
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
