import Foundation
import PetriDish

/// The Profile tab's root.
final class ProfileViewController: UIViewController {
    init() { super.init(title: "Profile") }
}

/// The login form, presented modally in its own navigation controller.
final class LoginViewController: UIViewController {
    init() { super.init(title: "Log in") }
}

/// What the registration form is filled with.
struct RegistrationContext: ShopContext {
    /// The e-mail address typed on the login form, carried over when given.
    let email: String?
}

/// The registration form, pushed on the login's navigation controller.
final class RegistrationViewController: UIViewController {
    init(_ context: RegistrationContext) { super.init(title: "Create an account", context: context) }
}

/// Whose password is reset.
struct PasswordResetContext: ShopContext {
    let email: String
}

/// The password reset form, pushed on the login's navigation controller.
final class ForgotPasswordViewController: UIViewController {
    init(_ context: PasswordResetContext) { super.init(title: "Reset password", context: context) }
}

/// Whose profile is edited.
struct EditProfileContext: ShopContext {
    let user: UUID
}

/// The form to change name, e-mail, phone and photo, pushed on the profile.
final class EditProfileViewController: UIViewController {
    init(_ context: EditProfileContext) { super.init(title: "Edit profile", context: context) }
}
