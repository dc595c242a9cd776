import Foundation
import PetriDish
import Testing
@testable import PetriShell

/// `--svg FILE` on `open`, `go` and `tree`: the picture written after the command, said, and a
/// path that cannot be written refused before anything changes.
@MainActor
@Suite("--svg writes a picture of the hierarchy")
struct PictureOptionTests {
    /// A fresh directory, removed by the caller.
    static func directory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("petri-pictures-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test("open --svg writes the picture of the composed hierarchy after the tree, and says what it wrote")
    func openWritesThePicture() async throws {
        let folder = try Self.directory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("product.svg").path
        let (shell, output) = try ShellHarness.shell()
        #expect(await shell.execute("open shop.product productID=42 --svg \(file)"))
        let written = try String(contentsOfFile: file, encoding: .utf8)
        #expect(written == HierarchySnapshot(shell.dish.scene).renderSVG())
        #expect(written.contains(">ProductViewController</text>"))
        #expect(output.standardOutput.hasPrefix("window \"Window\"\n"))
        #expect(output.standardOutput.hasSuffix("wrote \(file) (a picture of 1 window, 454×928 points)\n"))
    }

    @Test("go --svg draws the hierarchy the navigation reached; with --json the note goes to standard error")
    func goWritesThePicture() async throws {
        let folder = try Self.directory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("cart.svg").path
        let (shell, output) = try ShellHarness.shell()
        #expect(await shell.execute("go shop.cart --json --svg \(file)"))
        let written = try String(contentsOfFile: file, encoding: .utf8)
        #expect(written.contains(">CartViewController</text>"))
        #expect(written.contains(#"<text class="tab selected""#))
        #expect(!output.standardOutput.contains("wrote"))
        #expect(output.standardError.contains("wrote \(file) (a picture of 1 window, 454×928 points)"))
        _ = try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8))
    }

    @Test("tree --svg --window draws that window alone; without --window every window")
    func treeWritesThePicture() async throws {
        let folder = try Self.directory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (shell, output) = try ShellHarness.shell()
        #expect(await shell.execute("open app.locked"))
        let all = folder.appendingPathComponent("all.svg").path
        let lock = folder.appendingPathComponent("lock.svg").path
        #expect(await shell.execute("tree --svg \(all)"))
        #expect(await shell.execute("tree --window Lock --svg \(lock)"))
        #expect(try String(contentsOfFile: all, encoding: .utf8).contains(">HomeViewController</text>"))
        let alone = try String(contentsOfFile: lock, encoding: .utf8)
        #expect(alone.contains(">AppLockViewController</text>"))
        #expect(!alone.contains(">HomeViewController</text>"))
        #expect(output.standardOutput.contains("wrote \(all) (a picture of 2 windows, 892×928 points)"))
        #expect(output.standardOutput.contains("wrote \(lock) (a picture of 1 window, 454×928 points)"))
    }

    @Test("A directory, or a file in a directory that does not exist, is refused by name before open changes anything")
    func unwritablePaths() async throws {
        let folder = try Self.directory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (shell, output) = try ShellHarness.shell()
        let before = HierarchySnapshot(shell.dish.scene)

        #expect(!(await shell.execute("open shop.product productID=42 --svg \(folder.path)")))
        #expect(
            output.standardError.contains(
                "cannot write the picture to \"\(folder.path)\": it is a directory; give a file name, such as \(folder.path)/stack.svg"
            ))
        let missing = folder.appendingPathComponent("nope/stack.svg").path
        #expect(!(await shell.execute("open shop.product productID=42 --svg \(missing)")))
        #expect(
            output.standardError.contains(
                "cannot write the picture to \"\(missing)\": there is no directory \"\(folder.path)/nope\"; create it or give a file in a directory that exists"
            ))
        #expect(HierarchySnapshot(shell.dish.scene) == before, "open navigated although it could not write the picture")
        #expect(!output.standardOutput.contains("ProductViewController"))
    }

    @Test("--svg is in the help of open, go and tree, with a file for its value")
    func help() async throws {
        let (shell, output) = try ShellHarness.shell()
        for verb in ["open", "go", "tree"] {
            #expect(await shell.execute("help \(verb)"))
        }
        #expect(output.standardOutput.components(separatedBy: "--svg <file>").count - 1 >= 3)
    }
}
