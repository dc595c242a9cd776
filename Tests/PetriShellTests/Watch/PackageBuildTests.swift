import Testing
@testable import PetriShell

/// Issue 37: `watch` shows the compiler's progress as it comes and a failed build in a few
/// lines: each error once, on one line, its path relative to the package.
@Suite("Reading swift build's output")
struct PackageBuildTests {
    @Test("A build's steps are its progress; other lines are not")
    func progress() {
        #expect(
            PackageBuild.progress(in: "[12/40] Compiling StarterCatalog Routes.swift")
                == "[12/40] Compiling StarterCatalog Routes.swift")
        #expect(PackageBuild.progress(in: "[1/1] Planning build") == "[1/1] Planning build")
        #expect(PackageBuild.progress(in: "Building for debugging...") == nil)
        #expect(PackageBuild.progress(in: "[x/40] Compiling") == nil)
        #expect(PackageBuild.progress(in: "[12] Compiling") == nil)
    }

    @Test("A failed build's errors are said once each, on one line, relative to the package")
    func errors() {
        let lines = [
            "[3/5] Compiling StarterCatalog Routes.swift",
            "/work/Starter/Sources/StarterCatalog/Routes.swift:12:5: error: cannot find 'DetailViewControler' in scope",
            "10 |     func route() {",
            "   |     `- error: cannot find 'DetailViewControler' in scope",
            "/work/Starter/Sources/StarterCatalog/Routes.swift:12:5: error: cannot find 'DetailViewControler' in scope",
            "/work/Starter/Sources/StarterCatalog/Screens.swift:3:1: warning: var 'x' was never mutated",
            "error: fatalError",
        ]
        #expect(
            PackageBuild.errors(in: lines, root: "/work/Starter") == [
                "Sources/StarterCatalog/Routes.swift:12:5: error: cannot find 'DetailViewControler' in scope",
                "error: fatalError",
            ])
    }
}
