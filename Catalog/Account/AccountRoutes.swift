import PetriDish

/// The Profile section and logging in: the login form is presented in its own navigation
/// controller, registration and password reset are pushed on it; profile screens are pushed on
/// the Profile tab's root behind login; the wish list is a form sheet behind login.
extension ShopRoutes {
    /// The Profile tab's root screen.
    var profile: PetriDestinationStep<ProfileViewController, Void> {
        sectionRoot(ProfileViewController.self)
    }

    var login: PetriDestinationStep<LoginViewController, Void> {
        PetriStepAssembly.screen(LoginViewController.self) { LoginViewController() }.presented(
            by: PetriGeneralStep.current(), style: .formSheet, inNavigationController: true)
    }

    var registration: PetriDestinationStep<RegistrationViewController, RegistrationContext> {
        PetriStepAssembly.screen(RegistrationViewController.init).pushed(onto: login.ignoringContext())
    }

    var forgotPassword: PetriDestinationStep<ForgotPasswordViewController, PasswordResetContext> {
        PetriStepAssembly.screen(ForgotPasswordViewController.init).pushed(onto: login.ignoringContext())
    }

    var editProfile: PetriDestinationStep<EditProfileViewController, EditProfileContext> {
        PetriStepAssembly.screen(EditProfileViewController.init).adding(loginRequired()).pushed(
            onto: profile.ignoringContext())
    }

    var wishlist: PetriDestinationStep<WishlistViewController, WishlistContext> {
        PetriStepAssembly.screen(WishlistViewController.init).adding(loginRequired()).presented(
            by: PetriGeneralStep.current(), style: .formSheet, inNavigationController: true)
    }

    /// The A/B test's menu variant places the wish list in the Profile section instead, pushed
    /// on its root: one screen, a route per variant.
    var wishlistInProfile: PetriDestinationStep<WishlistViewController, WishlistContext> {
        PetriStepAssembly.screen(WishlistViewController.init).adding(loginRequired()).pushed(
            onto: profile.ignoringContext())
    }
}
