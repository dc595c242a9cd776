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
        StepAssembly.screen(LoginViewController.self) { LoginViewController() }.presented(
            by: GeneralStep.current(), style: .formSheet, inNavigationController: true)
    }

    var registration: DestinationStep<RegistrationViewController, RegistrationContext> {
        StepAssembly.screen(RegistrationViewController.init).pushed(onto: login.ignoringContext())
    }

    var forgotPassword: DestinationStep<ForgotPasswordViewController, PasswordResetContext> {
        StepAssembly.screen(ForgotPasswordViewController.init).pushed(onto: login.ignoringContext())
    }

    var editProfile: DestinationStep<EditProfileViewController, EditProfileContext> {
        StepAssembly.screen(EditProfileViewController.init).adding(loginRequired()).pushed(
            onto: profile.ignoringContext())
    }

    var wishlist: DestinationStep<WishlistViewController, WishlistContext> {
        StepAssembly.screen(WishlistViewController.init).adding(loginRequired()).presented(
            by: GeneralStep.current(), style: .formSheet, inNavigationController: true)
    }

    /// The A/B test's menu variant places the wish list in the Profile section instead, pushed
    /// on its root: one screen, a route per variant.
    var wishlistInProfile: DestinationStep<WishlistViewController, WishlistContext> {
        StepAssembly.screen(WishlistViewController.init).adding(loginRequired()).pushed(onto: profile.ignoringContext())
    }
}
