import Foundation
import PetriDish

/// Where an order is in its life.
enum OrderStatus: String, CaseIterable, Decodable, Sendable {
    case processing, shipped, delivered, cancelled
}

/// Which orders the order history lists.
struct OrderHistoryContext: ShopContext {
    /// Only orders placed on or after this day, when given.
    let since: Date?
    /// Only orders with this status, when given.
    let status: OrderStatus?

    /// Every order.
    static let all = OrderHistoryContext(since: nil, status: nil)
}

/// The user's orders, newest first, pushed on the profile.
final class OrderHistoryViewController: UIViewController {
    init(_ context: OrderHistoryContext) { super.init(title: "Orders", context: context) }
}

/// One order: items, delivery, payment, invoice, pushed on the order history.
final class OrderDetailsViewController: UIViewController {
    init(_ context: OrderContext) { super.init(title: "Order", context: context) }
}

/// Which parcel of which order is tracked.
struct ParcelTrackingContext: ShopContext {
    let orderID: UUID
    /// The parcel, counting from 1, when an order ships in several.
    let parcel: Int

    /// The order the parcel belongs to.
    var order: OrderContext { OrderContext(orderID: orderID) }
}

/// The carrier's tracking of a parcel, pushed on the order.
final class ParcelTrackingViewController: UIViewController {
    init(_ context: ParcelTrackingContext) { super.init(title: "Track parcel", context: context) }
}

/// Why items are sent back.
enum ReturnReason: String, CaseIterable, Decodable, Sendable {
    case wrongSize = "wrong-size"
    case damaged
    case notAsDescribed = "not-as-described"
    case changedMind = "changed-mind"
}

/// What is being returned.
struct ReturnContext: ShopContext {
    let orderID: UUID
    let reason: ReturnReason

    /// The order the return is for.
    var order: OrderContext { OrderContext(orderID: orderID) }
}

/// The return form, presented as a form sheet over the order.
final class ReturnRequestViewController: UIViewController {
    init(_ context: ReturnContext) { super.init(title: "Return items", context: context) }
}
