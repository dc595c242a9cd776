import Foundation
import PetriDish

/// Frequently asked questions and the ways to reach support, pushed on the profile.
final class HelpCentreViewController: UIViewController {
    init() { super.init(title: "Help centre") }
}

/// Which help article is shown.
struct HelpArticleContext: ShopContext {
    /// The article's page on the help site, shown in a web view.
    let url: URL
}

/// A help-site article in a web view, pushed on the help centre.
final class HelpArticleViewController: UIViewController {
    init(_ context: HelpArticleContext) { super.init(title: "Help article", context: context) }
}

/// The terms of service, presented as a page sheet over whatever is on screen.
final class TermsViewController: UIViewController {
    init() { super.init(title: "Terms of service") }
}

/// What a support chat is about.
struct SupportChatContext: ShopContext {
    /// The order the user asks about, when there is one.
    let orderID: UUID?
}

/// A chat with a support agent, presented as a form sheet.
final class SupportChatViewController: UIViewController {
    init(_ context: SupportChatContext) { super.init(title: "Chat with us", context: context) }
}
