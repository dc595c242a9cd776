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
