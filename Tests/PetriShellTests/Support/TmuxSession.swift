import Foundation
@testable import PetriShell

/// `petri` running in a real terminal: a detached tmux session on a private server, driven with
/// `send-keys` and read with `capture-pane`.
///
/// Keys go one batch at a time with a short pause after each: the terminal discards input the
/// program has not read yet when Ctrl-C arrives, so callers wait for the echo of what they
/// typed before interrupting. Waiting polls the screen until the expected text appears, with no
/// time limit: a wait fails only when the screen has not changed for `stallLimit`, since a busy
/// machine makes petri slow, not silent.
struct TmuxSession {
    /// How long the screen may stay the same, the awaited text not on it, before a wait fails.
    static let stallLimit: Duration = .seconds(180)

    /// Whether tmux is installed.
    static let isAvailable = tmuxURL != nil
    private static let tmuxURL = Subprocess.executable(named: "tmux")

    enum Failure: Error, CustomStringConvertible {
        case tmux(arguments: [String], result: ProcessResult)
        /// The screen stayed the same for `unchangedFor` without showing what was awaited.
        case stalled(waitingFor: String, unchangedFor: Duration, screen: String)
        /// The program ended (and its terminal with it) before showing what was awaited.
        case ended(waitingFor: String, lastScreen: String)

        var description: String {
            switch self {
            case let .tmux(arguments, result):
                "tmux \(arguments.joined(separator: " ")) failed with status \(result.status): \(result.standardError)"
            case let .stalled(what, unchangedFor, screen):
                "waited for \(what), but the screen has not changed for \(unchangedFor.components.seconds) seconds; it shows:\n\(screen)"
            case let .ended(what, lastScreen):
                "waited for \(what), but petri ended and its terminal closed; the last screen read was:\n\(lastScreen)"
            }
        }
    }

    let socket: String
    let session = "petri"
    let stateHome: URL
    /// Where the server listens, to remove once it is gone (tmux leaves the file behind).
    private(set) var socketPath: String?

    /// Starts `petri` in a `width`×`height` terminal with history in `stateHome`.
    ///
    /// With `shell`, runs that `sh -c` script instead, with `$PETRI` set to the binary (to test
    /// redirections and exit statuses); `colours` leaves `NO_COLOR` unset.
    static func start(stateHome: URL, width: Int = 120, height: Int = 50, shell: String? = nil, colours: Bool = false)
        async throws -> TmuxSession
    {
        let binary = try PetriBinary.require()
        var session = TmuxSession(socket: "petri-test-\(UUID().uuidString.prefix(8))", stateHome: stateHome)
        var environment = PetriBinary.environment(stateHome: stateHome, extra: ["PETRI": binary.path])
        if colours { environment["NO_COLOR"] = nil }
        let program = shell.map { ["/bin/sh", "-c", $0] } ?? [binary.path]
        let command =
            ["env", "-i"] + environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" } + ["TERM=screen"]
            + program
        try await session.tmux(
            ["new-session", "-d", "-s", session.session, "-x", String(width), "-y", String(height)] + command)
        session.socketPath = try? await session.tmux(["display-message", "-p", "-t", session.session, "#{socket_path}"])
            .trimmingCharacters(in: .whitespacesAndNewlines)
        return session
    }

    /// Runs a tmux command on this session's private server.
    @discardableResult
    func tmux(_ arguments: [String]) async throws -> String {
        guard let tmux = Self.tmuxURL else { throw SubprocessError.failed("tmux is not installed") }
        let fullArguments = ["-L", socket, "-f", "/dev/null"] + arguments
        var environment = ProcessInfo.processInfo.environment
        environment["TMUX"] = nil
        let result = try await Subprocess.run(tmux, fullArguments, environment: environment)
        guard result.status == 0 else { throw Failure.tmux(arguments: arguments, result: result) }
        return result.standardOutput
    }

    /// Types `text` literally.
    func type(_ text: String) async throws {
        try await tmux(["send-keys", "-t", session, "-l", text])
        try await Task.sleep(for: .milliseconds(50))
    }

    /// Presses keys by their tmux names: `Tab`, `Enter`, `Up`, `C-c`, `C-d`.
    func press(_ keys: String...) async throws {
        for key in keys {
            try await tmux(["send-keys", "-t", session, key])
            try await Task.sleep(for: .milliseconds(50))
        }
    }

    /// The visible screen, or with `scrollback` everything since the session started.
    func screen(scrollback: Bool = false) async throws -> String {
        try await tmux(["capture-pane", "-p", "-t", session] + (scrollback ? ["-S", "-"] : []))
    }

    /// The cursor's column and row.
    func cursor() async throws -> (x: Int, y: Int) {
        let text = try await tmux(["display-message", "-p", "-t", session, "#{cursor_x} #{cursor_y}"])
        let numbers = text.split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
        return (numbers.first ?? -1, numbers.dropFirst().first ?? -1)
    }

    /// The process id of what the terminal runs: `petri` itself when started without `shell`.
    func programID() async throws -> Int32 {
        let text = try await tmux(["display-message", "-p", "-t", session, "#{pane_pid}"])
        guard let id = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw SubprocessError.failed("tmux gave no process id for the pane: \(text)")
        }
        return id
    }

    /// How many read(2) calls process `id` has made, from Linux's `/proc/<id>/io`; `nil` where
    /// that is not available.
    static func readCalls(ofProcess id: Int32) -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/\(id)/io", encoding: .utf8) else { return nil }
        let count = text.split(separator: "\n").first { $0.hasPrefix("syscr:") }?.dropFirst("syscr:".count)
        return count.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
    }

    /// Waits until process `id` has made more than `count` read(2) calls: it has read what was
    /// typed since. Without `/proc` (not Linux), waits a moment instead. Fails when it has read
    /// nothing for `stallLimit`.
    func waitForRead(byProcess id: Int32, after count: Int?) async throws {
        guard let count else {
            try await Task.sleep(for: .milliseconds(500))
            return
        }
        let start = ContinuousClock.now
        while (Self.readCalls(ofProcess: id) ?? .max) <= count {
            if ContinuousClock.now - start >= Self.stallLimit {
                throw Failure.stalled(
                    waitingFor: "process \(id) to read what was typed", unchangedFor: Self.stallLimit,
                    screen: try await screen())
            }
            try await Task.sleep(for: .milliseconds(20))
        }
    }

    /// Polls the screen until `condition` holds for its lines; returns them. Fails when the
    /// screen stays the same for `stallLimit` without the condition holding.
    @discardableResult
    func waitFor(
        _ what: String,
        scrollback: Bool = false,
        until condition: ([String]) -> Bool
    ) async throws -> [String] {
        var stall = StallWatch()
        var lastLines: [String] = []
        while true {
            let lines: [String]
            do {
                lines = try await screen(scrollback: scrollback).lines
            } catch {
                // No screen to read: say so when it is because the program ended.
                guard (try? await tmux(["has-session", "-t", session])) != nil else {
                    throw Failure.ended(waitingFor: what, lastScreen: lastLines.joined(separator: "\n"))
                }
                throw error
            }
            lastLines = lines
            if condition(lines) { return lines }
            if let unchanged = stall.unchangedFor(lines), unchanged >= Self.stallLimit {
                throw Failure.stalled(waitingFor: what, unchangedFor: unchanged, screen: lines.joined(separator: "\n"))
            }
            try await Task.sleep(for: .milliseconds(40))
        }
    }

    /// Waits until some line contains `text`.
    @discardableResult
    func waitFor(text: String) async throws -> [String] {
        try await waitFor("\"\(text)\"") { $0.contains { $0.contains(text) } }
    }

    /// Waits until the last non-blank line is the main prompt followed by `typed`.
    @discardableResult
    func waitForPrompt(typed: String = "") async throws -> [String] {
        try await waitFor("the prompt with \"\(typed)\"") { lines in
            guard let last = lines.last(where: { !$0.isEmpty }) else { return false }
            return Self.isPrompt(last, typed: typed)
        }
    }

    /// Whether `line` is the main prompt (`petri> `, or `petri(variant)> `) followed by
    /// `typed` (the screen has no trailing spaces, so neither does the comparison).
    static func isPrompt(_ line: String, typed: String = "") -> Bool {
        textAfterPrompt(line) == typed.trailingSpacesRemoved
    }

    /// What follows the main prompt on `line`, or `nil` when `line` is not a prompt line.
    static func textAfterPrompt(_ line: String) -> String? {
        guard line.hasPrefix("petri") else { return nil }
        if let marker = line.range(of: "> ") { return String(line[marker.upperBound...]) }
        return line.hasSuffix(">") && !line.contains(" ") ? "" : nil
    }

    /// Waits until the session has ended (the program exited). Fails when the screen stays the
    /// same for `stallLimit` meanwhile.
    func waitForExit() async throws {
        var stall = StallWatch()
        while true {
            if (try? await tmux(["has-session", "-t", session])) == nil { return }
            // The session may end between the two calls: then there is no screen to read.
            guard let lines = try? await screen().lines else { continue }
            if let unchanged = stall.unchangedFor(lines), unchanged >= Self.stallLimit {
                throw Failure.stalled(
                    waitingFor: "petri to exit", unchangedFor: unchanged, screen: lines.joined(separator: "\n"))
            }
            try await Task.sleep(for: .milliseconds(40))
        }
    }

    /// How long a screen polled again and again has shown the same lines.
    struct StallWatch {
        private var last: [String]?
        private var since = ContinuousClock.now

        /// Notes the screen's `lines` now: how long they have been the same, or `nil` when they
        /// just changed (or are the first seen).
        mutating func unchangedFor(_ lines: [String]) -> Duration? {
            guard lines == last else {
                last = lines
                since = .now
                return nil
            }
            return .now - since
        }
    }

    /// Stops the private server and everything in it.
    func kill() async {
        _ = try? await tmux(["kill-server"])
        if let socketPath, !socketPath.isEmpty { try? FileManager.default.removeItem(atPath: socketPath) }
    }
}

/// Runs `body` with `petri` in a fresh terminal, and always stops the terminal afterwards.
func withPetriInTmux<Result>(
    stateHome: URL,
    shell: String? = nil,
    _ body: (TmuxSession) async throws -> Result
) async throws -> Result {
    let session = try await TmuxSession.start(stateHome: stateHome, shell: shell)
    do {
        let result = try await body(session)
        await session.kill()
        return result
    } catch {
        await session.kill()
        throw error
    }
}
