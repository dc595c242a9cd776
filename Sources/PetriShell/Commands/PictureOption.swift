import ArgumentParser
import PetriDish

/// `--svg FILE`: a picture of the hierarchy written after the command, as `open`, `go` and
/// `tree` take it.
struct PictureOption: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Also write a picture of the hierarchy (an SVG wireframe of what the device shows) to this file.",
            valueName: "file"),
        completion: .file(extensions: ["svg"]))
    var svg: String?

    /// Checks that the file `--svg` names can be written, before the command changes anything.
    /// - Throws: ``ShellError/invalid(_:)`` naming the path when it cannot.
    func check() throws {
        if let svg { try PictureFile.check(svg) }
    }

    /// Writes the picture of `snapshot` when `--svg` was given, and says so: on standard
    /// output, or on standard error when `json` keeps standard output for one JSON document.
    /// - Throws: ``ShellError/invalid(_:)`` naming the path when it cannot be written.
    @MainActor
    func write(_ snapshot: HierarchySnapshot, in shell: Shell, json: Bool = false) throws {
        guard let svg else { return }
        let picture = HierarchyWireframe(snapshot)
        try PictureFile.write(picture.renderSVG(), to: svg)
        let windows = snapshot.windows.count
        let message =
            "wrote \(svg) (a picture of \(windows) window\(windows == 1 ? "" : "s"),"
            + " \(Int(picture.width))×\(Int(picture.height)) points)"
        if json { shell.note(message) } else { shell.print(message) }
    }
}
