import Foundation

/// How a child process ended and what it wrote.
struct ProcessResult: Sendable {
    var status: Int32
    var standardOutput: String
    var standardError: String
}

enum SubprocessError: Error, CustomStringConvertible {
    case failed(String)
    /// The child wrote nothing for `silence` and was killed; what it wrote until then.
    case hung(command: String, silence: Duration, standardOutput: String, standardError: String)

    var description: String {
        switch self {
        case .failed(let what):
            what
        case let .hung(command, silence, standardOutput, standardError):
            """
            \(command) wrote nothing for \(silence.components.seconds) seconds and was killed as hung \
            (a slow machine only delays output; silence this long is a hang).
            Its standard output so far (the end):
            \(Subprocess.tail(standardOutput))
            Its standard error so far (the end):
            \(Subprocess.tail(standardError))
            """
        }
    }
}

/// Serialises making pipes and starting children (see `Subprocess.spawn`).
private let spawnLock = NSLock()

/// Runs programs with pipes for standard input, output and error.
///
/// The blocking parts (reading pipes, waiting for the exit) run on threads of their own, never
/// on the concurrency pool, so that many tests waiting at once cannot starve it.
///
/// There is no time limit: a loaded machine makes a child slow, not wrong. A child is killed as
/// hung only when it has written nothing to either stream for `silenceLimit`, and the error
/// says what it wrote until then. Outside a `.oneProcessAtATime` suite, a run takes that
/// suite's lock for the one child.
enum Subprocess {
    /// How long a child may write nothing before it is killed as hung: minutes, since `petri
    /// check` or an export writes nothing until it is done, and a busy machine slows it.
    static let silenceLimit: Duration = .seconds(300)

    /// Runs `executable` with `arguments`, writes `input` to its standard input (a pipe that is
    /// then closed) and waits for it; kills it and throws `SubprocessError.hung` when it writes
    /// nothing for `silenceLimit`.
    static func run(
        _ executable: URL,
        _ arguments: [String],
        input: String = "",
        environment: [String: String],
        silenceLimit: Duration = Subprocess.silenceLimit
    ) async throws -> ProcessResult {
        try await run(
            executable, arguments, inputBytes: Data(input.utf8), environment: environment, silenceLimit: silenceLimit)
    }

    /// Runs `executable` with `inputBytes` (any bytes, valid UTF-8 or not) piped to it.
    static func run(
        _ executable: URL,
        _ arguments: [String],
        inputBytes input: Data,
        environment: [String: String],
        silenceLimit: Duration = Subprocess.silenceLimit
    ) async throws -> ProcessResult {
        try await ProcessLock.shared.withLock {
            try await withCheckedThrowingContinuation { continuation in
                Thread.detachNewThread {
                    continuation.resume(
                        with: Result {
                            try runBlocking(
                                executable, arguments, input: input, environment: environment,
                                silenceLimit: silenceLimit)
                        })
                }
            }
        }
    }

    /// The last `limit` characters of `text`, marked when cut.
    static func tail(_ text: String, limit: Int = 3_000) -> String {
        text.count <= limit ? text : "…" + text.suffix(limit)
    }

    /// What the watchdog of one child knows: when it last wrote, and whether it has ended.
    private final class Watch: @unchecked Sendable {
        private let lock = NSLock()
        private var lastOutput = ContinuousClock.now
        private var ended = false
        private(set) var killed = false
        /// Signalled when the child has ended, to stop the watchdog.
        let endSignal = DispatchSemaphore(value: 0)

        /// The child wrote something.
        func noteOutput() {
            lock.withLock { lastOutput = .now }
        }

        /// How long the child has written nothing.
        var silence: Duration {
            lock.withLock { .now - lastOutput }
        }

        /// The child has ended (it is not reaped yet, so its pid is still its own).
        func noteEnd() {
            lock.withLock { ended = true }
            endSignal.signal()
        }

        /// Kills `pid` unless it has ended meanwhile.
        func killUnlessEnded(_ pid: pid_t) {
            lock.withLock {
                guard !ended else { return }
                killed = true
                _ = kill(pid, SIGKILL)
            }
        }

        var wasKilled: Bool {
            lock.withLock { killed }
        }
    }

    private static func runBlocking(
        _ executable: URL,
        _ arguments: [String],
        input inputData: Data,
        environment: [String: String],
        silenceLimit: Duration
    ) throws -> ProcessResult {
        // A child that exits before reading all its input must not kill the test runner.
        signal(SIGPIPE, SIG_IGN)
        let child = try spawn(executable.path, arguments, environment: environment)

        Thread.detachNewThread {
            inputData.withUnsafeBytes { buffer in
                var offset = 0
                while offset < buffer.count {
                    let written = write(child.input, buffer.baseAddress! + offset, buffer.count - offset)
                    if written < 0 && errno == EINTR { continue }
                    if written <= 0 { break }
                    offset += written
                }
            }
            close(child.input)
        }
        let watch = Watch()
        let errorData = Locked(Data())
        let errorDone = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            errorData.value = readToEnd(child.error, watch: watch)
            errorDone.signal()
        }
        // The watchdog: wakes when the child has been silent for the limit, or when it ends.
        Thread.detachNewThread {
            while true {
                let silence = watch.silence
                if silence >= silenceLimit {
                    watch.killUnlessEnded(child.pid)
                    return
                }
                let milliseconds = Int((silenceLimit - silence) / .milliseconds(1)) + 1
                if watch.endSignal.wait(timeout: .now() + .milliseconds(milliseconds)) == .success { return }
            }
        }

        let outputData = readToEnd(child.output, watch: watch)
        errorDone.wait()
        // Wait for the end without reaping, so the watchdog cannot kill another process that
        // got the pid; then reap.
        var info = siginfo_t()
        while waitid(P_PID, id_t(child.pid), &info, WEXITED | WNOWAIT) < 0 && errno == EINTR {}
        watch.noteEnd()
        var status: Int32 = 0
        while waitpid(child.pid, &status, 0) < 0 && errno == EINTR {}
        let standardOutput = String(decoding: outputData, as: UTF8.self)
        let standardError = String(decoding: errorData.value, as: UTF8.self)
        if watch.wasKilled {
            throw SubprocessError.hung(
                command: ([executable.lastPathComponent] + arguments).map { String($0.prefix(80)) }.joined(
                    separator: " "),
                silence: silenceLimit, standardOutput: standardOutput, standardError: standardError)
        }
        // WIFEXITED / WEXITSTATUS; a signal reads as 128 + its number, as in a shell.
        let exitStatus = status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        return ProcessResult(status: exitStatus, standardOutput: standardOutput, standardError: standardError)
    }

    /// A started child and the parent's ends of its standard streams.
    private struct Child {
        var pid: pid_t
        var input: Int32
        var output: Int32
        var error: Int32
    }

    /// Starts `path` with pipes on its standard streams and no other file descriptor.
    ///
    /// Not Foundation's `Process`: on Linux it learns that a child ended when a socket the
    /// child inherits is closed, so a child that leaves a daemon behind (tmux starting its
    /// server) never ends for it. Here the child inherits nothing but its three streams, and
    /// `waitpid` says when it ends. The pipes are made under a lock and close-on-exec, so no
    /// other child started meanwhile can hold them open.
    private static func spawn(_ path: String, _ arguments: [String], environment: [String: String]) throws -> Child {
        try spawnLock.withLock {
            var pipes: [[Int32]] = []
            for _ in 0..<3 {
                var fds: [Int32] = [0, 0]
                guard pipe(&fds) == 0 else { throw SubprocessError.failed("pipe failed: errno \(errno)") }
                for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
                pipes.append(fds)
            }
            #if canImport(Darwin)
            var actions: posix_spawn_file_actions_t = nil
            var attributes: posix_spawnattr_t = nil
            #else
            var actions = posix_spawn_file_actions_t()
            var attributes = posix_spawnattr_t()
            #endif
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            posix_spawn_file_actions_adddup2(&actions, pipes[0][0], 0)
            posix_spawn_file_actions_adddup2(&actions, pipes[1][1], 1)
            posix_spawn_file_actions_adddup2(&actions, pipes[2][1], 2)
            // The spawning thread may block signals, and blocked and ignored signals are
            // inherited: Ctrl-C must reach petri in tmux, and a closed pipe must end it.
            posix_spawnattr_init(&attributes)
            defer { posix_spawnattr_destroy(&attributes) }
            var noSignals = sigset_t()
            sigemptyset(&noSignals)
            var allSignals = sigset_t()
            sigfillset(&allSignals)
            posix_spawnattr_setsigmask(&attributes, &noSignals)
            posix_spawnattr_setsigdefault(&attributes, &allSignals)
            var flags = Int32(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF)
            #if canImport(Darwin)
            flags |= Int32(POSIX_SPAWN_CLOEXEC_DEFAULT)
            #else
            _ = closeFrom?(&actions, 3)
            #endif
            posix_spawnattr_setflags(&attributes, Int16(flags))

            let argv = ([path] + arguments).map { strdup($0) } + [nil]
            let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
            defer {
                argv.forEach { free($0) }
                envp.forEach { free($0) }
            }
            var pid: pid_t = 0
            let result = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
            close(pipes[0][0])
            close(pipes[1][1])
            close(pipes[2][1])
            guard result == 0 else {
                [pipes[0][1], pipes[1][0], pipes[2][0]].forEach { close($0) }
                throw SubprocessError.failed("cannot start \(path): errno \(result)")
            }
            return Child(pid: pid, input: pipes[0][1], output: pipes[1][0], error: pipes[2][0])
        }
    }

    #if !canImport(Darwin)
    /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 and later), which Swift's
    /// Glibc module does not import. (Darwin has `POSIX_SPAWN_CLOEXEC_DEFAULT` instead.)
    private static let closeFrom: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32)? =
        {
            // A nil handle is RTLD_DEFAULT: every loaded library.
            guard let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") else { return nil }
            return unsafeBitCast(
                symbol, to: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32).self)
        }()
    #endif

    /// Everything readable from `fd` until end of file, telling `watch` of each read; closes it.
    private static func readToEnd(_ fd: Int32, watch: Watch) -> Data {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = read(fd, &buffer, buffer.count)
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { break }
            watch.noteOutput()
            data.append(contentsOf: buffer[0..<count])
        }
        close(fd)
        return data
    }

    /// The first executable called `name` on `PATH`.
    static func executable(named name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }
}

/// A value shared between threads behind a lock.
final class Locked<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value

    init(_ value: Value) {
        stored = value
    }

    var value: Value {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}

/// The `petri` executable built next to this test bundle.
enum PetriBinary {
    /// Its location: the build directory that holds the test bundle (`swift build
    /// --build-tests` builds both), else `.build/debug/petri` of this package.
    static let url: URL? = {
        let fileManager = FileManager.default
        var starts: [URL] = [URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()]
        if let executable = Bundle.main.executableURL { starts.append(executable.resolvingSymlinksInPath()) }
        starts += Bundle.allBundles.map(\.bundleURL).filter { $0.pathExtension == "xctest" }
        for start in starts {
            var directory = start.deletingLastPathComponent()
            for _ in 0..<4 {
                let candidate = directory.appendingPathComponent("petri")
                var isDirectory: ObjCBool = false
                if fileManager.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue,
                    fileManager.isExecutableFile(atPath: candidate.path)
                {
                    return candidate
                }
                directory = directory.deletingLastPathComponent()
            }
        }
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let fallback = packageRoot.appendingPathComponent(".build/debug/petri")
        return fileManager.isExecutableFile(atPath: fallback.path) ? fallback : nil
    }()

    /// The binary, or an error that says how to build it.
    static func require() throws -> URL {
        guard let url else {
            throw SubprocessError.failed(
                "the petri executable was not found next to the test bundle; run `swift build --build-tests` (or `make test`)"
            )
        }
        return url
    }

    /// An environment for deterministic runs: no colours, a private state directory, the
    /// caller's PATH and nothing else from the caller.
    static func environment(stateHome: URL, extra: [String: String] = [:]) -> [String: String] {
        var environment = [
            "NO_COLOR": "1",
            "XDG_STATE_HOME": stateHome.path,
            "HOME": stateHome.path,
            "LANG": "C.UTF-8",
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
        ]
        environment.merge(extra) { _, new in new }
        return environment
    }

    /// A fresh, empty directory under the temporary directory.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("petri-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Runs `petri arguments` with `input` piped to it.
    static func run(_ arguments: [String], input: String = "") async throws -> ProcessResult {
        let binary = try require()
        let state = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        return try await Subprocess.run(binary, arguments, input: input, environment: environment(stateHome: state))
    }

    /// Runs `petri arguments` with `bytes` piped to it, whatever they are.
    static func run(_ arguments: [String], bytes: Data) async throws -> ProcessResult {
        let binary = try require()
        let state = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        return try await Subprocess.run(
            binary, arguments, inputBytes: bytes, environment: environment(stateHome: state))
    }
}
