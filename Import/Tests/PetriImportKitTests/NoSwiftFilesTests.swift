import Foundation
import Testing
@testable import PetriImportKit

/// Issue 31, item 5: importing a folder without Swift files fails, saying what the folder holds,
/// instead of writing a report of nothing.
@Suite("petri import of a folder without Swift files")
struct NoSwiftFilesTests {
    private func folder(_ files: [String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("petri-import-\(UUID().uuidString)")
        for file in files {
            let url = folder.appendingPathComponent(file)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try "// \(file)\n".write(to: url, atomically: true, encoding: .utf8)
        }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test("an Objective-C app's folder: no .swift files, and how many of each kind it holds, most first")
    func objectiveC() throws {
        let app = try folder([
            "App/AppDelegate.m", "App/AppDelegate.h", "App/CartViewController.m", "App/Main.storyboard", "README",
            ".build/x.swift",
        ])
        defer { try? FileManager.default.removeItem(at: app) }
        let error = #expect(throws: ImportError.self) { try AppSources.read(from: app) }
        #expect(error == .noSwiftFiles(app.path, held: ["m": 2, "h": 1, "storyboard": 1, "": 1]))
        #expect(
            error?.description
                == "\(app.path) has no .swift files (it holds 2 .m files, 1 file without an extension, 1 .h file and 1 .storyboard file): "
                + "petri import reads an app's Swift sources; give the folder that holds them (petri import <app sources> --output <folder>)"
        )
    }

    @Test("an empty folder says it is empty; a folder with one Swift file imports")
    func emptyAndOne() throws {
        let empty = try folder([])
        defer { try? FileManager.default.removeItem(at: empty) }
        let error = #expect(throws: ImportError.self) { try AppSources.read(from: empty) }
        #expect(error?.description.hasPrefix("\(empty.path) has no .swift files (it is empty): ") == true)

        let one = try folder(["Screens/Home.swift"])
        defer { try? FileManager.default.removeItem(at: one) }
        #expect(try AppSources.read(from: one).swiftFiles.map(\.path) == ["Screens/Home.swift"])
    }
}
