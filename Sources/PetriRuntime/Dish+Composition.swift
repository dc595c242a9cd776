package import PetriCatalog

extension Dish {
    /// One example of `entry` composed in a freshly launched app in `variant`, as `check` and
    /// `export` compose every screen: in a session of its own with `settings` and, over them,
    /// the example's own (``ScreenExample/settings``), logged in as `demo` unless `loggedIn` is
    /// false, nobody asked anything. The session is set before the launch, so the app's code
    /// that runs at launch reads the example's settings too.
    /// - Returns: The dish it was composed in (`nil` when the variant could not launch), and
    ///   the navigation or why it failed.
    package static func compose(
        _ entry: ScreenEntry, example: String, variant: String, catalog: ScreenCatalog, loggedIn: Bool,
        settings: [String: String] = [:]
    ) async -> (dish: Dish?, result: Result<Navigation, any Error>) {
        let dish: Dish
        do {
            let session = DishSession(variant: variant)
            let own = entry.examples.first { $0.name == example }?.settings ?? [:]
            let all = settings.merging(own) { _, example in example }
            for (name, value) in all.sorted(by: { $0.key < $1.key }) { try session.set(name, to: value) }
            if loggedIn { try session.logIn(as: "demo") }
            dish = try Dish(catalog: catalog, variant: variant, session: session)
        } catch {
            return (nil, .failure(error))
        }
        do {
            return (dish, .success(try await dish.open(entry.id, values: try entry.values(ofExample: example))))
        } catch {
            return (dish, .failure(error))
        }
    }
}
