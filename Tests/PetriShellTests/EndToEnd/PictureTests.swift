import Foundation
import PetriDish
import Testing
@testable import PetriShell

/// The demo's pictures (docs/pictures): golden files of what `--svg` draws for a screen of each
/// presentation kind, written by docs/pictures/pictures.petri, and one of them seen by a real
/// browser.
@Suite("Pictures of the demo's screens", .oneProcessAtATime)
struct PictureTests {
    static let pictures = DocumentedCommandTests.root.appendingPathComponent("docs/pictures")

    /// The SVG files of `folder`, by name.
    static func svgFiles(in folder: URL) throws -> [String: String] {
        var files: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".svg") {
            files[name] = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        }
        return files
    }

    @Test(
        "The committed pictures of docs/pictures are what pictures.petri draws, one per presentation kind (`make docs` refreshes them)"
    )
    @MainActor
    func committedPicturesAreFresh() async throws {
        let directory = try PetriBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // The script writes into docs/pictures from petri's folder; here into a folder of its own.
        let script = try String(contentsOf: Self.pictures.appendingPathComponent("pictures.petri"), encoding: .utf8)
        let copy = directory.appendingPathComponent("pictures.petri")
        try script.replacingOccurrences(of: "--svg docs/pictures/", with: "--svg \(directory.path)/")
            .write(to: copy, atomically: true, encoding: .utf8)
        let outcomes = await ScriptRunner(catalog: try ShellHarness.catalog()).run(file: copy.path)
        for outcome in outcomes where outcome.failure != nil {
            Issue.record("pictures.petri line \(outcome.line ?? 0): \(outcome.step): \(outcome.failure ?? "")")
        }
        let fresh = try Self.svgFiles(in: directory)
        let stored = try Self.svgFiles(in: Self.pictures)
        #expect(fresh.keys.sorted() == stored.keys.sorted(), "docs/pictures is stale: run `make docs`")
        #expect(
            Set(fresh.keys).isSuperset(of: [
                "push.svg", "sheet.svg", "full-screen-cover.svg", "popover.svg", "split.svg", "custom-container.svg",
                "windows.svg",
            ]))
        for (name, text) in fresh where stored[name] != text {
            Issue.record("docs/pictures/\(name) is stale: run `make docs`")
        }
        // What each kind shows at a glance.
        #expect(fresh["push.svg"]?.contains(/<text class="tab selected"[^>]*>Catalog<\/text>/) == true)
        #expect(fresh["sheet.svg"]?.contains(#"<rect class="dimming""#) == true)
        #expect(fresh["sheet.svg"]?.contains(#"<g class="sheet formSheet""#) == true)
        #expect(fresh["windows.svg"]?.contains("covered by &quot;Lock&quot;") == true)
    }

    @Test("petri open … --svg FILE on the command line writes the picture and says so")
    func oneShot() async throws {
        let directory = try PetriBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("out.svg").path
        let result = try await PetriBinary.run(["open", "shop.product", "productID=42", "--svg", file])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.hasSuffix("wrote \(file) (a picture of 1 window, 454×928 points)\n"))
        let committed = try String(
            contentsOf: Self.pictures.appendingPathComponent("push.svg"), encoding: .utf8)
        #expect(try String(contentsOfFile: file, encoding: .utf8) == committed)

        let refused = try await PetriBinary.run(["open", "shop.product", "productID=42", "--svg", directory.path])
        #expect(refused.status == 1)
        #expect(refused.standardError.contains("it is a directory; give a file name"))
    }
}

/// The shells' completion scripts complete `--svg`'s value with file names.
@Suite("--svg in the completion scripts", .oneProcessAtATime)
struct PictureCompletionTests {
    @Test("bash and fish complete --svg with .svg files and directories")
    func fileCompletion() async throws {
        let bash = try await PetriBinary.run(["--generate-completion-script", "bash"])
        #expect(bash.standardOutput.contains("'--svg')\n        __petri_add_completions -o plusdirs -fX '!*.@(svg)'"))
        let fish = try await PetriBinary.run(["--generate-completion-script", "fish"])
        #expect(fish.standardOutput.contains("-l 'svg'"))
    }
}

/// A picture in a real browser: headless Chromium draws docs/pictures/sheet.svg, and its
/// screenshot is read pixel by pixel.
@Suite(
    "A picture in Chromium", .oneProcessAtATime,
    .enabled(if: Subprocess.executable(named: "chromium") != nil, "needs chromium (make setup installs it)"))
struct PictureBrowserTests {
    @Test("Chromium draws the sheet picture at its viewBox's size, the presenter dimmed darker than the card over it")
    func sheetInChromium() async throws {
        let directory = try PetriBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let picture = PictureTests.pictures.appendingPathComponent("sheet.svg")
        let svg = try String(contentsOf: picture, encoding: .utf8)
        let viewBox = try #require(svg.firstMatch(of: /viewBox="0 0 ([0-9]+) ([0-9]+)"/))
        let (width, height) = (Int(viewBox.1)!, Int(viewBox.2)!)
        let screenshot = directory.appendingPathComponent("sheet.png")
        let chromium = try #require(Subprocess.executable(named: "chromium"))
        _ = try await Subprocess.run(
            chromium,
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1",
                "--window-size=\(width),\(height)", "--screenshot=\(screenshot.path)", picture.absoluteString,
            ],
            environment: ProcessInfo.processInfo.environment)
        let data = try Data(contentsOf: screenshot)
        Attachment.record(data, named: "picture-sheet.png")
        let image = try PNGImage(data)
        #expect((image.width, image.height) == (width, height))

        // The screen is at (32, 52), 390 × 844 points; the sheet's card starts 224 points down.
        let presenter = image.pixel(x: 60, y: 250)  // the pushed-back reviews' box, under the dimming
        let card = image.pixel(x: 227, y: 652)  // the review form's empty box
        let bezel = image.pixel(x: 25, y: 464)  // the device's edge
        #expect(card.luma > 245, "the card is \(card)")
        #expect(presenter.luma > 60 && presenter.luma < card.luma - 60, "the dimmed presenter is \(presenter)")
        #expect(bezel.luma < 40, "the bezel is \(bezel)")
        // The card's name is drawn: dark pixels on the row through its baseline's letters.
        let nameRow = 378
        let darkest = (60..<394).map { image.pixel(x: $0, y: nameRow).luma }.min() ?? 255
        #expect(darkest < 100, "no text on row \(nameRow)")
    }
}
