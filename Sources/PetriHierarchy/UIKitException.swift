/// An exception UIKit raises from a call that does not throw: pushing a navigation controller,
/// presenting a view controller that is already presented, selecting a view controller that is
/// not a tab.
///
/// On a device the app stops with `NSInvalidArgumentException`. Headless, the call changes
/// nothing and the exception is recorded with UIKit's text and the call site (see
/// ``UIKitExceptions``): a navigation that made the call fails and rolls back naming it, and the
/// shell reports one raised outside a navigation after the command that raised it.
public struct UIKitException: Error, CustomStringConvertible {
    /// UIKit's exception name: `NSInvalidArgumentException` or
    /// `NSInternalInconsistencyException`.
    public let name: String
    /// UIKit's reason, as the console would print it.
    public let reason: String
    /// The broken rule, as petri names it, with the view controllers involved.
    public let error: any Error
    /// The UIKit call that raised it: `pushViewController(_:animated:)`.
    public let call: String
    /// Where the call was made (`#fileID`), when the call could take it: a property setter
    /// (`viewControllers = …`) cannot.
    public let file: String?
    /// The line of the call, with ``file``.
    public let line: Int?

    /// The call and where it was made: `pushViewController(_:animated:) at Coordinators/Chats.swift:42`.
    public var callSite: String {
        guard let file, let line else { return call }
        return "\(call) at \(file):\(line)"
    }

    /// `NSInvalidArgumentException in pushViewController(_:animated:) at Chats.swift:42: Pushing a
    /// navigation controller is not supported`, then petri's account of the rule when UIKit's
    /// own text does not name the view controllers.
    public var description: String {
        let rule = String(describing: error)
        return "\(name) in \(callSite): \(reason)" + (rule == reason ? "" : " (\(rule))")
    }
}

/// The exceptions UIKit calls raised, in the order they were raised, until something reports
/// them.
///
/// App code calls UIKit's methods without `try`, as on a device. petri's own code, and a test
/// that expects a call to be refused, use ``catching(_:)``:
///
/// ```swift
/// #expect(throws: HierarchyError.navigationInNavigation(pushed: "UINavigationController", navigation: "UINavigationController")) {
///     try UIKitExceptions.catching { navigation.pushViewController(UINavigationController(), animated: true) }
/// }
/// ```
@MainActor
public enum UIKitExceptions {
    /// Raised and not reported yet, oldest first.
    public private(set) static var pending: [UIKitException] = []

    /// Removes and returns every exception not reported yet.
    public static func takePending() -> [UIKitException] {
        defer { pending = [] }
        return pending
    }

    /// Removes and returns the exceptions raised after the first `count`.
    package static func take(after count: Int) -> [UIKitException] {
        guard pending.count > count else { return [] }
        defer { pending.removeSubrange(count...) }
        return Array(pending[count...])
    }

    /// Runs `body`; when a UIKit call in it raises, the exception is not left pending: its error
    /// (a ``HierarchyError``) is thrown from here, after `body` has finished.
    public static func catching<Result>(_ body: () throws -> Result) throws -> Result {
        let mark = pending.count
        let result = try body()
        if let first = take(after: mark).first { throw first.error }
        return result
    }

    /// Runs the checked form of a UIKit call: an error it throws is raised as UIKit would raise
    /// it, and the call changes nothing (the checked forms validate before they change anything).
    /// - Returns: What `body` returns, or `nil` when it raised.
    @discardableResult
    package static func perform<Result>(
        _ call: String, file: StaticString?, line: UInt?, _ body: () throws -> Result
    ) -> Result? {
        do {
            return try TransitionLog.calling(call, file: file, line: line, body)
        } catch {
            raise(error, call: call, file: file, line: line)
            return nil
        }
    }

    /// Records `error` as the exception UIKit raises for it.
    package static func raise(_ error: any Error, call: String, file: StaticString?, line: UInt?) {
        let (name, reason) =
            (error as? HierarchyError)?.uikitException
            ?? ("NSInvalidArgumentException", String(describing: error))
        pending.append(
            UIKitException(
                name: name, reason: reason, error: error, call: call,
                file: file.map { String(describing: $0) }, line: line.map { Int($0) }))
    }
}
