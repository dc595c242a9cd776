import Foundation
import Testing

/// The built `petri` in a real terminal (tmux): libedit's completion, history and Ctrl-C.
@Suite(
    "petri in a terminal", .oneProcessAtATime,
    .enabled(if: TmuxSession.isAvailable, "needs tmux (make setup installs it)"))
struct TerminalTests {
    @Test("Tab completes a screen id: the common prefix, then the list, then a unique id")
    func tabCompletion() async throws {
        let state = try PetriBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        try await withPetriInTmux(stateHome: state) { terminal in
            try await terminal.waitForPrompt()
            try await terminal.type("open shop.pro")
            try await terminal.waitForPrompt(typed: "open shop.pro")
            try await terminal.press("Tab")
            try await terminal.waitForPrompt(typed: "open shop.product")
            try await terminal.press("Tab")
            let lines = try await terminal.waitFor("the candidates") { lines in
                lines.contains {
                    $0.words.contains("shop.product") && $0.words.contains("shop.products")
                        && TmuxSession.textAfterPrompt($0) == nil
                }
            }
            // The candidates are listed on their own line, then the prompt and the line return.
            let listing = try #require(
                lines.firstIndex { TmuxSession.textAfterPrompt($0) == nil && $0.words.contains("shop.products") })
            #expect(lines.dropFirst(listing + 1).contains { TmuxSession.isPrompt($0, typed: "open shop.product") })
            // `swift test --attachments-path <dir>` saves the screen for a person to look at.
            let screen = lines.reversed().drop { $0.isEmpty }.reversed()
            Attachment.record(screen.joined(separator: "\n") + "\n", named: "tab-completion-pane.txt")

            // Start a fresh line: Ctrl-U kills what was typed.
            try await terminal.press("C-u")
            try await terminal.type("show account.lo")
            try await terminal.waitForPrompt(typed: "show account.lo")
            try await terminal.press("Tab")
            let completed = try await terminal.waitForPrompt(typed: "show account.login")
            let promptLine = try #require(completed.last { !$0.isEmpty })
            // A unique candidate is followed by a space: the cursor is one past the id.
            let cursor = try await terminal.cursor()
            #expect(cursor.x == promptLine.count + 1, "the cursor is not after \"account.login \"")
            try await terminal.press("Enter")
            try await terminal.waitFor(text: "account.login  Log in")
            try await terminal.waitForPrompt()
        }
    }

    @Test(
        "Tab completes a path after --svg: a folder with its slash, then a file in it, which the picture is written to")
    func tabCompletesPaths() async throws {
        let state = try PetriBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        let folder = state.appending(path: "work")
        try FileManager.default.createDirectory(
            at: folder.appending(path: "pictures"), withIntermediateDirectories: true)
        try Data("old".utf8).write(to: folder.appending(path: "pictures/home.svg"))
        try await withPetriInTmux(stateHome: state, shell: "cd '\(folder.path)' && exec \"$PETRI\"") { terminal in
            try await terminal.waitForPrompt()
            try await terminal.type("tree --svg pic")
            try await terminal.waitForPrompt(typed: "tree --svg pic")
            try await terminal.press("Tab")
            try await terminal.waitForPrompt(typed: "tree --svg pictures/")
            try await terminal.press("Tab")
            try await terminal.waitForPrompt(typed: "tree --svg pictures/home.svg")
            try await terminal.press("Enter")
            try await terminal.waitFor(text: "wrote pictures/home.svg")
            try await terminal.waitForPrompt()
        }
        let picture = try String(contentsOf: folder.appending(path: "pictures/home.svg"), encoding: .utf8)
        #expect(picture.hasPrefix("<svg"))
    }

    @Test("In a terminal, a notification typed in single quotes lands, and the lock window's headers fit 80 columns")
    func notifyAndLockInATerminal() async throws {
        let state = try PetriBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        try await withPetriInTmux(stateHome: state) { terminal in
            try await terminal.waitForPrompt()
            try await terminal.type("login ada")
            try await terminal.press("Enter")
            try await terminal.waitForPrompt()
            try await terminal.type(#"notify '{"type": "order.shipped", "orderID": "latest"}'"#)
            try await terminal.press("Enter")
            // A preset's name stands for its value, in a payload as on the command line.
            try await terminal.waitFor(text: "+ OrderDetailsViewController")
            try await terminal.waitForPrompt()
            try await terminal.type("go app.locked")
            try await terminal.press("Enter")
            let lines = try await terminal.waitFor(text: #"window "Window" · covered by "Lock""#)
            let headers = lines.filter { $0.hasPrefix("window ") }
            #expect(
                headers.suffix(2) == [
                    #"window "Lock" · level statusBar · key"#, #"window "Window" · covered by "Lock""#,
                ])
            #expect(headers.allSatisfy { $0.count <= 80 })
            try await terminal.waitForPrompt()
            try await terminal.type("send unlock")
            try await terminal.press("Enter")
            try await terminal.waitFor(text: #"- window "Lock" went away"#)
            try await terminal.waitForPrompt()
        }
    }

    @Test("Up recalls a command from an earlier run")
    func historyAcrossRuns() async throws {
        let state = try PetriBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        try await withPetriInTmux(stateHome: state) { terminal in
            try await terminal.waitForPrompt()
            try await terminal.type("show shop.home")
            try await terminal.waitForPrompt(typed: "show shop.home")
            try await terminal.press("Enter")
            try await terminal.waitFor(text: "shop.home  Home")
            try await terminal.waitForPrompt()
            try await terminal.press("C-d")
            try await terminal.waitForExit()
        }
        let history = try String(contentsOf: state.appendingPathComponent("petri/history"), encoding: .utf8)
        #expect(history.contains("show"))

        try await withPetriInTmux(stateHome: state) { terminal in
            let fresh = try await terminal.waitForPrompt()
            #expect(!fresh.contains { $0.contains("show shop.home") })
            try await terminal.press("Up")
            try await terminal.waitForPrompt(typed: "show shop.home")
            try await terminal.press("Enter")
            try await terminal.waitFor(text: "shop.home  Home")
        }
    }

    @Test("Up recalls the history entries that start with what is typed; Ctrl-R searches")
    func prefixAndIncrementalSearch() async throws {
        let state = try PetriBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        try await withPetriInTmux(stateHome: state) { terminal in
            try await terminal.waitForPrompt()
            for line in ["show shop.home", "tree", "list account"] {
                try await terminal.type(line)
                try await terminal.press("Enter")
                try await terminal.waitForPrompt()
            }
            // "sh" + Up skips "list account" and "tree": the newest line starting with "sh".
            try await terminal.type("sh")
            try await terminal.press("Up")
            try await terminal.waitForPrompt(typed: "show shop.home")
            try await terminal.press("Enter")
            try await terminal.waitFor(text: "shop.home  Home")
            try await terminal.waitForPrompt()
            try await terminal.press("C-r")
            try await terminal.type("tre")
            // libedit shows the search below the line it found.
            try await terminal.waitFor("the incremental search") { lines in
                let shown = lines.filter { !$0.isEmpty }
                return shown.last == "bck:tre"
                    && shown.dropLast().last.map { TmuxSession.isPrompt($0, typed: "tree") } == true
            }
            try await terminal.press("Enter")
            try await terminal.waitFor("the tree the search found") { lines in
                lines.last { !$0.isEmpty }.map { TmuxSession.isPrompt($0) } == true
                    && lines.contains { $0.contains("ProfileViewController \"Profile\"") }
            }
        }
    }

    @Test("Three sessions typing at once into one history lose no line, theirs or the file's")
    func concurrentSessionsKeepEveryLine() async throws {
        let state = try PetriBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        let directory = state.appendingPathComponent("petri")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("history")
        let seed = (1...1001).map { "# seed \($0)" }
        try (seed.joined(separator: "\n") + "\n").write(to: file, atomically: true, encoding: .utf8)

        let sessions = try await [
            TmuxSession.start(stateHome: state), TmuxSession.start(stateHome: state),
            TmuxSession.start(stateHome: state),
        ]
        do {
            for session in sessions { try await session.waitForPrompt() }
            // Each session types its lines in bursts, interleaved with the others'.
            for burst in 0..<3 {
                for (number, session) in sessions.enumerated() {
                    let lines = (0..<40).map { "# session \(number) line \(burst * 40 + $0)" }
                    try await session.type(lines.joined(separator: "\n"))
                    try await session.press("Enter")
                }
            }
            for (number, session) in sessions.enumerated() {
                try await session.waitFor(text: "# session \(number) line 119")
                try await session.waitForPrompt()
            }
            // The screen shows a line as soon as it is typed (the terminal echoes what arrives
            // while a command runs); the history has it once the session has read it. On a busy
            // machine that comes later: wait for the file, for as long as it keeps growing.
            var stall = TmuxSession.StallWatch()
            while true {
                let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
                if (0..<3).allSatisfy({ text.contains("# session \($0) line 119\n") }) { break }
                if let unchanged = stall.unchangedFor(text.lines), unchanged >= TmuxSession.stallLimit {
                    Issue.record("the history stopped growing for \(unchanged) before every session's last line")
                    break
                }
                try await Task.sleep(for: .milliseconds(40))
            }
            // A session started now sees the newest line in its history.
            let late = try await TmuxSession.start(stateHome: state)
            do {
                try await late.waitForPrompt()
                try await late.press("Up")
                try await late.waitFor("a recalled line") { lines in
                    lines.contains { TmuxSession.textAfterPrompt($0)?.hasPrefix("# session") == true }
                }
                await late.kill()
            } catch {
                await late.kill()
                throw error
            }
            for session in sessions { await session.kill() }
        } catch {
            for session in sessions { await session.kill() }
            throw error
        }
        let lines = try String(contentsOf: file, encoding: .utf8).lines
        #expect(Array(lines.prefix(1001)) == seed)
        for number in 0..<3 {
            let mine = lines.filter { $0.hasPrefix("# session \(number) ") }
            #expect(mine == (0..<120).map { "# session \(number) line \($0)" })
        }
        #expect(lines.count == 1001 + 360)
    }

    @Test("Ctrl-C at a parameter prompt cancels open and leaves the hierarchy unchanged")
    func cancelParameterPrompt() async throws {
        let state = try PetriBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        try await withPetriInTmux(stateHome: state) { terminal in
            try await terminal.waitForPrompt()
            // Leave the launch state, so that an open that started afresh before asking would show.
            try await terminal.type("open shop.products category=shoes sort=rating")
            try await terminal.press("Enter")
            try await terminal.waitFor(text: "(category: shoes, sort: rating)")
            // The tree is printed before the prompt: typed earlier, a busy machine would echo
            // `tree` ahead of the prompt.
            try await terminal.waitForPrompt()
            try await terminal.type("tree")
            try await terminal.press("Enter")
            try await terminal.waitFor("the first tree") { lines in
                lines.contains { TmuxSession.isPrompt($0, typed: "tree") }
                    && TmuxSession.isPrompt(lines.last { !$0.isEmpty } ?? "")
            }
            try await terminal.type("open shop.product")
            try await terminal.press("Enter")
            try await terminal.waitFor("the productID prompt") {
                Self.isParameterPrompt($0.last { !$0.isEmpty }, typed: "")
            }
            try await terminal.type("4")
            try await terminal.waitFor("the typed 4") { Self.isParameterPrompt($0.last { !$0.isEmpty }, typed: "4") }
            try await terminal.press("C-c")
            try await terminal.waitFor(text: "open cancelled; nothing changed")
            try await terminal.waitForPrompt()
            try await terminal.type("tree")
            try await terminal.press("Enter")
            let lines = try await terminal.waitFor("the second tree", scrollback: true) { lines in
                lines.filter { TmuxSession.isPrompt($0, typed: "tree") }.count == 2
                    && TmuxSession.isPrompt(lines.last { !$0.isEmpty } ?? "")
            }
            let trees = Self.outputs(of: "tree", in: lines)
            #expect(trees.count == 2)
            #expect(trees.first == trees.last, "the hierarchy changed:\n\(lines.joined(separator: "\n"))")
            #expect(
                trees.first?.contains {
                    $0.contains("● ProductListViewController \"Products\" (category: shoes, sort: rating)")
                } == true)
            #expect(!lines.contains { $0.contains("ProductViewController") })
        }
    }

    @Test("Ctrl-C pressed while petri is echoing a key, not waiting for one, still drops the line and prompts again")
    func interruptBetweenReads() async throws {
        let state = try PetriBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        try await withPetriInTmux(stateHome: state) { terminal in
            // At the first prompt petri reads on its only thread, and the SIGINT of Ctrl-C is
            // handled there. Before, when that thread was not blocked in read(2) at that moment,
            // the signal was used up, the next read waited for a key, and the prompt did not come
            // back.
            try await terminal.waitForPrompt()
            try await terminal.type("list foo")
            try await terminal.waitForPrompt(typed: "list foo")
            let petri = try await terminal.programID()
            let reads = TmuxSession.readCalls(ofProcess: petri)
            // Ctrl-S stops the terminal's output: petri reads the x, then its echo waits to be
            // written until Ctrl-C starts the output again. Ctrl-C comes while petri is writing.
            try await terminal.press("C-s")
            try await terminal.type("x")
            try await terminal.waitForRead(byProcess: petri, after: reads)
            try await terminal.press("C-c")
            try await terminal.waitFor(text: "^C")
            try await terminal.waitForPrompt()
            try await terminal.type("show shop.home")
            try await terminal.press("Enter")
            try await terminal.waitFor(text: "shop.home  Home")
            try await terminal.waitForPrompt()
        }
    }

    @Test("Ctrl-Z at the prompt suspends petri, and fg brings the prompt and the line back, still being edited")
    func suspendAndResume() async throws {
        let state = try PetriBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        // An interactive shell, for its job control: it stops petri and `fg` continues it.
        let terminal = try await TmuxSession.start(stateHome: state, shell: "PS1='$ ' exec /bin/sh -i")
        do {
            let shellPrompt = { (lines: [String]) in lines.last { !$0.isEmpty } == "$" }
            try await terminal.waitFor("the shell's prompt", until: shellPrompt)
            try await terminal.type("\"$PETRI\"")
            try await terminal.press("Enter")
            try await terminal.waitForPrompt()
            // After a command, petri reads on another thread than its first (before, fg then
            // redrew nothing, and the second Ctrl-Z left the terminal echoing what was typed).
            try await terminal.type("tree")
            try await terminal.press("Enter")
            try await terminal.waitForPrompt()
            try await terminal.type("show shop")
            try await terminal.waitForPrompt(typed: "show shop")
            for (typed, more) in [("show shop", ".ho"), ("show shop.ho", "me")] {
                try await terminal.press("C-z")
                try await terminal.waitFor("the shell's prompt", until: shellPrompt)
                try await terminal.type("fg")
                try await terminal.press("Enter")
                try await terminal.waitForPrompt(typed: typed)
                try await terminal.type(more)
            }
            try await terminal.waitForPrompt(typed: "show shop.home")
            try await terminal.press("Enter")
            try await terminal.waitFor(text: "shop.home  Home")
            try await terminal.waitForPrompt()
            await terminal.kill()
        } catch {
            await terminal.kill()
            throw error
        }
    }

    @Test(
        "A flow asks for its parameter at a terminal; Tab completes the visible screen's events; the swipe-down leaves no leak"
    )
    func flowInTerminal() async throws {
        let state = try PetriBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        try await withPetriInTmux(stateHome: state) { terminal in
            try await terminal.waitForPrompt()
            try await terminal.type("flow flow.product-tour")
            try await terminal.press("Enter")
            try await terminal.waitFor("the productID prompt") {
                Self.isParameterPrompt($0.last { !$0.isEmpty }, typed: "")
            }
            try await terminal.type("7")
            try await terminal.press("Enter")
            try await terminal.waitFor(text: "ProductTourCoordinator: ProductViewController(productID: 7)")
            try await terminal.waitForPrompt()
            try await terminal.type("send n")
            try await terminal.waitForPrompt(typed: "send n")
            try await terminal.press("Tab")
            try await terminal.waitForPrompt(typed: "send next")
            try await terminal.press("Enter")
            try await terminal.waitFor(text: "SizeGuideCoordinator: SizeGuideViewController")
            try await terminal.waitForPrompt()
            try await terminal.type("dismiss")
            try await terminal.press("Enter")
            try await terminal.waitForPrompt()
            try await terminal.type("leaks")
            try await terminal.press("Enter")
            try await terminal.waitFor(text: "no leak")
        }
    }

    /// Whether `line` is the question for productID (`  productID (…): `) followed by `typed`.
    static func isParameterPrompt(_ line: String?, typed: String) -> Bool {
        guard let line, line.hasPrefix("  productID (") else { return false }
        return line.hasSuffix(typed.isEmpty ? "):" : "): " + typed)
    }

    /// The lines each run of `command` printed: from its prompt line to the next prompt.
    static func outputs(of command: String, in lines: [String]) -> [[String]] {
        var outputs: [[String]] = []
        var current: [String]?
        for line in lines {
            if TmuxSession.textAfterPrompt(line) != nil {
                if let finished = current { outputs.append(finished) }
                current = TmuxSession.isPrompt(line, typed: command) ? [] : nil
            } else {
                current?.append(line)
            }
        }
        if let current { outputs.append(current) }
        return outputs
    }
}

/// Issue 6's defects that only a real terminal shows.
@Suite(
    "petri in a terminal: defects", .oneProcessAtATime,
    .enabled(if: TmuxSession.isAvailable, "needs tmux (make setup installs it)"))
struct TerminalDefectTests {
    private func withTerminal(shell: String, colours: Bool = false, _ body: (TmuxSession, URL) async throws -> Void)
        async throws
    {
        let state = try PetriBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        let session = try await TmuxSession.start(
            stateHome: state, width: 80, height: 30, shell: shell, colours: colours)
        do {
            try await body(session, state)
            await session.kill()
        } catch {
            await session.kill()
            throw error
        }
    }

    @Test("5. Leaving the shell with Ctrl-D after a typo exits 0, so make run does not report an error")
    func interactiveExitStatusIsZero() async throws {
        try await withTerminal(shell: #""$PETRI"; echo "status=$?"; sleep 600"#) { terminal, _ in
            try await terminal.waitForPrompt()
            try await terminal.type("opne shop.home")
            try await terminal.press("Enter")
            try await terminal.waitFor(text: "unknown command")
            try await terminal.waitForPrompt()
            try await terminal.press("C-d")
            try await terminal.waitFor(text: "status=0")
        }
    }

    @Test("7. At a terminal with stderr redirected, the file gets errors without colour codes")
    func noColourInRedirectedErrors() async throws {
        try await withTerminal(shell: #""$PETRI" 2>"$HOME/err.log"; echo "status=$?"; sleep 600"#, colours: true) {
            terminal, state in
            try await terminal.waitForPrompt()
            try await terminal.type("opne")
            try await terminal.press("Enter")
            try await terminal.waitForPrompt()
            try await terminal.type("list shop")
            try await terminal.press("Enter")
            try await terminal.waitFor(text: "shop.product")
            try await terminal.press("C-d")
            // petri has exited, so everything it wrote is in the file.
            try await terminal.waitFor(text: "status=")
            let log = try String(contentsOf: state.appendingPathComponent("err.log"), encoding: .utf8)
            #expect(log.hasPrefix("error: unknown command \"opne\""))
            #expect(!log.contains("\u{1B}"), "colour codes in the file: \(log.debugDescription)")
        }
    }

    @Test("12. With stdout piped, petri says it will not prompt, and still runs what is typed")
    func pipedOutputSaysNoPrompts() async throws {
        try await withTerminal(shell: #""$PETRI" | cat; sleep 600"#) { terminal, _ in
            try await terminal.waitFor(text: "no prompt")
            try await terminal.type("show shop.home")
            try await terminal.press("Enter")
            try await terminal.waitFor(text: "shop.home  Home")
        }
    }
}
