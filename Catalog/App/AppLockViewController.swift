import PetriDish

/// The app lock: Face ID or the passcode, in a window of its own above the status bar (see
/// ``ShopApp/lock()``).
final class AppLockViewController: UIViewController {
    init() { super.init(title: "Shop is locked") }
}
