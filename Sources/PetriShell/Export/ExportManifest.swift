import PetriDish
import PetriSupport

/// What an export wrote, kept in its marker file (``ExportWriter/marker``): one line per file,
/// its format then its path, in path order, so the marker is byte-identical for the same export.
///
/// ```text
/// petri export
/// # The files petri wrote here, by format: a re-export replaces these and keeps the others'
/// json catalog.json
/// markdown index.md
/// ```
///
/// A re-export reads it to tell the files petri wrote from those it did not: it replaces the
/// files of the formats it writes, keeps those of the other formats, and never deletes a file
/// the manifest does not list unless forced. A marker of an older petri has the first line
/// only (``isLegacy``): every file of its directory was petri's, formats unknown.
struct ExportManifest: Equatable {
    /// The marker's first line, the same in every version.
    static let heading = "petri export"
    private static let comment =
        "# The files petri wrote here, by format: a re-export replaces these and keeps the others'"

    /// Each file's path under the export and the format that wrote it.
    var files: [String: ExportFormat]
    /// Whether the marker is an older petri's, which listed no files.
    var isLegacy = false

    init(files: [String: ExportFormat] = [:]) {
        self.files = files
    }

    /// Reads a marker's text; `nil` when it is not a petri export's marker. A line that names
    /// no known format or a path outside the export is left out, so its file counts as one
    /// petri did not write.
    init?(parsing text: String) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        guard lines.first == Self.heading else { return nil }
        lines.removeFirst()
        files = [:]
        isLegacy = lines.isEmpty
        for line in lines where !line.hasPrefix("#") {
            guard let space = line.firstIndex(of: " "), let format = ExportFormat(rawValue: String(line[..<space]))
            else { continue }
            let path = String(line[line.index(after: space)...])
            guard ExportDirectory.isInside(path) else { continue }
            files[path] = format
        }
    }

    /// The marker's text.
    var text: String {
        ([Self.heading, Self.comment] + files.sorted { $0.key < $1.key }.map { "\($0.value.rawValue) \($0.key)" })
            .joined(separator: "\n") + "\n"
    }
}
