import PetriDish

/// The Profile tab's root.
final class ProfileViewController: ViewController {
    init() { super.init(title: "Profile") }
}

/// The login form, presented modally in its own navigation controller.
final class LoginViewController: ViewController {
    init() { super.init(title: "Log in") }
}
