import UIKit

public enum Mode {
    case push
    case present(presenting: UIViewController, configuration: PresentConfiguration?)
}

public struct PresentConfiguration {
    let style: UIModalPresentationStyle
}

struct TabIdentifier {
    static let list = "list"
    static let settings = "settings"
}

enum Option: String {
    case favorites, watchlist

    var title: String? {
        rawValue.capitalized
    }
}

protocol Authorizing {
    func request() -> URLRequest?
}
