/// How an interceptor talks to the person at the keyboard, when there is one. The shell
/// provides it in an interactive session; in a script or CI there is none and interceptors
/// follow the session state instead.
@MainActor
public protocol UserInteraction: AnyObject {
    /// Asks a yes/no question; `false` when the user declines or cancels.
    func confirm(_ question: String) async -> Bool
}
