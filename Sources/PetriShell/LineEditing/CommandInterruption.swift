import CEditLine
import Foundation

/// Ctrl-C while a REPL command runs: it cancels that command, not the session.
///
/// At the prompt, the line editor catches SIGINT and the line being typed is dropped (see
/// ``EditLineReader``). Between Return and the next prompt SIGINT's default would end the
/// process and lose the session, so while a command runs a handler writes to a pipe that a
/// thread of its own reads (the command may keep the main actor busy), and that thread cancels
/// the command's task. Long commands (`check`, `export`, `run`) stop at their next step and say
/// what they left unchanged; a navigation that sees the cancellation fails, and so rolls back.
/// A question asked during the command reads through the line editor, which catches Ctrl-C itself for
/// the time it reads.
@MainActor
enum CommandInterruption {
    /// Runs `command` in a task of its own that Ctrl-C cancels, and waits for it. Where the
    /// handler cannot be installed, the command runs as it would without it.
    /// - Returns: Whether Ctrl-C was pressed while it ran.
    static func run(_ command: @escaping @MainActor () async -> Void) async -> Bool {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else {
            await command()
            return false
        }
        let (readEnd, writeEnd) = (ends[0], ends[1])
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        guard let previous = cel_notify_interrupts(writeEnd) else {
            close(readEnd)
            close(writeEnd)
            await command()
            return false
        }
        let pressed = Flag()
        let task = Task { @MainActor in await command() }
        let watcher = Thread {
            // A byte: Ctrl-C. End of file: the command ended and the write end was closed.
            var byte: UInt8 = 0
            while true {
                let count = read(readEnd, &byte, 1)
                if count < 0 && errno == EINTR { continue }
                if count == 1 {
                    pressed.set()
                    task.cancel()
                    continue
                }
                break
            }
            close(readEnd)
        }
        watcher.start()
        await task.value
        cel_restore_signals(previous)
        close(writeEnd)
        return pressed.isSet
    }

    /// A flag set on the watching thread and read on the main actor.
    private final class Flag: @unchecked Sendable {
        private let lock = NSLock()
        private var value = false
        func set() { lock.withLock { value = true } }
        var isSet: Bool { lock.withLock { value } }
    }
}
