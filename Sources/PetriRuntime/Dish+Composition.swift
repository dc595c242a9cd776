package import PetriCatalog

extension Dish {
    /// One example of `entry` composed in a freshly launched app in `variant`, as `check` and
    /// `export` compose every screen: logged in as `demo` unless `loggedIn` is false, nobody
    /// asked anything.
    /// - Returns: The dish it was composed in (`nil` when the variant could not launch), and
    ///   the navigation or why it failed.
    package static func compose(
        _ entry: ScreenEntry, example: String, variant: String, catalog: ScreenCatalog, loggedIn: Bool
    ) async -> (dish: Dish?, result: Result<Navigation, any Error>) {
        let dish: Dish
        do {
            dish = try Dish(catalog: catalog, variant: variant)
            dish.session.logOut()
            if loggedIn { try dish.session.logIn(as: "demo") }
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

extension PetriSession {
    /// Runs `body` with nobody at the keyboard, and puts the variant, the user and the
    /// interaction back afterwards: `check` and `export` compose many screens in one session.
    package func preservingState<Result>(_ body: () async -> Result) async -> Result {
        let (variant, user, interaction) = (self.variant, self.user, self.interaction)
        self.interaction = nil
        defer {
            self.variant = variant
            logOut()
            if let user { try? logIn(as: user) }
            self.interaction = interaction
        }
        return await body()
    }
}
