import UIKit
import Swinject

/// The app's dependency resolver over a Swinject container: a generic result.
final class Resolver {
    static let shared = Resolver()
    private let container = Container()

    func resolve<T>() -> T {
        container.resolve(T.self)!
    }
}

/// A screen whose settings the resolver gives.
final class ListViewController: UIViewController {
    var settings: SettingsService?
}
