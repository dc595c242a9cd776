import Testing
@testable import PetriShell

@MainActor
@Suite("Invocation: flags apart from arguments")
struct InvocationTests {
    @Test("Known flags are set apart, in any position")
    func knownFlags() throws {
        let invocation = try Invocation.parse(["--swipe", "now"], command: BackCommand())
        #expect(invocation.command == "back")
        #expect(invocation.arguments == ["now"])
        #expect(invocation.flags == ["--swipe"])
        #expect(invocation.has("--swipe"))
        #expect(!invocation.has("--cancel"))
    }

    @Test("A repeated flag counts once")
    func repeatedFlag() throws {
        let invocation = try Invocation.parse(["--swipe", "--swipe"], command: BackCommand())
        #expect(invocation.flags == ["--swipe"])
        #expect(invocation.arguments.isEmpty)
    }

    @Test("A lone --, a single dash and values with dashes are arguments")
    func dashesThatAreNotFlags() throws {
        let invocation = try Invocation.parse(["--", "-x", "name=--trace"], command: FindCommand())
        #expect(invocation.arguments == ["--", "-x", "name=--trace"])
        #expect(invocation.flags.isEmpty)
    }

    @Test("An unknown flag names the command, suggests a near miss and lists the accepted ones")
    func unknownFlag() {
        #expect(throws: ShellError.unknownFlag("--swpie", command: "back", accepted: ["--swipe", "--cancel"])) {
            try Invocation.parse(["--swpie"], command: BackCommand())
        }
        #expect(
            ShellError.unknownFlag("--jsn", command: "tree", accepted: ["--json"]).description
                == #"tree has no flag "--jsn" — did you mean "--json"?; it takes --json"#)
        #expect(
            ShellError.unknownFlag("--json", command: "back", accepted: []).description
                == #"back has no flag "--json"; it takes no flags"#)
        #expect(
            ShellError.unknownFlag("--verbose", command: "open", accepted: ["--trace"]).description
                == #"open has no flag "--verbose"; it takes --trace"#)
    }
}
