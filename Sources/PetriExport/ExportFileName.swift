/// File names derived from screen ids that cannot escape the export's folder: letters, digits,
/// `-` and `_` are kept, `.` too except first; every other character becomes its UTF-8 bytes in
/// hex between underscores (`a/b` → `a_2F_b`, `é` → `_C3A9_`), and a name is at most 100
/// characters. `..`, `/` and control characters can therefore never reach the file system; ids
/// that still meet in one name are refused (``names(for:)``).
package enum ExportFileName {
    /// The most characters of a name.
    package static let maximumLength = 100

    /// The safe name of `id`.
    package static func name(for id: String) -> String {
        var name = ""
        for scalar in id.unicodeScalars {
            let isPlain =
                ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                || scalar == "-" || scalar == "_" || (scalar == "." && !name.isEmpty)
            if isPlain {
                name.unicodeScalars.append(scalar)
            } else {
                let hex = String(scalar).utf8.map { byte in
                    let digits = String(byte, radix: 16, uppercase: true)
                    return digits.count == 1 ? "0" + digits : digits
                }
                name += "_" + hex.joined() + "_"
            }
        }
        if name.isEmpty { name = "_" }
        return String(name.prefix(maximumLength))
    }

    /// The safe names of `ids`, by id.
    /// - Throws: ``ExportError/fileNameCollision(first:second:fileName:)`` when two ids give one
    ///   name (case-insensitively, for file systems that fold case).
    package static func names(for ids: [String]) throws(ExportError) -> [String: String] {
        var names: [String: String] = [:]
        var owners: [String: String] = [:]
        for id in ids {
            let name = name(for: id)
            if let other = owners[name.lowercased()] {
                throw .fileNameCollision(first: other, second: id, fileName: name)
            }
            owners[name.lowercased()] = id
            names[id] = name
        }
        return names
    }
}
