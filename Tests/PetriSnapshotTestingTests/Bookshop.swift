import PetriDish

/// A small app's catalog, written as an app team writes one: a navigation controller over the
/// home screen, a book pushed onto it, the book's reviews pushed onto the book.
@MainActor
enum Bookshop {
    nonisolated struct BookContext: Decodable, Equatable {
        let bookID: Int
    }

    final class HomeViewController: UIViewController {}
    final class ReviewsViewController: UIViewController {}
    final class BookViewController: UIViewController {
        init(_ context: BookContext) { super.init(title: "Book", context: context) }
    }
    final class AppNavigationController: UINavigationController {}

    static func catalog() throws -> ScreenCatalog {
        let catalog = ScreenCatalog(name: "Bookshop")
        catalog.addVariant(
            Variant("app", summary: "a navigation controller over the home screen") { window in
                try window.petri.setRootViewController(
                    AppNavigationController(rootViewController: HomeViewController(title: "Home")))
            })
        let home: PetriDestinationStep<HomeViewController, Void> = PetriStepAssembly.found(HomeViewController.self)
            .assemble()
        try catalog.register(
            "book", title: "Book", group: "Books",
            route: PetriStepAssembly.screen(BookViewController.init).pushed(onto: home.ignoringContext()),
            examples: [ScreenExample("first", ["bookID": "1"])])
        return catalog
    }

    /// A dish with book 1 open: the home screen with the book pushed onto it.
    static func dishOnTheFirstBook() async throws -> Dish {
        let dish = try Dish(catalog: catalog())
        try await dish.open("book", values: dish.entry("book").values(ofExample: "first"))
        return dish
    }

    /// The navigation controller the dish's window shows.
    static func navigation(of dish: Dish) throws -> UINavigationController {
        guard let navigation = dish.window.rootViewController as? UINavigationController else {
            throw BookshopError.noNavigationController
        }
        return navigation
    }

    enum BookshopError: Error { case noNavigationController }
}
