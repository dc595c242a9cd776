import PetriCatalog
import PetriRouting
import PetriCoordinators
import PetriHierarchy

/// An item screen's context.
struct SyntheticItemContext: Decodable, Equatable, Sendable {
    let id: Int
}

/// A search screen's context: a string and an optional integer.
struct SyntheticSearchContext: Decodable, Equatable, Sendable {
    let query: String
    let page: Int?
}

/// A sort order, for a choice parameter.
enum SyntheticSort: String, CaseIterable, Decodable, Sendable, ParameterChoices {
    case relevance, price, rating
}

/// A filter screen's context: a choice, a boolean and an optional decimal.
struct SyntheticFilterContext: Decodable, Equatable, Sendable {
    let sort: SyntheticSort
    let inStock: Bool
    let maxPrice: Double?
}
