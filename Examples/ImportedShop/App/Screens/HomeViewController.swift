import UIKit

/// The home screen, from Main.storyboard.
final class HomeViewController: BaseViewController {
    @IBOutlet private weak var bannerView: UIView!

    @IBAction private func openPromotion(_ sender: UIButton) {
        performSegue(withIdentifier: "promotion", sender: sender)
    }
}

final class PromotionViewController: UIViewController {}
