import Foundation
import Testing

/// Issue 13: mistakes in a route fail to compile rather than at run time. Each snippet is
/// type-checked by the compiler against the built PetriDish module; the test checks it is
/// refused with the diagnostic a user would read, so the guarantee cannot silently regress.
/// A control snippet that must compile proves the harness itself works.
@Suite("Mistakes that do not compile")
struct CompileFailureTests {
    /// What every snippet starts with: screens, contexts and tasks of each kind.
    static let prelude = """
        import PetriDish

        final class ProductScreen: UIViewController {}
        final class CartScreen: UIViewController {}
        struct Item: Decodable { let id: Int }

        struct Highlight<Screen: PetriDish.UIViewController, Context>: PetriContextTask {
            func perform(on viewController: Screen, with context: Context) throws {}
        }
        struct Track<Screen: PetriDish.UIViewController, Context>: PetriPostRoutingTask {
            func perform(on viewController: Screen, with context: Context, routingStack: [PetriDish.UIViewController]) {}
        }
        struct Gate<Context>: PetriRoutingInterceptor {
            func perform(with context: Context, in window: UIWindow) async throws {}
        }

        @MainActor func product() -> PetriStepAssembly<ProductScreen, Int> {
            PetriStepAssembly(finder: PetriNilFinder<ProductScreen, Int>(), factory: ClosureFactory { ProductScreen(context: $0) })
        }

        """

    static let snippets: [(name: String, code: String, diagnostic: String)] = [
        (
            "a context task for another view-controller type",
            "@MainActor func route() { _ = product().adding(Highlight<CartScreen, Int>()) }",
            "'adding' is unavailable: this context task is for another view controller or context: a step's task must take the step's ViewController and Context; for a task written for a superclass of the step's view controller (UIViewController for every screen), use .adding(inherited:)"
        ),
        (
            "a context task for another context type",
            "@MainActor func route() { _ = product().adding(Highlight<ProductScreen, String>()) }",
            "'adding' is unavailable: this context task is for another view controller or context"
        ),
        (
            "a post task for another view-controller type",
            "@MainActor func route() { _ = product().adding(Track<CartScreen, Int>()) }",
            "'adding' is unavailable: this post-routing task is for another view controller or context: a step's post task must take the step's ViewController and Context; for a task written for a superclass of the step's view controller (UIViewController for every screen), use .adding(inherited:)"
        ),
        (
            "an interceptor for another context type",
            "@MainActor func route() { _ = product().adding(Gate<String>()) }",
            "'adding' is unavailable: this interceptor is for another context: a step's interceptor must take the step's Context; adapt it with .adaptingContext { … } or write it for the step's context"
        ),
        (
            "a chain that is not finished (no assemble)",
            """
            @MainActor func route() -> PetriDestinationStep<ProductScreen, Int> {
                product().using(PetriGeneralAction.presentModally()).from(PetriGeneralStep.current())
            }
            """,
            "cannot convert return expression of type"
        ),
    ]

    /// The directory holding the built PetriDish module.
    static var modules: URL? {
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        for candidate in [".build/debug/Modules", ".build/debug"] {
            let folder = root.appendingPathComponent(candidate)
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("PetriDish.swiftmodule").path) {
                return folder
            }
        }
        return nil
    }

    /// Type-checks `code` after the prelude; the compiler's exit status and diagnostics.
    static func typecheck(_ code: String) throws -> (status: Int32, output: String) {
        guard let modules else { throw CompileFailure.noModule }
        // PetriShell imports libedit's C module, whose module map SwiftPM writes beside its objects.
        let build = modules.lastPathComponent == "Modules" ? modules.deletingLastPathComponent() : modules
        let moduleMap = build.appendingPathComponent("CEditLine.build/module.modulemap").path
        return try typecheck(code, arguments: ["-I", modules.path, "-Xcc", "-fmodule-map-file=\(moduleMap)"])
    }

    /// Type-checks `code` after the prelude with the compiler's `arguments` (search paths).
    static func typecheck(_ code: String, arguments: [String]) throws -> (status: Int32, output: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("petri-compile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("snippet.swift")
        try (prelude + code + "\n").write(to: file, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-typecheck", "-swift-version", "6"] + arguments + [file.path]
        // The compiler driver leaves a TemporaryDirectory.* behind in $TMPDIR on every run (about
        // 260 a test run): give it the snippet's folder, which is removed.
        process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": folder.path]) { $1 }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }

    enum CompileFailure: Error { case noModule }

    @Test("The control: a route with matching tasks and interceptor compiles")
    func control() throws {
        let result = try Self.typecheck(
            """
            @MainActor func route() -> PetriDestinationStep<ProductScreen, Int> {
                product().adding(Highlight<ProductScreen, Int>()).adding(Track<ProductScreen, Int>()).adding(Gate<Int>())
                    .using(PetriGeneralAction.presentModally()).from(PetriGeneralStep.current()).assemble()
            }
            """)
        #expect(result.status == 0, "\(result.output)")
        #expect(!result.output.contains("warning:"), "\(result.output)")
    }

    @Test("Refused by the compiler", arguments: snippets.map(\.name))
    func refused(_ name: String) throws {
        let snippet = try #require(Self.snippets.first { $0.name == name })
        let result = try Self.typecheck(snippet.code)
        #expect(result.status != 0, "\(name) compiled")
        #expect(result.output.contains(snippet.diagnostic), "\(name): \(result.output.prefix(1_500))")
    }
}
