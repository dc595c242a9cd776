import UIKit

protocol LoaderView: AnyObject {
    func start()
}

protocol Loading: AnyObject {
    var loader: LoaderView { get }
}

protocol Retrying: AnyObject {
    func retry()
}

extension Retrying {
    func retry() {}
}

/// Requires nothing itself: what it inherits is required.
protocol Placeholding: Retrying {}
