import Foundation

/// File and folder names for Tab where a command takes a path (`--svg`, `run`, `save`,
/// `export --output`): the entries of the folder the typed path names, relative to the shell's
/// current directory, `~/` being the home folder.
///
/// A folder is offered with a `/` after it, so typing goes on inside it; files are offered only
/// with one of the extensions the command asks for, in any case; names that start with a dot
/// only when the typed name does. A name with a space, a quote or a backslash is offered
/// escaped as the shell reads it (`my\ picture.svg`).
struct FileNameCompletion {
    /// The folder a relative path starts from.
    var currentDirectory: String
    /// The folder `~` names.
    var homeDirectory: String

    /// Names from the process's current directory and the user's home folder.
    static var here: FileNameCompletion {
        FileNameCompletion(
            currentDirectory: FileManager.default.currentDirectoryPath, homeDirectory: NSHomeDirectory())
    }

    /// The paths that complete `partial` (the word as the shell read it, unescaped), sorted.
    /// - Parameters:
    ///   - extensions: the files' extensions, without dots; empty for any file.
    ///   - foldersOnly: whether only folders are wanted.
    func candidates(for partial: String, extensions: [String], foldersOnly: Bool) -> [String] {
        if partial == "~" { return ["~/"] }
        let slash = partial.lastIndex(of: "/")
        let folderPart = slash.map { String(partial[...$0]) } ?? ""
        let namePrefix = slash.map { String(partial[partial.index(after: $0)...]) } ?? partial
        let folder = resolved(folderPart)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        let wanted = Set(extensions.map { $0.lowercased() })
        var candidates: [String] = []
        for name in names.sorted() where name.hasPrefix(namePrefix) {
            if name.hasPrefix("."), !namePrefix.hasPrefix(".") { continue }
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder + "/" + name, isDirectory: &isFolder) else { continue }
            if isFolder.boolValue {
                candidates.append(folderPart + name + "/")
            } else if !foldersOnly,
                wanted.isEmpty || wanted.contains((name as NSString).pathExtension.lowercased())
            {
                candidates.append(folderPart + name)
            }
        }
        return candidates
    }

    /// `path` as the shell reads it back as one word: a backslash before a space, a tab, a
    /// quote or a backslash.
    static func escaped(_ path: String) -> String {
        var text = ""
        for character in path {
            if character == " " || character == "\t" || character == "'" || character == "\"" || character == "\\" {
                text.append("\\")
            }
            text.append(character)
        }
        return text
    }

    /// The folder `folderPart` (what is typed up to its last `/`) names on disk.
    private func resolved(_ folderPart: String) -> String {
        if folderPart.hasPrefix("/") { return folderPart }
        if folderPart.hasPrefix("~/") { return homeDirectory + folderPart.dropFirst() }
        return folderPart.isEmpty ? currentDirectory : currentDirectory + "/" + folderPart
    }
}
