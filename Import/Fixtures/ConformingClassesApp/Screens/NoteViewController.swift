import RouteComposer
import UIKit

class NoteFinder: StackIteratingFinder {
    typealias ViewController = NoteViewController
    typealias Context = String

    let iterator: StackIterator = DefaultStackIterator()

    func isTarget(_ viewController: NoteViewController, with noteID: String) -> Bool {
        viewController.noteID == noteID
    }
}

class NoteFactory: Factory {
    typealias ViewController = NoteViewController
    typealias Context = String

    init() {}

    func build(with noteID: String) throws -> NoteViewController {
        let viewController = NoteViewController()
        viewController.noteID = noteID
        return viewController
    }
}

@MainActor
class LoginInterceptor<C>: RoutingInterceptor {
    typealias Context = C

    func perform(with context: Context, completion: @escaping (_: RoutingResult) -> Void) {
        Session.shared.logIn { completion(.success) }
    }
}

class NoteContextTask: ContextTask {
    func perform(on viewController: NoteViewController, with noteID: String) throws {
        viewController.noteID = noteID
    }
}

class NoteViewController: UIViewController, DismissibleWithRuntimeStorage {
    typealias DismissalTargetContext = Void

    var noteID: String?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
    }
}

final class Session {
    static let shared = Session()
    func logIn(completion: @escaping () -> Void) { completion() }
}
