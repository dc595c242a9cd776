import Foundation
import Testing
@testable import PetriShell

/// Issue 37: `watch` finds the package, build folder, configuration and product of the tool
/// that runs from where SwiftPM wrote it, and says what to do when the tool was not built there.
@Suite("The package watch rebuilds")
struct WatchedPackageTests {
    /// A package folder with a tool built into `<scratch>/<triple>/<configuration>/<product>`.
    private static func builtTool(configuration: String = "debug", scratch: String = ".build") throws -> (URL, URL) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("petri-pkg-\(UUID().uuidString)")
        let folder = root.appendingPathComponent("\(scratch)/x86_64-unknown-linux-gnu/\(configuration)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try "// swift-tools-version:6.2\n".write(
            to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try "{}".write(
            to: root.appendingPathComponent("\(scratch)/workspace-state.json"), atomically: true, encoding: .utf8)
        let tool = folder.appendingPathComponent("shoptool")
        try "".write(to: tool, atomically: true, encoding: .utf8)
        return (root.resolvingSymlinksInPath(), tool)
    }

    @Test("A tool in a package's build folder is rebuilt in that package, folder, configuration and product")
    func fromTheExecutable() throws {
        let (root, tool) = try Self.builtTool(configuration: "release", scratch: ".build-ci")
        defer { try? FileManager.default.removeItem(at: root) }
        let package = try WatchedPackage.locate(
            executable: tool, package: nil, scratchPath: nil, product: nil, tool: "shoptool")
        #expect(package.root.path == root.path)
        #expect(package.scratchPath.path == root.appendingPathComponent(".build-ci").path)
        #expect(package.configuration == "release")
        #expect(package.product == "shoptool")
        #expect(
            package.buildArguments == [
                "build", "--package-path", root.path, "--scratch-path", root.appendingPathComponent(".build-ci").path,
                "--configuration", "release", "--product", "shoptool",
            ])
        #expect(package.executable.path == root.appendingPathComponent(".build-ci/release/shoptool").path)
    }

    @Test("--package, --scratch-path and --product replace what the executable's place says")
    func fromTheOptions() throws {
        let (root, tool) = try Self.builtTool()
        defer { try? FileManager.default.removeItem(at: root) }
        let other = root.appendingPathComponent("Copy")
        try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
        try "".write(to: other.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        let package = try WatchedPackage.locate(
            executable: tool, package: other.path, scratchPath: nil, product: "other", tool: "shoptool")
        #expect(package.root.path == other.path)
        #expect(package.scratchPath.path == root.appendingPathComponent(".build").path, "the tool's own build folder")
        #expect(package.product == "other")
        let elsewhere = try WatchedPackage.locate(
            executable: tool, package: other.path, scratchPath: "/tmp/scratch", product: nil, tool: "shoptool")
        #expect(elsewhere.scratchPath.path == "/tmp/scratch")
    }

    @Test("A tool that was installed, not built in a package, is told to run from its package or to give --package")
    func installedTool() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("petri-bin-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let tool = folder.appendingPathComponent("shoptool")
        try "".write(to: tool, atomically: true, encoding: .utf8)
        #expect {
            _ = try WatchedPackage.locate(
                executable: tool, package: nil, scratchPath: nil, product: nil, tool: "shoptool")
        } throws: { error in
            let text = String(describing: error)
            return text.contains("is not in a package's build folder")
                && text.contains("`swift run shoptool watch`") && text.contains("--package DIR")
        }
    }

    @Test("--package naming a folder without Package.swift says so and what it should name")
    func noManifest() throws {
        let (root, tool) = try Self.builtTool()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(throws: WatchError.noManifest("/tmp")) {
            _ = try WatchedPackage.locate(
                executable: tool, package: "/tmp", scratchPath: nil, product: nil, tool: "shoptool")
        }
        #expect(
            WatchError.noManifest("/tmp").description
                == "\"/tmp\" has no Package.swift: give --package the folder of the package that builds the tool")
    }
}
