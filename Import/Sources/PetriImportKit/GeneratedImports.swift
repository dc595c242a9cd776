/// The imports of the files the import generates (stand-ins, types, storyboards, the catalog):
/// `import Foundation` and `import PetriDish`, the one import an app team writes, which brings
/// every layer of petri. A file that imports RouteComposer keeps it with `import PetriHierarchy`
/// instead: RouteComposer's names are also those of petri's own routing vocabulary, which
/// `import PetriDish` brings, and the two in one file are ambiguous.
enum GeneratedImports {
    /// `file` with its opening imports made petri's, and UIKit's names as Swift 4 spelled them
    /// (in signatures copied from the app) as today's.
    static func petri(_ file: GeneratedFile) -> GeneratedFile {
        let file = SwiftFourNames.respelled(file)
        var lines = file.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // The opening block: comments, blank lines and imports, up to the first declaration.
        var importLines: [Int] = []
        for (index, line) in lines.enumerated() {
            if line.hasPrefix("import ") { importLines.append(index); continue }
            if line.isEmpty || line.hasPrefix("//") { continue }
            break
        }
        let others = importLines.map { lines[$0] }.filter {
            !["import Foundation", "import PetriDish", "import PetriHierarchy"].contains($0)
        }
        let petri =
            others.contains("import RouteComposer")
            ? ["import Foundation", "import PetriHierarchy"] : ImportMapping.petriImports
        // On Linux, URLSession's types are FoundationNetworking's.
        let networking =
            ["URLRequest", "URLSession", "URLResponse", "HTTPURLResponse"].contains { file.text.contains($0) }
            && !others.contains("import FoundationNetworking")
        let block =
            petri + others
            + (networking ? ["#if canImport(FoundationNetworking)", "import FoundationNetworking", "#endif"] : [])
        if let first = importLines.first {
            for index in importLines.reversed() { lines.remove(at: index) }
            lines.insert(contentsOf: block, at: first)
        } else {
            // After the opening comment line, if any.
            let at = lines.first?.hasPrefix("//") == true ? 1 : 0
            lines.insert(contentsOf: block + (lines.count > at && !lines[at].isEmpty ? [""] : []), at: at)
        }
        return GeneratedFile(path: file.path, text: lines.joined(separator: "\n"))
    }
}
