import UIKit

final class FeedViewController: UIViewController {}
