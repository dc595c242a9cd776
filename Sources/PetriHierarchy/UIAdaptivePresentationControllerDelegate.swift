/// Told about the user's swipe-down on a presented view controller, as UIKit's
/// `UIAdaptivePresentationControllerDelegate` is. A dismissal in code tells it nothing, as in
/// UIKit: this is how a coordinator learns that the user closed its modal flow.
///
/// Set it as UIKit code does, `navigation.presentationController?.delegate = self`. Every method
/// has a default, as UIKit's are optional.
@MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    /// Whether the user's swipe may dismiss the presentation; `false` keeps it on screen.
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// The user started swiping the presentation down; it is dismissed only if the swipe
    /// finishes (then ``presentationControllerDidDismiss(_:)-(UIPresentationController)``
    /// follows; a cancelled swipe tells nothing more).
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// The user swiped the presentation away.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// The user tried to swipe away a presentation that refuses it (``UIViewController/isModalInPresentation``).
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
    /// The user swiped `presented` away: the form this protocol had before it took UIKit's
    /// presentation controller. The default of
    /// ``presentationControllerDidDismiss(_:)-(UIPresentationController)`` calls it.
    func presentationControllerDidDismiss(_ presented: UIViewController)
}

extension UIAdaptivePresentationControllerDelegate {
    /// Every swipe may dismiss.
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }

    /// Calls the form that takes the presented view controller.
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        guard let presented = presentationController.presentedViewController else { return }
        presentationControllerDidDismiss(presented)
    }

    /// Nothing to do.
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}

    /// Nothing to do.
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}

    /// Nothing to do.
    public func presentationControllerDidDismiss(_ presented: UIViewController) {}
}
