import Testing
@testable import PetriShell

@Suite("History file location")
struct HistoryFileTests {
    @Test func xdgStateHomeWins() {
        let environment = ["XDG_STATE_HOME": "/tmp/state", "HOME": "/home/ada"]
        #expect(HistoryFile.path(environment: environment) == "/tmp/state/petri/history")
    }

    @Test func homeIsTheFallback() {
        #expect(HistoryFile.path(environment: ["HOME": "/home/ada"])
            == "/home/ada/.local/state/petri/history")
    }

    @Test func emptyOrRelativeXDGStateHomeIsIgnored() {
        #expect(HistoryFile.path(environment: ["XDG_STATE_HOME": "", "HOME": "/home/ada"])
            == "/home/ada/.local/state/petri/history")
        #expect(HistoryFile.path(environment: ["XDG_STATE_HOME": "state", "HOME": "/home/ada"])
            == "/home/ada/.local/state/petri/history")
    }

    @Test func trailingSlashesDoNotDoubleUp() {
        #expect(HistoryFile.path(environment: ["XDG_STATE_HOME": "/var/state/"])
            == "/var/state/petri/history")
        #expect(HistoryFile.path(environment: ["HOME": "/"]) == "/.local/state/petri/history")
    }

    @Test func noUsableDirectoryMeansNoFile() {
        #expect(HistoryFile.path(environment: [:]) == nil)
        #expect(HistoryFile.path(environment: ["HOME": ""]) == nil)
        #expect(HistoryFile.path(environment: ["XDG_STATE_HOME": "relative", "HOME": "also/relative"]) == nil)
    }

    @Test func applicationNameNamesTheDirectory() {
        #expect(HistoryFile.path(environment: ["HOME": "/h"], application: "dish")
            == "/h/.local/state/dish/history")
    }

    @Test func directoryOfAPath() {
        #expect(HistoryFile.directory(of: "/tmp/state/petri/history") == "/tmp/state/petri")
        #expect(HistoryFile.directory(of: "/history") == "/")
        #expect(HistoryFile.directory(of: "history") == ".")
    }
}
