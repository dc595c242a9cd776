/// A weak reference to a view controller.
package struct WeakViewController {
    package weak var viewController: UIViewController?
    package init(_ viewController: UIViewController) { self.viewController = viewController }
}
