import PetriDish
import Testing

/// Issue 35: a flow's walk is typed steps; their text is the shell's words, read back by one
/// parser that names the wrong word.
@Suite("Flow steps: their text and the parser")
struct FlowStepTests {
    static let forms: [(FlowStep, String)] = [
        (.send("login"), "send login"),
        (.send("product", argument: "42"), "send product 42"),
        (.back, "back"),
        (.swipeBack(finishing: true), "back --swipe"),
        (.swipeBack(finishing: false), "back --cancel"),
        (.dismiss(finishing: true), "dismiss"),
        (.dismiss(finishing: false), "dismiss --cancel"),
        (.tab(1), "tab 1"),
    ]

    @Test("Each step's text is the shell's words for it, and reads back as the step", arguments: forms)
    func textualForm(step: FlowStep, text: String) throws {
        #expect(step.description == text)
        #expect(try FlowStep(parsing: text) == step)
    }

    @Test("A word with spaces or quotes is quoted as the shell reads it, and reads back")
    func quotedWords() throws {
        let steps: [FlowStep] = [.send("Log out"), .send("it's", argument: #"a "b" \c"#), .send("", argument: "x")]
        #expect(steps.map(\.description) == ["send 'Log out'", #"send "it's" 'a "b" \c'"#, "send '' x"])
        for step in steps {
            #expect(try FlowStep(parsing: step.description) == step)
        }
        #expect(try FlowStep(parsing: "  back   --swipe ") == .swipeBack(finishing: true))
    }

    @Test("A misspelled action is named, with the action it could be and every step's form")
    func misspelledAction() {
        #expect(throws: FlowStepError.unknownAction("sned", suggestions: ["send"])) {
            try FlowStep(parsing: "sned login")
        }
        let error = FlowStepError.unknownAction("sned", suggestions: ["send"])
        #expect(
            error.description
                == #""sned" is not a step — did you mean "send"?; a step is send <event> [argument], back [--swipe|--cancel], dismiss [--cancel] or tab <index>"#
        )
        #expect(throws: FlowStepError.unknownAction("open", suggestions: [])) {
            try FlowStep(parsing: "open shop.product")
        }
    }

    @Test("An option the action does not take is named, with a near miss and the options it takes")
    func unknownOption() {
        let swip = FlowStepError.unknownOption(
            "--swip", action: "back", accepted: ["--swipe", "--cancel"], suggestions: ["--swipe"])
        #expect(throws: swip) { try FlowStep(parsing: "back --swip") }
        #expect(
            swip.description
                == #""--swip" is not an option of back — did you mean "--swipe"?; back takes --swipe or --cancel"#)
        #expect(
            throws: FlowStepError.unknownOption("--swipe", action: "dismiss", accepted: ["--cancel"], suggestions: [])
        ) {
            try FlowStep(parsing: "dismiss --swipe")
        }
        let sendOption = FlowStepError.unknownOption("--now", action: "send", accepted: [], suggestions: [])
        #expect(throws: sendOption) { try FlowStep(parsing: "send login --now") }
        #expect(sendOption.description == #""--now" is not an option of send; send takes no option"#)
    }

    @Test("Missing and extra words, a tab that is not an index, both swipe options and an open quote say what is right")
    func otherMistakes() {
        let cases: [(String, FlowStepError, String)] = [
            (
                "", .empty,
                "a step cannot be empty; a step is send <event> [argument], back [--swipe|--cancel], dismiss [--cancel] or tab <index>"
            ),
            (
                "send", .missingEvent,
                "send needs an event: send <event> [argument], such as send login or send product 42"
            ),
            (
                "send product 42 7", .unexpectedWords(["7"], action: "send"),
                #""7" after send is not part of the step; send <event> [argument]"#
            ),
            (
                "back now", .unexpectedWords(["now"], action: "back"),
                #""now" after back is not part of the step; back takes no argument"#
            ),
            (
                "back --swipe --cancel", .conflictingOptions(["--swipe", "--cancel"], action: "back"),
                "back takes --swipe or --cancel, not both"
            ),
            ("tab", .missingTabIndex, "tab needs the tab's index, counting from 0: tab <index>, such as tab 1"),
            (
                "tab first", .notATabIndex("first"),
                #""first" is not a tab index: a step's tab is its index in the tab bar, counting from 0 (tab 1)"#
            ),
            (
                "tab -1", .notATabIndex("-1"),
                #""-1" is not a tab index: a step's tab is its index in the tab bar, counting from 0 (tab 1)"#
            ),
            (
                "send 'Log out",
                .unclosedQuote(
                    "send 'Log out", reason: "the single quote at column 6 is never closed; close it with '"),
                #""send 'Log out" is not a step: the single quote at column 6 is never closed; close it with '"#
            ),
        ]
        for (text, error, message) in cases {
            #expect(throws: error, "\(text)") { try FlowStep(parsing: text) }
            #expect(error.description == message)
        }
    }
}
