import PetriDish

/// Help and legal: the help centre is pushed on the profile, articles on the help centre; the
/// terms and the support chat are presented over whatever is on screen.
extension ShopRoutes {
    var helpCentre: DestinationStep<HelpCentreViewController, Void> {
        push(screen(HelpCentreViewController.self) { HelpCentreViewController() }, onto: profile)
    }

    var helpArticle: DestinationStep<HelpArticleViewController, HelpArticleContext> {
        push(screen(HelpArticleViewController.init), onto: helpCentre.ignoringContext())
    }

    var terms: DestinationStep<TermsViewController, Void> {
        present(screen(TermsViewController.self) { TermsViewController() }, style: .pageSheet, by: GeneralStep.current())
    }

    var supportChat: DestinationStep<SupportChatViewController, SupportChatContext> {
        present(screen(SupportChatViewController.init).adding(loginRequired()), style: .formSheet, by: GeneralStep.current())
    }
}
