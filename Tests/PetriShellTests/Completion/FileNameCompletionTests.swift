import Foundation
import Testing
@testable import PetriShell

/// Tab after a command or an option that takes a path: the shell's commands with the folder
/// they complete in, a temporary one.
@MainActor
@Suite("Completing file and folder names")
struct FileNameCompletionTests {
    let folder: URL
    let completer: Completer

    init() throws {
        folder = FileManager.default.temporaryDirectory.appending(path: "petri-files-\(UUID().uuidString)")
        let manager = FileManager.default
        for path in ["docs/pictures", "scripts", ".hidden", "my pictures"] {
            try manager.createDirectory(at: folder.appending(path: path), withIntermediateDirectories: true)
        }
        for path in [
            "checkout.petri", "links.PETRI", "notes.txt", "tree.svg", "docs/pictures/sheet.svg",
            "docs/readme.md", "scripts/login.petri", ".secret.petri", "my pictures/a b.svg", "report.xml",
        ] {
            try Data("x".utf8).write(to: folder.appending(path: path))
        }
        let commands = ShellVerbs.commands.flatMap { command in
            ([command.name] + command.aliases).map {
                Completer.CommandInfo(
                    name: $0, arguments: command.arguments, flags: command.flags, valueOptions: command.valueOptions)
            }
        }
        var completer = Completer(commands: commands, screens: [], variants: [], tabs: [])
        completer.files = FileNameCompletion(currentDirectory: folder.path, homeDirectory: folder.path + "/docs")
        self.completer = completer
    }

    private func candidates(_ line: String) -> [String] {
        completer.complete(line: line, cursor: line.count).candidates
    }

    @Test("--svg offers folders and SVG files, in order; a folder's entries after its slash")
    func pictures() {
        #expect(candidates("tree --svg ") == ["docs/", "my\\ pictures/", "scripts/", "tree.svg"])
        #expect(candidates("open shop.home --svg t") == ["tree.svg"])
        #expect(candidates("tree --svg docs/") == ["docs/pictures/"])
        #expect(candidates("tree --svg docs/pictures/") == ["docs/pictures/sheet.svg"])
        #expect(candidates("go shop.cart --svg zz") == [])
    }

    @Test("run offers script files, as many as it takes; save one file")
    func scripts() {
        #expect(candidates("run ") == ["checkout.petri", "docs/", "links.PETRI", "my\\ pictures/", "scripts/"])
        #expect(candidates("run checkout.petri scripts/") == ["scripts/login.petri"])
        #expect(candidates("save ch") == ["checkout.petri"])
        #expect(candidates("save checkout.petri ") == [])
        #expect(candidates("run --junit r") == ["report.xml"])
        #expect(candidates("check --junit ") == ["docs/", "my\\ pictures/", "report.xml", "scripts/"])
    }

    @Test("export --output offers folders only")
    func folders() {
        #expect(candidates("export --output ") == ["docs/", "my\\ pictures/", "scripts/"])
        #expect(candidates("export --output d") == ["docs/"])
    }

    @Test("names that start with a dot only after a dot; ~ is the home folder")
    func hiddenAndHome() {
        #expect(candidates("run .") == [".hidden/", ".secret.petri"])
        #expect(candidates("tree --svg ~") == ["~/"])
        #expect(candidates("tree --svg ~/") == ["~/pictures/"])
        #expect(candidates("tree --svg " + folder.path + "/tr") == [folder.path + "/tree.svg"])
    }

    @Test("a name with a space is offered escaped, and an escaped word goes on completing")
    func escapes() {
        #expect(candidates("tree --svg my") == ["my\\ pictures/"])
        #expect(candidates("tree --svg my\\ pictures/") == ["my\\ pictures/a\\ b.svg"])
        #expect(candidates("tree --svg \"my") == [])
    }

    @Test("a folder that cannot be read offers nothing")
    func missingFolder() {
        #expect(candidates("tree --svg missing/") == [])
        #expect(candidates("tree --svg notes.txt/") == [])
    }
}
