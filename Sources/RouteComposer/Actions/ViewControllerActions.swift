public import Foundation
import PetriRouting

/// RouteComposer's actions on any view controller.
public enum ViewControllerActions {
    /// Presents the view controller modally (RouteComposer's `PresentModallyAction`).
    @MainActor
    public struct PresentModallyAction: Action {
        public typealias ViewController = UIViewController

        /// Who presents.
        public enum ModalPresentationStartingPoint {
            /// The view controller before it in the route.
            case current
            /// The outermost container of the view controller before it.
            case topmostParent
            /// A view controller of the app's choosing; `nil` fails the navigation.
            case custom(@autoclosure () throws -> UIViewController?)
        }

        /// Who presents.
        public let presentationStartingPoint: ModalPresentationStartingPoint
        /// The presentation style set on the view controller; `nil` keeps its own.
        public let presentationStyle: UIModalPresentationStyle?
        /// Whether the user may swipe it away (UIKit's `isModalInPresentation`); `nil` keeps it.
        public let isModalInPresentation: Bool?
        /// Its transition style (kept: the dish animates nothing).
        public let transitionStyle: UIModalTransitionStyle?
        /// Its preferred content size (kept: the dish lays nothing out).
        public let preferredContentSize: CGSize?
        /// Its transitioning delegate, weakly.
        public private(set) weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
        /// Run on its presentation controller once presented.
        public let presentationControllerConfigurationBlock:
            ((_ presentationController: UIPresentationController) -> Void)?

        init(
            presentationStartingPoint: ModalPresentationStartingPoint, presentationStyle: UIModalPresentationStyle?,
            transitionStyle: UIModalTransitionStyle?,
            transitioningDelegate: (any UIViewControllerTransitioningDelegate)?,
            preferredContentSize: CGSize?, isModalInPresentation: Bool?,
            presentationControllerConfigurationBlock: ((_ presentationController: UIPresentationController) -> Void)?
        ) {
            self.presentationStartingPoint = presentationStartingPoint
            self.presentationStyle = presentationStyle
            self.transitionStyle = transitionStyle
            self.transitioningDelegate = transitioningDelegate
            self.preferredContentSize = preferredContentSize
            self.isModalInPresentation = isModalInPresentation
            self.presentationControllerConfigurationBlock = presentationControllerConfigurationBlock
        }

        /// Presents `viewController` from the starting point with UIKit's
        /// `present(_:animated:completion:)`, as RouteComposer does, so an app's override of it
        /// is honoured: sets the styles first, configures the presentation controller (the
        /// popover's for a popover, the sheet's for a sheet), and fails when the presenter
        /// already presents.
        public func perform(
            with viewController: UIViewController, on existingController: UIViewController, animated: Bool,
            completion: @escaping (_ result: RoutingResult) -> Void
        ) {
            let presenter: UIViewController
            switch presentationStartingPoint {
            case .current:
                presenter = existingController
            case .topmostParent:
                var top = existingController
                while let parent = top.parent { top = parent }
                presenter = top
            case .custom(let custom):
                guard let found = try? custom() else {
                    return completion(
                        .failure(
                            RoutingError.compositionFailed(
                                .init(
                                    "the custom view controller to present \(type(of: viewController)) from was not found (its closure gave nil or threw)"
                                ))))
                }
                presenter = found
            }
            if let presented = presenter.presentedViewController {
                return completion(
                    .failure(
                        RoutingError.compositionFailed(
                            .init(
                                "\(type(of: presenter)) already presents \(type(of: presented)), so it cannot present \(type(of: viewController)); present from the topmost view controller instead"
                            ))))
            }
            if let presentationStyle { viewController.modalPresentationStyle = presentationStyle }
            if let transitionStyle { viewController.modalTransitionStyle = transitionStyle }
            if let transitioningDelegate { viewController.transitioningDelegate = transitioningDelegate }
            if let preferredContentSize { viewController.preferredContentSize = preferredContentSize }
            if let presentationControllerConfigurationBlock,
                let presentationController = viewController.popoverPresentationController ?? viewController
                    .sheetPresentationController
                    ?? viewController.presentationController
            {
                presentationControllerConfigurationBlock(presentationController)
            }
            if let isModalInPresentation { viewController.isModalInPresentation = isModalInPresentation }
            do {
                try UIKitExceptions.catching {
                    presenter.present(viewController, animated: animated) { completion(.success) }
                }
            } catch {
                completion(.failure(error))
            }
        }
    }

    /// Makes the view controller the window's root (RouteComposer's `ReplaceRootAction`).
    @MainActor
    public struct ReplaceRootAction: Action {
        public typealias ViewController = UIViewController

        /// The window whose root it replaces: the route's.
        public let windowProvider: any WindowProvider
        /// How the transition animates (kept: the dish animates nothing; the use is inert UIKit,
        /// which `check` reports).
        public let animationOptions: UIView.AnimationOptions?
        /// How long the transition lasts (kept: the dish animates nothing).
        public let duration: TimeInterval

        init(
            windowProvider: any WindowProvider, animationOptions: UIView.AnimationOptions? = nil, duration: TimeInterval
        ) {
            self.windowProvider = windowProvider
            self.animationOptions = animationOptions
            self.duration = duration
            if animationOptions != nil { InertUIKitUse.note("UIView.AnimationOptions") }
        }

        public func perform(
            with viewController: UIViewController, on existingController: UIViewController, animated: Bool,
            completion: @escaping (_ result: RoutingResult) -> Void
        ) {
            completion(
                ActionResult.of {
                    try PetriRouting.ReplaceRoot().perform(
                        with: viewController, on: existingController, animated: animated)
                })
        }
    }

    /// Does nothing: the view controller is already in place (RouteComposer's `NilAction`).
    @MainActor
    public struct NilAction: Action {
        public typealias ViewController = UIViewController

        init() {}

        public func perform(
            with viewController: UIViewController, on existingController: UIViewController, animated: Bool,
            completion: @escaping (_ result: RoutingResult) -> Void
        ) {
            completion(.success)
        }
    }
}

extension ViewControllerActions.PresentModallyAction {
    /// Presents modally, full screen, from the view controller before it.
    public static var present: Self { GeneralAction.presentModally() }

    /// Presents modally with these settings.
    public static func present(
        startingFrom presentationStartingPoint: ModalPresentationStartingPoint = .current,
        presentationStyle: UIModalPresentationStyle? = .fullScreen,
        transitionStyle: UIModalTransitionStyle? = .coverVertical,
        transitioningDelegate: (any UIViewControllerTransitioningDelegate)? = nil, preferredContentSize: CGSize? = nil,
        isModalInPresentation: Bool? = nil,
        presentationConfiguration: ((_ presentationController: UIPresentationController) -> Void)? = nil
    ) -> Self {
        GeneralAction.presentModally(
            startingFrom: presentationStartingPoint, presentationStyle: presentationStyle,
            transitionStyle: transitionStyle,
            transitioningDelegate: transitioningDelegate, preferredContentSize: preferredContentSize,
            isModalInPresentation: isModalInPresentation, presentationConfiguration: presentationConfiguration)
    }
}

extension ViewControllerActions.ReplaceRootAction {
    /// Replaces the window's root.
    public static var replaceRoot: Self { GeneralAction.replaceRoot() }

    /// Replaces the root of `windowProvider`'s window; `animationOptions` and `duration` are
    /// kept, as nothing is animated.
    public static func replaceRoot(
        animationOptions: UIView.AnimationOptions? = nil, windowProvider: any WindowProvider = KeyWindowProvider(),
        duration: TimeInterval = 0.3
    ) -> Self {
        GeneralAction.replaceRoot(
            animationOptions: animationOptions, windowProvider: windowProvider, duration: duration)
    }
}

extension ViewControllerActions.NilAction {
    /// Does nothing.
    public static var nilAction: Self { Self() }
}

/// RouteComposer's actions on any view controller, by name (`GeneralAction.presentModally()`).
@MainActor
public enum GeneralAction {
    /// Presents modally; full screen unless told otherwise, as in RouteComposer.
    public static func presentModally(
        startingFrom presentationStartingPoint: ViewControllerActions.PresentModallyAction
            .ModalPresentationStartingPoint = .current,
        presentationStyle: UIModalPresentationStyle? = .fullScreen,
        transitionStyle: UIModalTransitionStyle? = .coverVertical,
        transitioningDelegate: (any UIViewControllerTransitioningDelegate)? = nil, preferredContentSize: CGSize? = nil,
        isModalInPresentation: Bool? = nil,
        presentationConfiguration: ((_ presentationController: UIPresentationController) -> Void)? = nil
    ) -> ViewControllerActions.PresentModallyAction {
        ViewControllerActions.PresentModallyAction(
            presentationStartingPoint: presentationStartingPoint, presentationStyle: presentationStyle,
            transitionStyle: transitionStyle, transitioningDelegate: transitioningDelegate,
            preferredContentSize: preferredContentSize, isModalInPresentation: isModalInPresentation,
            presentationControllerConfigurationBlock: presentationConfiguration)
    }

    /// Presents modally, configuring the popover's presentation controller when the style is
    /// `.popover` (RouteComposer's `presentModally(…popoverConfiguration:)`).
    public static func presentModally(
        startingFrom presentationStartingPoint: ViewControllerActions.PresentModallyAction
            .ModalPresentationStartingPoint = .current,
        presentationStyle: UIModalPresentationStyle? = .fullScreen,
        transitionStyle: UIModalTransitionStyle? = .coverVertical,
        transitioningDelegate: (any UIViewControllerTransitioningDelegate)? = nil, preferredContentSize: CGSize? = nil,
        isModalInPresentation: Bool? = nil,
        popoverConfiguration: ((_ popoverPresentationController: UIPopoverPresentationController) -> Void)?
    ) -> ViewControllerActions.PresentModallyAction {
        presentModally(
            startingFrom: presentationStartingPoint, presentationStyle: presentationStyle,
            transitionStyle: transitionStyle,
            transitioningDelegate: transitioningDelegate, preferredContentSize: preferredContentSize,
            isModalInPresentation: isModalInPresentation,
            presentationConfiguration: { presentationController in
                if let popover = presentationController as? UIPopoverPresentationController {
                    popoverConfiguration?(popover)
                }
            })
    }

    /// Makes the view controller the root of `windowProvider`'s window; `animationOptions` and
    /// `duration` are kept, as nothing is animated.
    public static func replaceRoot(
        animationOptions: UIView.AnimationOptions? = nil, windowProvider: any WindowProvider = KeyWindowProvider(),
        duration: TimeInterval = 0.3
    ) -> ViewControllerActions.ReplaceRootAction {
        ViewControllerActions.ReplaceRootAction(
            windowProvider: windowProvider, animationOptions: animationOptions, duration: duration)
    }

    /// Does nothing: the view controller is already in place.
    public static func nilAction() -> ViewControllerActions.NilAction {
        ViewControllerActions.NilAction()
    }
}
