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
        StepAssembly(finder: ClassFinder<LoginViewController, Void>(), factory: ClosureFactory { LoginViewController() })
            .using(NavigationControllerActions.push())
            .from(NavigationControllerStep())
            .using(GeneralAction.presentModally(presentationStyle: .formSheet))
            .from(GeneralStep.current())
            .assemble()
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
