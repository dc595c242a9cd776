import PetriDish
@testable import ShopCatalog

/// Shortcuts the demo catalog's tests share: a dish on a fresh catalog, navigations by
/// `name=value` arguments, and the printed forms of a window.
@MainActor
enum Shop {
    /// A dish on a freshly built catalog, launched in `variant`, with the demo user logged in
    /// unless `loggedIn` is false.
    static func dish(
        variant: String = "tabs", loggedIn: Bool = true, analytics: AnalyticsRecorder = AnalyticsRecorder()
    ) throws -> Dish {
        let dish = try Dish(catalog: try ShopCatalog.make(analytics: analytics), variant: variant)
        if loggedIn { try dish.session.logIn(as: "demo") }
        return dish
    }

    /// `dish` with `id` opened in isolation from `arguments`.
    @discardableResult
    static func open(_ dish: Dish, _ id: String, _ arguments: String...) async throws -> Dish {
        _ = try await dish.open(id, values: try dish.entry(id).values(parsing: arguments))
        return dish
    }

    /// Navigates `dish` to `id` from its current hierarchy.
    @discardableResult
    static func go(_ dish: Dish, _ id: String, _ arguments: String...) async throws -> RoutingTrace {
        try await dish.go(id, values: try dish.entry(id).values(parsing: arguments))
    }

    /// The error `body` throws, described as the shell prints it; `nil` when it throws nothing.
    static func failure(_ body: () async throws -> Void) async -> String? {
        do {
            try await body()
            return nil
        } catch {
            return String(describing: error)
        }
    }

    /// The window as JSON, to compare a whole hierarchy before and after.
    static func json(_ dish: Dish) -> String {
        HierarchySnapshot(dish.window).renderJSON()
    }

    /// The window as the tree a person reads.
    static func tree(_ dish: Dish) -> String {
        HierarchySnapshot(dish.window).renderTree()
    }

    /// The names of the view controllers on screen, outermost first.
    static func visible(_ dish: Dish) -> [String] {
        dish.window.visibleViewControllers.map(\.debugName)
    }

    /// The transitions of `kind` the window went through.
    static func transitions(_ dish: Dish, _ kind: Transition.Kind) -> [Transition] {
        dish.window.transitions.filter { $0.kind == kind }
    }
}
