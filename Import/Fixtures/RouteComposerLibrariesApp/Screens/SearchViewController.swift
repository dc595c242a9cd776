import RouteComposer
import UIKit

struct SearchContext: Equatable {
    let query: String
}

class QueryCheckingViewController<Context: Equatable>: UIViewController, ContextChecking {
    func isTarget(for context: Context) -> Bool {
        fatalError("Must be implemented in the child")
    }
}

class SearchViewController: QueryCheckingViewController<SearchContext>, ScreenKindReporting {
    let kind = ScreenKind.search
}

class ArticleViewController: UIViewController, ContextAccepting, ScreenKindReporting {
    let kind = ScreenKind.gallery
    private var articleID: Int?

    func setup(with context: Int) throws {
        articleID = context
    }
}

extension ArticleViewController: ContextChecking {
    func isTarget(for context: Int) -> Bool {
        articleID == context
    }
}

extension StepAssembler where VC == ArticleViewController, C == Int {
    func articleFinder() -> StepAssemblerWithFinder<ClassWithContextFinder<ArticleViewController, Int>> {
        finder(.classWithContextFinder)
    }
}
