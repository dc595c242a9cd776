import Testing

/// What an app team writes to start its own tool compiles without concurrency errors: a
/// main-actor catalog builder, a closure, or a builder handed on by the team's own function.
@Suite("A catalog builder for PetriMain.run")
struct CatalogBuilderCompileTests {
    @Test("PetriMain.run takes a main-actor builder, a closure and a builder passed through, without Sendable errors")
    func builders() throws {
        let result = try CompileFailureTests.typecheck(
            """
            import PetriShell

            @MainActor enum AppCatalog {
                static func make() throws -> ScreenCatalog { ScreenCatalog(name: "App") }
            }
            @MainActor func byReference() async -> Never { await PetriMain.run(catalog: AppCatalog.make) }
            @MainActor func byClosure() async -> Never { await PetriMain.run(catalog: { try AppCatalog.make() }) }
            @MainActor func passedThrough(make: () throws -> ScreenCatalog) async -> Never { await PetriMain.run(catalog: make) }
            """)
        #expect(result.status == 0, "\(result.output.prefix(2_000))")
        #expect(!result.output.contains("warning:"), "\(result.output.prefix(2_000))")
    }
}
