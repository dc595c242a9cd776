import Foundation
import PetriDish

/// The live chat with support: an overlay over every section, presented over full screen so
/// the shop stays visible and usable beneath it (see ``ShopApp/startLiveChat()``).
final class LiveChatViewController: UIViewController {
    init() { super.init(title: "Live chat") }

    /// Asks before emailing the transcript, as the app does: an alert whose Send button hands
    /// a `mailto:` link to the system.
    func confirmTranscript() {
        let alert = UIAlertController(
            title: "Email the transcript?", message: "We send it to the address on your account.",
            preferredStyle: .alert)
        alert.addAction(
            UIAlertAction(title: "Send", style: .default) { _ in
                if let url = URL(string: "mailto:support@shop.example?subject=Chat%20transcript") {
                    UIApplication.shared.open(url)
                }
            })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        present(alert, animated: true)
    }
}
