import Foundation
import OSLog
import Swinject

typealias ItemID = Int

infix operator &>: ApplyPrecedence

precedencegroup ApplyPrecedence {
    associativity: left
}

func &> <Value>(value: Value, change: (inout Value) -> Void) -> Value {
    var copy = value
    change(&copy)
    return copy
}

final class AppServices {
    static let shared = AppServices()
    let container = Container()
    func makeFeedViewModel() -> FeedViewModel { container.resolve(FeedViewModel.self)! }
}

extension Container {
    func makeAboutViewController() -> AboutViewController {
        AboutViewController()
    }
}

extension UINavigationController {
    func setBackButton() {
        navigationItem.backBarButtonItem = UIBarButtonItem(title: "", style: .plain, target: nil, action: nil)
    }
}

extension Logger {
    static let flow = Logger(subsystem: "app", category: "flow")
}
