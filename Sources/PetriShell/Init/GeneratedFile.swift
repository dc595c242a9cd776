import Foundation

/// One file `petri init` writes: its path under the package's folder and its bytes.
struct GeneratedFile: Equatable, Sendable {
    /// The path under the package's folder, with `/` between components (`Sources/starter/main.swift`).
    let path: String
    /// What the file holds.
    let contents: Data

    /// A text file.
    init(_ path: String, _ text: String) {
        self.path = path
        contents = Data(text.utf8)
    }

    /// A file of any bytes (one copied from `petri import`'s output).
    init(_ path: String, bytes: Data) {
        self.path = path
        contents = bytes
    }
}
