import GalleryKit
import RouteComposer
import UIKit

@MainActor
enum AppConfiguration {
    static var logger: RouteComposer.Logger?

    static var article: DestinationStep<ArticleViewController, Int> {
        StepAssembler<ArticleViewController, Int>()
            .articleFinder()
            .factory(.classFactory)
            .using(.push)
            .from(.navigationController)
            .using(.present)
            .from(.current)
            .assemble()
    }

    static var gallery: DestinationStep<GalleryViewController, Any?> {
        StepAssembler<GalleryViewController, Any?>()
            .finder(.classFinder)
            .factory(.classFactory)
            .using(.present)
            .from(.current)
            .assemble()
    }

    static func report(_ screen: ScreenKindReporting) -> ScreenKind {
        screen.kind
    }

    static func isShown(_ context: SearchContext) -> Bool {
        ClassWithContextFinder<QueryCheckingViewController<SearchContext>, SearchContext>().getViewController(with: context) != nil
    }
}
