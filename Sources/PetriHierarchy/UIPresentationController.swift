/// What manages a view controller's modal presentation, as far as app code talks to it: its
/// ``delegate``, told about the user's swipe-down. Reached, as in UIKit, through
/// ``UIViewController/presentationController``, before or after the view controller is presented.
@MainActor
public class UIPresentationController {
    /// The view controller this presentation shows.
    public private(set) weak var presentedViewController: UIViewController?

    /// Told about the user's swipe-down (UIKit's `presentationController.delegate`).
    public weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

    init(presentedViewController: UIViewController) {
        self.presentedViewController = presentedViewController
    }

    /// The view controller that presents it, once it is presented.
    public var presentingViewController: UIViewController? {
        presentedViewController?.presentingViewController
    }
}
