public import PetriHierarchy

/// Actions that work on any view controller (RouteComposer's `PetriGeneralAction`).
@MainActor
public enum PetriGeneralAction {
    /// Presents the new view controller modally.
    public static func presentModally(
        startingFrom start: PresentModally.StartingPoint = .current,
        presentationStyle: ModalPresentationStyle? = nil
    ) -> PresentModally {
        PresentModally(startingFrom: start, presentationStyle: presentationStyle)
    }

    /// Makes the new view controller the window's root. The existing view controller must be the
    /// current root.
    public static func replaceRoot() -> ReplaceRoot {
        ReplaceRoot()
    }

    /// Does nothing: for a view controller that a previous step's factory already placed.
    public static func nilAction() -> NilAction {
        NilAction()
    }
}

/// Presents a view controller modally.
public struct PresentModally: PetriAction {
    /// Which view controller presents.
    @MainActor
    public enum StartingPoint {
        /// The existing view controller (UIKit forwards to its outermost container).
        case current
        /// The outermost container of the existing view controller.
        case topmostParent
        /// The top of the modal chain above the existing view controller.
        case topmostPresented
        /// A view controller of your choosing, which must be in the window.
        case custom(UIViewController)
    }

    /// Which view controller presents.
    public let startingPoint: StartingPoint
    /// The presentation style given to the new view controller, if any.
    public let presentationStyle: ModalPresentationStyle?

    /// Creates the action.
    public init(startingFrom startingPoint: StartingPoint = .current, presentationStyle: ModalPresentationStyle? = nil)
    {
        self.startingPoint = startingPoint
        self.presentationStyle = presentationStyle
    }

    public func perform(with viewController: UIViewController, on existingController: UIViewController, animated: Bool)
        throws
    {
        let presenter: UIViewController =
            switch startingPoint {
            case .current: existingController
            case .topmostParent: existingController.rootContainer
            case .topmostPresented: existingController.presentedChain.last ?? existingController
            case .custom(let presenter): presenter
            }
        // RouteComposer's PresentModally refuses a presenter that is busy, where UIKit alone
        // would ignore the presentation with a console warning.
        if let presentationStyle { viewController.modalPresentationStyle = presentationStyle }
        let context = presenter.presentingContext(for: viewController.modalPresentationStyle)
        if let presented = context.presentedStorage {
            throw HierarchyError.alreadyPresenting(presenter: context.debugName, presented: presented.debugName)
        }
        // Through UIKit's present(_:animated:completion:), as RouteComposer's action presents,
        // so an app's override of it runs; what UIKit would raise fails the action.
        try UIKitExceptions.catching { presenter.present(viewController, animated: animated, completion: nil) }
    }
}

/// Makes a view controller the window's root, in place of the existing one.
public struct ReplaceRoot: PetriAction {
    /// Creates the action.
    public init() {}

    public func perform(with viewController: UIViewController, on existingController: UIViewController, animated: Bool)
        throws
    {
        guard let window = existingController.window, window.rootViewController === existingController else {
            throw PetriRoutingError(
                .actionFailed, entity: "ReplaceRoot",
                reason: "\(existingController.debugName) is not the window's root, so it cannot be replaced")
        }
        try window.setRootViewController(viewController, animated: animated)
    }
}

/// Does nothing.
public struct NilAction: PetriAction {
    /// Creates the action.
    public init() {}

    public func perform(with viewController: UIViewController, on existingController: UIViewController, animated: Bool)
        throws
    {}
}
