import Foundation
import Testing
@testable import PetriImportKit

/// The import decides which names are petri's from a list of petri's public types; a type petri
/// gains must join it, or an app's name of that type would get a universal stand-in that clashes.
@Suite("petri's public types, as the import knows them")
struct PetriNamesTests {
    @Test("TypeNames.petri is the public types declared in the modules import PetriDish brings")
    func listMatchesSources() throws {
        let root = AppImportTests.importFolder.deletingLastPathComponent().appendingPathComponent("Sources")
        let modules = try FileManager.default.contentsOfDirectory(atPath: root.path)
            .filter { ($0.hasPrefix("Petri") && $0 != "PetriShell") || $0 == "RouteComposer" }
        let declaration = try Regex(
            #"^(@[A-Za-z]+ )*(public|open) (final )?(class|struct|enum|protocol|typealias|actor) ([A-Za-z_][A-Za-z0-9_]*)"#
        )
        .anchorsMatchLineEndings()
        var names: Set<String> = []
        for module in modules {
            let enumerator = FileManager.default.enumerator(atPath: root.appendingPathComponent(module).path)
            while let path = enumerator?.nextObject() as? String {
                guard path.hasSuffix(".swift") else { continue }
                let text = try String(
                    contentsOf: root.appendingPathComponent(module).appendingPathComponent(path), encoding: .utf8)
                for match in text.matches(of: declaration) {
                    if let name = match.output[5].substring { names.insert(String(name)) }
                }
            }
        }
        #expect(
            names.subtracting(TypeNames.petri).sorted() == [],
            "petri declares these; add them to PetriNames.swift (its comment has the command)")
        #expect(TypeNames.petri.subtracting(names).sorted() == [], "petri no longer declares these")
    }

    @Test("TypeNames.routeComposerProtocols and uikitProtocols are the protocols petri declares with those names")
    func protocolListsMatchSources() throws {
        let root = AppImportTests.importFolder.deletingLastPathComponent().appendingPathComponent("Sources")
        let declaration = try Regex(#"^(@[A-Za-z]+ )*public protocol ([A-Za-z_][A-Za-z0-9_]*)"#)
            .anchorsMatchLineEndings()
        func protocols(in modules: [String]) throws -> Set<String> {
            var names: Set<String> = []
            for module in modules {
                let enumerator = FileManager.default.enumerator(atPath: root.appendingPathComponent(module).path)
                while let path = enumerator?.nextObject() as? String {
                    guard path.hasSuffix(".swift") else { continue }
                    let text = try String(
                        contentsOf: root.appendingPathComponent(module).appendingPathComponent(path), encoding: .utf8)
                    for match in text.matches(of: declaration) {
                        if let name = match.output[2].substring { names.insert(String(name)) }
                    }
                }
            }
            return names
        }
        #expect(
            try protocols(in: ["RouteComposer"]) == TypeNames.routeComposerProtocols,
            "regenerate it: PetriNames.swift has the command")
        let petri = try FileManager.default.contentsOfDirectory(atPath: root.path).filter { $0.hasPrefix("Petri") }
        let uikit = try protocols(in: petri).filter { ["UI", "SF", "MF"].contains(String($0.prefix(2))) }
        #expect(uikit == TypeNames.uikitProtocols, "regenerate it: PetriNames.swift has the command")
    }
}
