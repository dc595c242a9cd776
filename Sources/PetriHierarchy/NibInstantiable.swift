public import Foundation

/// A view controller that can be built by its class: UIKit's
/// `init(nibName:bundle:)`, which Swift can call on a class only when it is `required`. UIKit's
/// view controllers have it through Objective-C; a headless one overrides it as required
/// (`required override init(nibName:bundle:)`; `petri import` writes it), and RouteComposer's
/// `ClassFactory` calls it.
@MainActor
public protocol NibInstantiable: UIViewController {
    /// Creates the view controller, as UIKit does from a nib or by its class.
    init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?)
}
