public import PetriDish
public import SnapshotTesting

extension Snapshotting where Value == HierarchySnapshot, Format == String {
    /// A hierarchy as `petri tree` prints it, without colours: the reference is the tree text
    /// (`.txt`), and a failure says what changed in petri's diff's words (``Diffing/hierarchy``).
    ///
    /// ```swift
    /// assertSnapshot(of: HierarchySnapshot(window), as: .hierarchy)
    /// ```
    ///
    /// A snapshot is a value: this strategy runs anywhere. Those for a ``Dish``, a `UIWindow`
    /// and a `UIViewController` capture it on the main actor first.
    public static var hierarchy: Snapshotting<HierarchySnapshot, String> {
        Snapshotting(pathExtension: "txt", diffing: .hierarchy) { $0.renderTree() }
    }

    /// A hierarchy as `petri tree --json` prints it: the versioned JSON of
    /// `docs/hierarchy-json.md` (`.json`), with the typed contexts the tree text leaves out; a
    /// failure says what changed in petri's diff's words (``Diffing/hierarchyJSON``).
    public static var hierarchyJSON: Snapshotting<HierarchySnapshot, String> {
        Snapshotting(pathExtension: "json", diffing: .hierarchyJSON) { $0.renderJSON() }
    }
}

// The strategies below read the hierarchy, which is @MainActor as UIKit is: each is built on the
// main actor and captures on the thread that asserts, which `assertSnapshot` does synchronously.
// A test that is not on the main actor cannot reach them: it snapshots `HierarchySnapshot` values.

extension Snapshotting where Value == Dish, Format == String {
    /// Every shown window of the dish, as `petri tree` prints them (frontmost first when there
    /// are several): the hierarchy's tree text, compared in petri's diff's words.
    ///
    /// ```swift
    /// @Test @MainActor func productScreen() async throws {
    ///     let dish = try Dish(catalog: ShopApp.catalog())
    ///     try await dish.open("shop.product", values: dish.entry("shop.product").values(parsing: ["productID=42"]))
    ///     assertSnapshot(of: dish, as: .hierarchy)
    /// }
    /// ```
    ///
    /// The coordinator tree `tree` prints after a running flow is not part of it.
    @MainActor
    public static var hierarchy: Snapshotting<Dish, String> {
        Snapshotting<HierarchySnapshot, String>.hierarchy.pullback { dish in HierarchySnapshot(dish.scene) }
    }

    /// Every shown window of the dish as `petri tree --json` prints them.
    @MainActor
    public static var hierarchyJSON: Snapshotting<Dish, String> {
        Snapshotting<HierarchySnapshot, String>.hierarchyJSON.pullback { dish in HierarchySnapshot(dish.scene) }
    }
}

extension Snapshotting where Value: UIWindow, Format == String {
    /// The window alone, as `petri tree --window` prints it: its root view controller with
    /// everything it contains and the modal chain above it.
    @MainActor
    public static var hierarchy: Snapshotting<Value, String> {
        Snapshotting<HierarchySnapshot, String>.hierarchy.pullback { window in HierarchySnapshot(window) }
    }

    /// The window alone, as its versioned JSON.
    @MainActor
    public static var hierarchyJSON: Snapshotting<Value, String> {
        Snapshotting<HierarchySnapshot, String>.hierarchyJSON.pullback { window in HierarchySnapshot(window) }
    }
}

extension Snapshotting where Value: UIViewController, Format == String {
    /// The view controller as the root of a tree: everything it contains and presents, marked on
    /// screen as its window shows it (nothing is, in no window), as
    /// `HierarchySnapshot(_:)` captures it. For a coordinator's
    /// navigation controller, a container built by a factory, a screen and what it presents.
    @MainActor
    public static var hierarchy: Snapshotting<Value, String> {
        Snapshotting<HierarchySnapshot, String>.hierarchy.pullback { viewController in
            HierarchySnapshot(viewController as UIViewController)
        }
    }

    /// The view controller as the root of a tree, as versioned JSON.
    @MainActor
    public static var hierarchyJSON: Snapshotting<Value, String> {
        Snapshotting<HierarchySnapshot, String>.hierarchyJSON.pullback { viewController in
            HierarchySnapshot(viewController as UIViewController)
        }
    }
}
