import Foundation
import PetriSupport

/// Writes a picture (`--svg FILE`) where the user asked, or says why it cannot and what would
/// work: the shell writes files, the library never does.
enum PictureFile {
    /// Writes `text` to `path`, replacing a file there.
    /// - Throws: what ``check(_:)`` throws, or ``ShellError/invalid(_:)`` naming `path` with the
    ///   system's reason when it refuses.
    static func write(_ text: String, to path: String) throws {
        try check(path)
        do {
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
            throw ShellError.invalid(
                "cannot write the picture to \(UserText.escaped(path)): \(error.localizedDescription); give a file you may"
                    + " write")
        }
    }

    /// Checks that `path` can name a picture, before a command changes anything.
    /// - Throws: ``ShellError/invalid(_:)`` naming `path`: it is empty, a directory, or in a
    ///   directory that does not exist.
    static func check(_ path: String) throws {
        let quoted = UserText.escaped(path)
        var isDirectory: ObjCBool = false
        if path.isEmpty {
            throw ShellError.invalid("cannot write the picture to \(quoted): give a file name, such as stack.svg")
        }
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            let suggestion = (path.hasSuffix("/") ? path : path + "/") + "stack.svg"
            throw ShellError.invalid(
                "cannot write the picture to \(quoted): it is a directory; give a file name, such as \(suggestion)")
        }
        // The directory as typed (`out` for `out/stack.svg`), the current one for a bare name.
        let typed = (path as NSString).deletingLastPathComponent
        let parent = typed.isEmpty ? "." : typed
        if !FileManager.default.fileExists(atPath: parent, isDirectory: &isDirectory) || !isDirectory.boolValue {
            throw ShellError.invalid(
                "cannot write the picture to \(quoted): there is no directory \(UserText.escaped(parent)); create it"
                    + " or give a file in a directory that exists")
        }
    }
}
