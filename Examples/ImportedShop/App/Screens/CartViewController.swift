import UIKit

struct CartItem: Hashable, Codable {
    let sku: String
    var quantity: Int
}

struct Cart: Equatable {
    var items: [CartItem]
    var couponCode: String?
    private let formatter = NumberFormatter()

    var isEmpty: Bool { items.isEmpty }
}

protocol CartService: AnyObject {
    func load() async throws -> Cart
}

/// The cart: a table of items, loaded by the cart service.
final class CartViewController: UITableViewController {
    private let cart: Cart
    private let service: CartService

    init(cart: Cart, service: CartService) {
        self.cart = cart
        self.service = service
        super.init(style: .insetGrouped)
        title = "Cart"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        cart.items.count
    }
}
