import PetriCatalog
import PetriRouting
import PetriCoordinators
import PetriHierarchy

/// A generated screen of one of 1,000 view-controller types (`Kind`): its title says which
/// entry and which step of the route built it; the tree names its type `SyntheticScreen` and
/// the number of its kind.
final class SyntheticScreen<Kind: SyntheticKind>: UIViewController, CustomHierarchyNaming {
    let number: Int

    init(title: String, context: Any?, number: Int) {
        self.number = number
        super.init(title: title, context: context)
    }

    var hierarchyName: String { "SyntheticScreen\(number)" }
}

/// The type-level digits that make 1,000 distinct view-controller types from one generic class.
protocol SyntheticKind {}

/// Picks a kind by number.
enum SyntheticKinds {
    enum D0: SyntheticKind {}
    enum D1: SyntheticKind {}
    enum D2: SyntheticKind {}
    enum D3: SyntheticKind {}
    enum D4: SyntheticKind {}
    enum D5: SyntheticKind {}
    enum D6: SyntheticKind {}
    enum D7: SyntheticKind {}
    enum D8: SyntheticKind {}
    enum D9: SyntheticKind {}
    struct Pair<A: SyntheticKind, B: SyntheticKind>: SyntheticKind {}

    static var digits: [any SyntheticKind.Type] {
        [D0.self, D1.self, D2.self, D3.self, D4.self, D5.self, D6.self, D7.self, D8.self, D9.self]
    }

    /// The kind of number `index % 1000`, made of its three decimal digits.
    static func kind(_ index: Int) -> any SyntheticKind.Type {
        let number = index % 1_000
        let digits = digits
        return pair(pair(digits[number / 100], digits[number / 10 % 10]), digits[number % 10])
    }

    private static func pair(_ first: any SyntheticKind.Type, _ second: any SyntheticKind.Type)
        -> any SyntheticKind.Type
    {
        func open<A: SyntheticKind>(_ first: A.Type) -> any SyntheticKind.Type {
            func open<B: SyntheticKind>(_ second: B.Type) -> any SyntheticKind.Type { Pair<A, B>.self }
            return open(second)
        }
        return open(first)
    }
}
