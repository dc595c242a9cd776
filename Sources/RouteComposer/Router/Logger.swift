import Foundation

/// Receives what the router has to say (RouteComposer's `Logger`).
public protocol Logger {
    /// Records `message`.
    func log(_ message: LogMessage)
}

/// One thing the router said.
public enum LogMessage: Sendable, Equatable, CustomStringConvertible {
    /// What it did.
    case info(String)
    /// Something that worked but looks wrong.
    case warning(String)
    /// A failure.
    case error(String)

    public var description: String {
        switch self {
        case .info(let text): "info: \(text)"
        case .warning(let text): "warning: \(text)"
        case .error(let text): "error: \(text)"
        }
    }
}

/// Which messages a ``DefaultLogger`` keeps.
public enum LogLevel: CaseIterable, Sendable {
    /// Everything.
    case verbose
    /// Warnings and errors.
    case warnings
    /// Errors only.
    case errors
}

/// Keeps the messages at its level, in order, for the dish to show (RouteComposer's
/// `DefaultLogger`, which writes to the system log: petri never writes to the terminal from
/// the library).
public final class DefaultLogger: Logger, @unchecked Sendable {
    /// Which messages it keeps.
    public let logLevel: LogLevel
    private let lock = NSLock()
    private var kept: [LogMessage] = []

    /// A logger keeping the messages at `logLevel` and above.
    public init(_ logLevel: LogLevel = .warnings) {
        self.logLevel = logLevel
    }

    /// A logger keeping the messages at `logLevel` and above, where RouteComposer's writes them
    /// to `osLog` (an `OSLog`). The dish has no system log: the messages are kept in
    /// ``messages`` and `osLog` is kept by no one.
    public init(_ logLevel: LogLevel = .warnings, osLog: Any) {
        self.logLevel = logLevel
    }

    /// What it kept, in order.
    public var messages: [LogMessage] {
        lock.lock()
        defer { lock.unlock() }
        return kept
    }

    public func log(_ message: LogMessage) {
        switch (logLevel, message) {
        case (.verbose, _), (.warnings, .warning), (.warnings, .error), (.errors, .error):
            lock.lock()
            kept.append(message)
            lock.unlock()
        default:
            break
        }
    }
}
