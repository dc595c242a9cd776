import UIKit

typealias RetryShowing = Showing & Hiding

protocol Showing { func show() }
protocol Hiding { func hide(animated: Bool) }

private struct Keys {
    static var retryView = "retryView"
}

protocol Retrying: AnyObject {
    func hideRetryView()
}

extension Retrying {
    private(set) var retryView: RetryShowing? {
        get { objc_getAssociatedObject(self, &Keys.retryView) as? RetryShowing }
        set { objc_setAssociatedObject(self, &Keys.retryView, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }

    func hideRetryView() {
        retryView?.hide(animated: true)
    }
}
