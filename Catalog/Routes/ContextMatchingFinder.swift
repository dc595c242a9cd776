import PetriDish

/// Finds the first view controller of type `VC` whose context matches the navigation's by a rule
/// of the screen's own, where ``ClassWithContextFinder`` needs the whole context to be equal:
/// the gallery of the same product whatever photo it shows, the product list of a category
/// whatever its sort order.
struct ContextMatchingFinder<VC: ViewController, Context>: StackIteratingFinder {
    typealias ViewController = VC
    let options: SearchOptions = .fullStack
    private let matches: @MainActor (Context, Context) -> Bool

    /// A finder that accepts a view controller when `matches(shown, wanted)` holds for its context
    /// and the navigation's.
    init(matching matches: @escaping @MainActor (_ shown: Context, _ wanted: Context) -> Bool) {
        self.matches = matches
    }

    func isTarget(_ viewController: VC, with context: Context) -> Bool {
        guard let shown = viewController.context as? Context else { return false }
        return matches(shown, context)
    }
}
