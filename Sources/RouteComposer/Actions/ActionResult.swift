/// Runs one of petri's actions, which throw, for a RouteComposer action, which completes.
@MainActor
enum ActionResult {
    static func of(_ body: () throws -> Void) -> RoutingResult {
        do {
            try body()
            return .success
        } catch {
            return .failure(error)
        }
    }
}
