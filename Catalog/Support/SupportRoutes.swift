import PetriDish

/// Help and legal: the help centre is pushed on the profile, articles on the help centre; the
/// terms and the support chat are presented over whatever is on screen.
extension ShopRoutes {
    var helpCentre: PetriDestinationStep<HelpCentreViewController, Void> {
        PetriStepAssembly.screen(HelpCentreViewController.self) { HelpCentreViewController() }.pushed(onto: profile)
    }

    var helpArticle: PetriDestinationStep<HelpArticleViewController, HelpArticleContext> {
        PetriStepAssembly.screen(HelpArticleViewController.init).pushed(onto: helpCentre.ignoringContext())
    }

    var terms: PetriDestinationStep<TermsViewController, Void> {
        PetriStepAssembly.screen(TermsViewController.self) { TermsViewController() }.presented(
            by: PetriGeneralStep.current(), style: .pageSheet, inNavigationController: true)
    }

    var supportChat: PetriDestinationStep<SupportChatViewController, SupportChatContext> {
        PetriStepAssembly.screen(SupportChatViewController.init).adding(loginRequired()).presented(
            by: PetriGeneralStep.current(), style: .formSheet, inNavigationController: true)
    }
}
