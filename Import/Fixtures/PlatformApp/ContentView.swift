import RouteComposer
import SwiftUI

struct ContentView: View, ContextChecking {
    let title: String

    var body: some View {
        Text(title)
    }

    func isTarget(for context: String) -> Bool { title == context }
}
