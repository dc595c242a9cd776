import RouteComposer
import UIKit

// The navigation file: it passes the app's classes where RouteComposer's protocols are expected.
enum AppConfiguration {
    static var note: DestinationStep<NoteViewController, String> {
        StepAssembler<NoteViewController, String>()
            .finder(NoteFinder())
            .factory(NoteFactory())
            .adding(LoginInterceptor<String>())
            .adding(NoteContextTask())
            .using(GeneralAction.presentModally())
            .from(GeneralStep.current())
            .assemble()
    }

    static func present(_ viewController: UIViewController) {
        viewController.transitioningDelegate = FadeTransition()
        let loader = NotesLoader()
        loader.load(into: NoteStore())
        let title = Strings.notesTitle()
        print(title)
    }
}

final class NotesCoordinator: Retrying {
    func retry() {
        hideRetryView()
    }
}
