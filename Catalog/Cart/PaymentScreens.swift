import Foundation
import PetriDish

/// How the user pays.
enum PaymentMethod: String, CaseIterable, Decodable, Sendable {
    case card
    case applePay = "apple-pay"
    case paypal
}

/// What is being paid.
struct PaymentContext: ShopContext {
    /// The total, in euros.
    let amount: Double
    let method: PaymentMethod
}

/// The payment in progress, presented over the checkout in its own navigation controller. While
/// the payment is processed the sheet cannot be swiped away, and nothing may dismiss it.
final class PaymentViewController: UIViewController {
    init(_ context: PaymentContext) {
        super.init(title: "Payment", context: context)
        isModalInPresentation = true
    }
}

/// Which order a screen about one order shows.
struct OrderContext: ShopContext {
    let orderID: UUID
}

/// "Thank you for your order": shown in place of the payment once it went through.
final class OrderConfirmationViewController: UIViewController {
    init(_ context: OrderContext) { super.init(title: "Order confirmed", context: context) }
}
