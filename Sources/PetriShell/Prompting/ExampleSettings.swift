import PetriDish
import PetriSupport

extension Shell {
    /// Runs `body` with `example`'s session settings set, as `check` shows the example: each
    /// setting that differs is set and noted (`note: set liveChat=sheet, as example "sheet" is
    /// shown`). When `body` throws — or always, when `keepingThem` is false (`plan` changes
    /// nothing) — the session's settings are put back as they were.
    func showing<Result>(
        _ example: ScreenExample?, keepingThem: Bool, _ body: () async throws -> Result
    ) async throws -> Result {
        let before = dish.session.settings
        let changes = (example?.settings ?? [:]).filter { before[$0.key] != $0.value }.sorted { $0.key < $1.key }
        guard let example, !changes.isEmpty else { return try await body() }
        for (name, value) in changes { try dish.session.set(name, to: value) }
        let words = changes.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
        note(styler(.dim, "note: set \(words), as example \(UserText.quoted(example.name)) is shown"))
        func restore() {
            for (name, _) in changes { try? dish.session.set(name, to: before[name]) }
        }
        do {
            let result = try await body()
            if !keepingThem { restore() }
            return result
        } catch {
            restore()
            throw error
        }
    }
}
