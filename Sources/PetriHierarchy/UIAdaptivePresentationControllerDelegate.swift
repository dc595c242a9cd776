/// Told when the user dismissed a presentation with the swipe-down gesture (UIKit's
/// `UIAdaptivePresentationControllerDelegate.presentationControllerDidDismiss`). A dismissal
/// in code does not call it, as in UIKit: this is how a coordinator learns that the user closed
/// its modal flow.
@MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    /// `presented` was swiped away by the user.
    func presentationControllerDidDismiss(_ presented: UIViewController)
}
