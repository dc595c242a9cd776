import PetriDish

/// The Profile section and logging in: the login form is presented in its own navigation
/// controller, registration and password reset are pushed on it; profile screens are pushed on
/// the Profile tab's root behind login; the wish list is a form sheet behind login.
extension ShopRoutes {
    /// The Profile tab's root screen.
    var profile: DestinationStep<ProfileViewController, Void> {
        sectionRoot(ProfileViewController.self)
    }

    var login: DestinationStep<LoginViewController, Void> {
        present(screen(LoginViewController.self) { LoginViewController() }, style: .formSheet, by: GeneralStep.current())
    }

    var registration: DestinationStep<RegistrationViewController, RegistrationContext> {
        push(screen(RegistrationViewController.init), onto: login.ignoringContext())
    }

    var forgotPassword: DestinationStep<ForgotPasswordViewController, PasswordResetContext> {
        push(screen(ForgotPasswordViewController.init), onto: login.ignoringContext())
    }

    var editProfile: DestinationStep<EditProfileViewController, EditProfileContext> {
        push(screen(EditProfileViewController.init).adding(loginRequired()), onto: profile.ignoringContext())
    }

    var wishlist: DestinationStep<WishlistViewController, WishlistContext> {
        present(screen(WishlistViewController.init).adding(loginRequired()), style: .formSheet, by: GeneralStep.current())
    }
}
