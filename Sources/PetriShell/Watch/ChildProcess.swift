import Foundation

/// A program `watch` runs and waits for — `swift build`, the rebuilt tool — reading what it
/// writes as it writes it. Cancelling the task that waits interrupts the program (SIGINT, as
/// Ctrl-C at a terminal would), and the wait ends when it has exited.
enum ChildProcess {
    /// How a program ended and what it wrote.
    struct Result {
        /// Its exit status; 128 + the signal's number when a signal ended it.
        var status: Int32
        /// What it wrote to standard output (and standard error, when merged).
        var output: String
        /// What it wrote to standard error, when not merged.
        var errorOutput: String
    }

    /// Runs `executable` with `arguments` and waits for it to exit.
    /// - Parameters:
    ///   - mergingErrors: whether standard error goes with standard output, in order.
    ///   - onLine: called on the main actor with each line of standard output as it comes.
    /// - Throws: when the program cannot be started.
    @MainActor
    static func run(
        _ executable: URL, _ arguments: [String], mergingErrors: Bool = false,
        onLine: (@MainActor (String) -> Void)? = nil
    ) async throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        let output = Pipe()
        let errors = mergingErrors ? output : Pipe()
        process.standardOutput = output
        process.standardError = errors
        let (lines, continuation) = AsyncStream<Event>.makeStream()
        let running = Running(process)
        try process.run()
        // Reading threads: one per pipe; standard error is read whole.
        let reader = Thread {
            var pending = Data()
            let handle = output.fileHandleForReading
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                pending.append(chunk)
                while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                    continuation.yield(.line(String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)))
                    pending.removeSubrange(pending.startIndex...newline)
                }
            }
            if !pending.isEmpty { continuation.yield(.line(String(decoding: pending, as: UTF8.self))) }
            continuation.yield(.outputEnded)
        }
        reader.start()
        let errorText = ErrorText()
        if !mergingErrors {
            Thread {
                errorText.set(String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self))
                continuation.yield(.errorsEnded)
            }.start()
        }
        var outputText: [String] = []
        var open = mergingErrors ? 1 : 2
        await withTaskCancellationHandler {
            for await event in lines {
                switch event {
                case .line(let line):
                    outputText.append(line)
                    onLine?(line)
                case .outputEnded, .errorsEnded:
                    open -= 1
                }
                if open == 0 { break }
            }
        } onCancel: {
            running.interrupt()
        }
        continuation.finish()
        let status = await running.exitStatus()
        return Result(status: status, output: outputText.joined(separator: "\n"), errorOutput: errorText.value)
    }

    private enum Event: Sendable {
        case line(String)
        case outputEnded
        case errorsEnded
    }

    /// The running process, reachable from the cancellation handler and the waiting thread.
    private final class Running: @unchecked Sendable {
        private let process: Process
        init(_ process: Process) { self.process = process }

        func interrupt() {
            if process.isRunning { process.interrupt() }
        }

        /// Waits on a thread of its own for the exit, so the main actor stays free.
        func exitStatus() async -> Int32 {
            await withCheckedContinuation { (resume: CheckedContinuation<Int32, Never>) in
                Thread { [process] in
                    process.waitUntilExit()
                    let status = process.terminationStatus
                    resume.resume(returning: process.terminationReason == .uncaughtSignal ? 128 + status : status)
                }.start()
            }
        }
    }

    /// Standard error, read whole on another thread.
    private final class ErrorText: @unchecked Sendable {
        private let lock = NSLock()
        private var text = ""
        func set(_ value: String) { lock.withLock { text = value } }
        var value: String { lock.withLock { text } }
    }
}
