import PetriDish

// Stand-ins for the app's screens: in petri a screen is a view controller that keeps its context.
// This module is @MainActor by default (Package.swift); a context is a value that petri parses
// and decodes wherever it likes, so each context type says `nonisolated`.

/// What a book screen shows; petri prints it in trees as `bookID: 7`.
nonisolated struct BookContext: Decodable, Equatable {
    let bookID: Int
}

/// What the reader opens.
nonisolated struct ReaderContext: Decodable, Equatable {
    let bookID: Int
    let page: Int?
}

/// A search.
nonisolated struct SearchContext: Decodable, Equatable {
    let query: String
    let sort: SearchOrder?
}

/// How results are ordered.
nonisolated enum SearchOrder: String, CaseIterable, Decodable {
    case relevance, title, newest
}

final class LibraryViewController: UIViewController {}
final class SearchViewController: UIViewController {}
final class ProfileViewController: UIViewController {}
final class LoginViewController: UIViewController {}
final class SettingsViewController: UIViewController {}

final class BookViewController: UIViewController {
    init(_ context: BookContext) { super.init(title: "Book", context: context) }
}

final class ReaderViewController: UIViewController, ContextChecking {
    init(_ context: ReaderContext) { super.init(title: "Reader", context: context) }
    /// The reader of a book is reused, whatever page it is on.
    func isTarget(for context: ReaderContext) -> Bool { (self.context as? ReaderContext)?.bookID == context.bookID }
}

final class SearchResultsViewController: UIViewController {
    init(_ context: SearchContext) { super.init(title: "Results", context: context) }
}

/// The app's own navigation controller, one per tab.
final class TabNavigationController: UINavigationController {}

/// The reader's full-screen container.
final class ReaderNavigationController: UINavigationController {}

// What each context's fields mean, once for every screen that uses it.

extension BookContext: DescribedContext {
    static var parameterDetails: [String: ParameterDetails] { ["bookID": .init(help: "the book", example: 1)] }
}

extension ReaderContext: DescribedContext {
    static var parameterDetails: [String: ParameterDetails] {
        ["bookID": .init(help: "the book", example: 1), "page": .init(help: "where to open it; the first page by default")]
    }
}

extension SearchContext: DescribedContext {
    static var parameterDetails: [String: ParameterDetails] {
        ["query": .init(help: "what the reader typed", example: "dune"), "sort": .init(help: "the order of the results")]
    }
}
