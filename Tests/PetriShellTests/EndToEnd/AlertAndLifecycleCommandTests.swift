import Foundation
import Testing

/// Issue 32, item 2, through the binary as QA meets it: an alert the app presents is tapped with
/// `send <action title>`, the URL the app opens is printed, and `app` posts the app's lifecycle
/// notifications.
@Suite("Alerts, opened URLs and lifecycle notifications through the binary", .oneProcessAtATime)
struct AlertAndLifecycleCommandTests {
    @Test(
        "send taps the visible alert's action by title: the alert is dismissed, the handler opens a URL, which is printed"
    )
    func tapAlertAction() async throws {
        let result = try await PetriBinary.run([], input: "login\ngo support.live-chat\nsend transcript\nsend Send\n")
        #expect(result.status == 0, "\(result.standardError)")
        #expect(
            result.standardOutput.contains(#"└─ ● ⇒ presents (custom): UIAlertController "Email the transcript?""#),
            "\(result.standardOutput)")
        #expect(result.standardOutput.contains(#"- UIAlertController "Email the transcript?" dismissed"#))
        #expect(
            result.standardOutput.hasSuffix(
                "opened mailto:support@shop.example?subject=Chat%20transcript (UIApplication.shared.open: recorded; nothing opens headless)\n"
            ))
    }

    @Test(
        "while an alert is up, only its actions can be tapped: the screen beneath does not hear send, and the error lists the actions"
    )
    func alertTakesEveryTouch() async throws {
        let result = try await PetriBinary.run(
            [], input: "login\ngo support.live-chat\nsend transcript\nsend end\nsend Cancel\nsend end\n")
        #expect(result.status == 1)
        #expect(result.standardError.contains(#"UIAlertController sends no event "end""#), "\(result.standardError)")
        #expect(result.standardError.contains("(it sends: Send, Cancel)"), "\(result.standardError)")
        #expect(
            result.standardOutput.contains(#"- LiveChatViewController "Live chat" dismissed"#),
            "after Cancel, end reaches the chat")
        #expect(!result.standardOutput.contains("opened "))
    }

    @Test("app background and app foreground post UIKit's notifications in order; a near miss is named")
    func lifecycle() async throws {
        let result = try await PetriBinary.run(
            [], input: "app background\napp foreground\napp didBecomeActive\napp foregrnd\n")
        #expect(result.status == 1)
        let posted = result.standardOutput.split(separator: "\n").filter { $0.hasPrefix("posted ") }
        #expect(
            posted == [
                "posted UIApplication.willResignActiveNotification",
                "posted UIApplication.didEnterBackgroundNotification",
                "posted UIApplication.willEnterForegroundNotification",
                "posted UIApplication.didBecomeActiveNotification",
                "posted UIApplication.didBecomeActiveNotification",
            ])
        #expect(
            result.standardError.contains(
                #""foregrnd" is not a lifecycle event of the app; expected one of background, foreground, willResignActive, didBecomeActive, didEnterBackground, willEnterForeground — did you mean "foreground"?"#
            ),
            "\(result.standardError)")
    }
}
