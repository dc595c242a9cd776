import PetriDish

/// The live chat with support: an overlay over every section, presented over full screen so
/// the shop stays visible and usable beneath it (see ``ShopApp/startLiveChat()``).
final class LiveChatViewController: UIViewController {
    init() { super.init(title: "Live chat") }
}
