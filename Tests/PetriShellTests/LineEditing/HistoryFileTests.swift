import Foundation
import Testing
@testable import PetriShell

@Suite("History file location")
struct HistoryFileTests {
    @Test func xdgStateHomeWins() {
        let environment = ["XDG_STATE_HOME": "/tmp/state", "HOME": "/home/ada"]
        #expect(HistoryFile.path(environment: environment) == "/tmp/state/petri/history")
    }

    @Test func homeIsTheFallback() {
        #expect(
            HistoryFile.path(environment: ["HOME": "/home/ada"])
                == "/home/ada/.local/state/petri/history")
    }

    @Test func emptyOrRelativeXDGStateHomeIsIgnored() {
        #expect(
            HistoryFile.path(environment: ["XDG_STATE_HOME": "", "HOME": "/home/ada"])
                == "/home/ada/.local/state/petri/history")
        #expect(
            HistoryFile.path(environment: ["XDG_STATE_HOME": "state", "HOME": "/home/ada"])
                == "/home/ada/.local/state/petri/history")
    }

    @Test func trailingSlashesDoNotDoubleUp() {
        #expect(
            HistoryFile.path(environment: ["XDG_STATE_HOME": "/var/state/"])
                == "/var/state/petri/history")
        #expect(HistoryFile.path(environment: ["HOME": "/"]) == "/.local/state/petri/history")
    }

    @Test func noUsableDirectoryMeansNoFile() {
        #expect(HistoryFile.path(environment: [:]) == nil)
        #expect(HistoryFile.path(environment: ["HOME": ""]) == nil)
        #expect(HistoryFile.path(environment: ["XDG_STATE_HOME": "relative", "HOME": "also/relative"]) == nil)
    }

    @Test func applicationNameNamesTheDirectory() {
        #expect(
            HistoryFile.path(environment: ["HOME": "/h"], application: "dish")
                == "/h/.local/state/dish/history")
    }

    @Test func directoryOfAPath() {
        #expect(HistoryFile.directory(of: "/tmp/state/petri/history") == "/tmp/state/petri")
        #expect(HistoryFile.directory(of: "/history") == "/")
        #expect(HistoryFile.directory(of: "history") == ".")
    }
}

@Suite("History file contents")
struct HistoryFileContentsTests {
    private func withDirectory(_ body: (String) throws -> Void) throws {
        let directory = try PetriBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try body(directory.path)
    }

    @Test("Lines are appended, one a line, and read back oldest first")
    func appendAndLoad() throws {
        try withDirectory { directory in
            let path = directory + "/history"
            let writer = HistoryFile(path: path, limit: 100)
            #expect(try writer.load() == [])
            try writer.append("open shop.product productID=42")
            try writer.append("tree")
            #expect(try String(contentsOfFile: path, encoding: .utf8) == "open shop.product productID=42\ntree\n")
            #expect(try HistoryFile(path: path, limit: 100).load() == ["open shop.product productID=42", "tree"])
            #expect(try HistoryFile(path: path, limit: 1).load() == ["tree"])
        }
    }

    @Test("Two writers of one file keep each other's lines")
    func twoWriters() throws {
        try withDirectory { directory in
            let path = directory + "/history"
            let first = HistoryFile(path: path, limit: 1000)
            let second = HistoryFile(path: path, limit: 1000)
            _ = try first.load()
            _ = try second.load()
            for index in 0..<50 {
                try first.append("first \(index)")
                try second.append("second \(index)")
            }
            let lines = try HistoryFile(path: path, limit: 1000).load()
            #expect(lines.count == 100)
            #expect(lines.filter { $0.hasPrefix("first ") } == (0..<50).map { "first \($0)" })
            #expect(lines.filter { $0.hasPrefix("second ") } == (0..<50).map { "second \($0)" })
        }
    }

    @Test("A file much longer than the limit is compacted to the newest lines, whole")
    func compaction() throws {
        try withDirectory { directory in
            let path = directory + "/history"
            let seed = (0..<300).map { "# seed \($0) " + String(repeating: "x", count: 60) + "\n" }.joined()
            try seed.write(toFile: path, atomically: true, encoding: .utf8)
            let file = HistoryFile(path: path, limit: 100)
            _ = try file.load()
            try file.append("newest")
            let lines = try String(contentsOfFile: path, encoding: .utf8).lines
            #expect(lines.count == 100)
            #expect(lines.last == "newest")
            #expect(lines.first?.hasPrefix("# seed 201 ") == true)
        }
    }

    @Test("libedit's own format is read, and rewritten plainly on the first append")
    func legacyFormat() throws {
        try withDirectory { directory in
            let path = directory + "/history"
            try "_HiStOrY_V2_\nshow\\040shop.home\nset\\040a=\\\\b\n".write(
                toFile: path, atomically: true, encoding: .utf8)
            let file = HistoryFile(path: path, limit: 100)
            #expect(try file.load() == ["show shop.home", "set a=\\b"])
            try file.append("tree")
            #expect(try String(contentsOfFile: path, encoding: .utf8) == "show shop.home\nset a=\\b\ntree\n")
        }
    }

    @Test("A file that is not text is reported and never replaced")
    func corruptFileIsLeftAlone() throws {
        try withDirectory { directory in
            let path = directory + "/history"
            let garbage = Data([0x6f, 0x70, 0x65, 0x6e, 0x00, 0xff, 0xfe, 0x0a])
            try garbage.write(to: URL(fileURLWithPath: path))
            let file = HistoryFile(path: path, limit: 100)
            #expect(throws: HistoryFile.Problem.self) { try file.load() }
            try file.append("tree")
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == garbage)
            #expect(!file.isWritable)
        }
    }

    @Test("A history that cannot be written is reported once, then kept in memory")
    func unwritableIsReportedOnce() throws {
        try withDirectory { directory in
            // A directory where the file should be: every write fails, whoever runs the test.
            let path = directory + "/history"
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
            let file = HistoryFile(path: path, limit: 100)
            #expect(throws: HistoryFile.Problem.self) { try file.append("tree") }
            #expect(throws: Never.self) { try file.append("tree") }
        }
    }

    @Test("The state directory is created below a home that exists, never a missing home")
    func directoryCreation() throws {
        try withDirectory { directory in
            let home = directory + "/home"
            try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: false)
            let location = try #require(HistoryFile.location(environment: ["HOME": home]))
            try HistoryFile.prepareDirectory(of: location.file, below: location.anchor)
            var isDirectory: ObjCBool = false
            #expect(
                FileManager.default.fileExists(atPath: home + "/.local/state/petri", isDirectory: &isDirectory)
                    && isDirectory.boolValue)

            let missing = try #require(HistoryFile.location(environment: ["HOME": directory + "/nobody"]))
            #expect(throws: HistoryFile.Problem.self) {
                try HistoryFile.prepareDirectory(of: missing.file, below: missing.anchor)
            }
            #expect(!FileManager.default.fileExists(atPath: directory + "/nobody"))

            // A file where the directory should be.
            try "x".write(toFile: directory + "/state", atomically: true, encoding: .utf8)
            let blocked = try #require(HistoryFile.location(environment: ["XDG_STATE_HOME": directory + "/state"]))
            #expect(throws: HistoryFile.Problem.self) {
                try HistoryFile.prepareDirectory(of: blocked.file, below: blocked.anchor)
            }
        }
    }
}
