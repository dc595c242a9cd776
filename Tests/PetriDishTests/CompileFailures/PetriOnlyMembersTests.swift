import Testing

/// Issue 32, item 3: UIKit's classes carry no petri-only name an app may want, so an app's own
/// subclass declares its members as it does against UIKit; petri's members are reached through
/// `viewController.petri`. Type-checked as a module of its own, as an app team's is.
@Suite("An app's subclass may use the names petri keeps behind .petri")
struct PetriOnlyMembersTests {
    @Test("a screen declares context, debugName, events, send, canBeDismissed and the rest as its own, and reaches petri's through .petri")
    func appNamesCompile() throws {
        let result = try CompileFailureTests.typecheck("""
            final class ChatViewController: UIViewController {
                var context: String = "support"
                var isDismissible = false
                let canBeDismissed = true
                var debugName: String { "chat" }
                var contextDescription = "the support chat"
                var events: [String] = []
                var rootContainer: String?
                var presentedChain: [String] = []
                var presentationDelegate: AnyObject?
                func send() { events.append("sent") }
                func send(_ event: String, argument: String? = nil) -> Bool { true }
                func on(_ event: String, summary: String = "", perform: () -> Void) {}
                func replaceChildren(with names: [String]) {}
                func recordTransition(_ name: String, of subject: String?, animated: Bool) {}
                func isDescendant(of other: String) -> Bool { false }
            }

            /// RouteComposer's apps say a screen may not be dismissed with a constant.
            final class PaymentViewController: UIViewController, DismissalControlling {
                let canBeDismissed = false
            }

            @MainActor func inspect(_ chat: ChatViewController) throws -> String {
                chat.send()
                chat.petri.context = 42
                chat.petri.on("end", summary: "the user ends the chat") { _ in }
                try chat.petri.send("end")
                let dismissible: Bool = chat.petri.isDismissible && chat.isDismissible == false
                    && chat.canBeDismissed && !PaymentViewController().petri.canBeDismissed
                return chat.context + chat.petri.debugName + "\\(chat.petri.events.count) \\(dismissible)"
                    + "\\(chat.petri.rootContainer === chat) \\(chat.petri.presentedChain.count) \\(chat.petri.isDescendant(of: chat))"
            }
            """)
        #expect(result.status == 0, "\(result.output.prefix(2_000))")
        #expect(!result.output.contains("warning:"), "\(result.output.prefix(2_000))")
    }
}
