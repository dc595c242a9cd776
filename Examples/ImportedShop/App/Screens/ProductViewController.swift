import UIKit
import RouteComposer

struct ProductContext: Equatable {
    let productID: Int
    var source: Source = .catalog

    enum Source: String, Equatable {
        case catalog
        case link
    }

    var isFromLink: Bool { source == .link }
}

final class ProductViewController: BaseViewController, ContextAccepting, ContextChecking {
    private let imageView = UIImageView()
    private(set) var productID: Int?

    static func checkCompatibility(with context: ProductContext) throws {
        guard context.productID > 0 else { throw RoutingError.compositionFailed(.init("bad id")) }
    }

    func setup(with context: ProductContext) throws {
        productID = context.productID
        imageView.image = UIImage(named: "product-\(context.productID)")
    }

    func isTarget(for context: ProductContext) -> Bool {
        productID == context.productID
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(imageView)
        imageView.translatesAutoresizingMaskIntoConstraints = false
    }
}
