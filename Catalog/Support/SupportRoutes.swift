import PetriDish

/// Help and legal: the help centre is pushed on the profile, articles on the help centre; the
/// terms and the support chat are presented over whatever is on screen.
extension ShopRoutes {
    var helpCentre: DestinationStep<HelpCentreViewController, Void> {
        StepAssembly.screen(HelpCentreViewController.self) { HelpCentreViewController() }.pushed(onto: profile)
    }

    var helpArticle: DestinationStep<HelpArticleViewController, HelpArticleContext> {
        StepAssembly.screen(HelpArticleViewController.init).pushed(onto: helpCentre.ignoringContext())
    }

    var terms: DestinationStep<TermsViewController, Void> {
        StepAssembly.screen(TermsViewController.self) { TermsViewController() }.presented(
            by: GeneralStep.current(), style: .pageSheet, inNavigationController: true)
    }

    var supportChat: DestinationStep<SupportChatViewController, SupportChatContext> {
        StepAssembly.screen(SupportChatViewController.init).adding(loginRequired()).presented(
            by: GeneralStep.current(), style: .formSheet, inNavigationController: true)
    }
}
