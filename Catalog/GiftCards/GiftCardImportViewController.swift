import PetriDish

/// A gift card file another app handed the shop: where iOS put it.
struct GiftCardFileContext: ShopContext {
    /// The file's absolute path, in the app's Inbox.
    let path: String
}

/// "Add this gift card to your account", for a `.giftcard` file opened from Mail or Files: a
/// form sheet over whatever is on screen (see ``ShopApp/openGiftCardFile(_:)``).
final class GiftCardImportViewController: UIViewController {
    init(_ context: GiftCardFileContext) { super.init(title: "Add gift card", context: context) }
}
