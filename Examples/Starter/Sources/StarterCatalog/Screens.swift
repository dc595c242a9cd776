import PetriDish

// Stand-ins for the app's screens: in petri a screen is a view controller that keeps its context.
// This module is @MainActor by default (Package.swift); a context is a value that petri parses
// and decodes wherever it likes, so each context type says `nonisolated`.

/// What an item screen shows; petri prints it in trees as `itemID: 1`.
nonisolated struct ItemContext: Decodable, Equatable {
    let itemID: Int
}

final class HomeViewController: UIViewController {}
final class ProfileViewController: UIViewController {}

final class ItemViewController: UIViewController {
    init(_ context: ItemContext) { super.init(title: "Item", context: context) }
}

/// The app's own navigation controller.
final class AppNavigationController: UINavigationController {}

// What each context's fields mean, once for every screen that uses it.

extension ItemContext: DescribedContext {
    static var parameterDetails: [String: ParameterDetails] { ["itemID": .init(help: "the item", example: 1)] }
}
