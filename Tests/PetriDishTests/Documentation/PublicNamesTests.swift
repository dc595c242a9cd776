import Foundation
import Testing

/// One public spelling for each name: a type an app can name is declared in one module only, so a
/// file that imports petri's route model and RouteComposer's module at once never has to guess
/// which `PetriStepAssembly` it means. petri's own route model carries the `Petri` prefix where
/// RouteComposer has a name of its own (issue 35); a deprecated alias, kept for one release after
/// a rename, does not count.
@Suite("Public names")
struct PublicNamesTests {
    /// A type declared at the top level of a module's sources with `public` or `open` access.
    struct Declaration: Equatable {
        var name: String
        var module: String
    }

    /// The top-level public types `text` declares for `module`, without the deprecated ones
    /// (an `@available(*, deprecated…)` line right above the declaration).
    static func publicTypes(in text: String, module: String) throws -> [Declaration] {
        let declaration = try Regex(
            #"^(?:@[A-Za-z_]+(?:\([^)]*\))? )*(?:public|open) (?:final )?(?:class|struct|enum|protocol|typealias|actor) ([A-Za-z_][A-Za-z0-9_]*)"#
        )
        var found: [Declaration] = []
        var deprecated = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("@available(*, deprecated") {
                deprecated = true
                continue
            }
            if let match = try declaration.prefixMatch(in: line), !deprecated,
                let name = match.output[1].substring
            {
                found.append(Declaration(name: String(name), module: module))
            }
            if !line.hasPrefix("@") { deprecated = false }
        }
        return found
    }

    /// Every library module's public types, read from `Sources/` (the executable and the C
    /// module declare none an app names).
    static func allPublicTypes() throws -> [Declaration] {
        let sources = ArchitectureTests.packageRoot.appendingPathComponent("Sources")
        let modules = try FileManager.default.contentsOfDirectory(atPath: sources.path)
            .filter { $0 != "petri" && $0 != "CEditLine" && !$0.hasPrefix(".") }.sorted()
        var all: [Declaration] = []
        for module in modules {
            let folder = sources.appendingPathComponent(module)
            let files =
                FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
                .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
            for file in files {
                all += try publicTypes(in: String(contentsOf: file, encoding: .utf8), module: module)
            }
        }
        return all
    }

    @Test("No public type name is declared in two modules")
    func noNameInTwoModules() throws {
        let all = try Self.allPublicTypes()
        #expect(all.count > 300, "the reading found only \(all.count) public types: it no longer reads the sources")
        let modulesByName = Dictionary(grouping: all, by: \.name).mapValues { Set($0.map(\.module)).sorted() }
        let twice = modulesByName.filter { $0.value.count > 1 }.sorted { $0.key < $1.key }
            .map { "\($0.key) (\($0.value.joined(separator: ", ")))" }
        #expect(twice == [], "declared in two modules: \(twice.joined(separator: "; "))")
    }

    @Test(
        "The reading: top-level public and open types, attributes before them, deprecated aliases and members skipped")
    func reading() throws {
        let text = """
            public struct PetriStepAssembly<VC, Context> {
                public struct Nested {}
            }
            @MainActor public protocol PetriFactory {}
            open class Base {}
            @available(*, deprecated, renamed: "PetriStepAssembly")
            public typealias StepAssembly<VC, Context> = PetriStepAssembly<VC, Context>
            @available(*, deprecated, renamed: "PetriFactory")
            @MainActor
            public typealias Factory = PetriFactory
            struct Internal {}
            public typealias Route = PetriStepAssembly<Int, Int>
            """
        #expect(
            try Self.publicTypes(in: text, module: "M").map(\.name) == [
                "PetriStepAssembly", "PetriFactory", "Base", "Route",
            ])
    }
}
