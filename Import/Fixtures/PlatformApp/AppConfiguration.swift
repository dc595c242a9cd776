import RouteComposer
import SwiftUI
import UIKit

enum AppConfiguration {
    static func hosting(_ title: String) -> UIViewController {
        UIHostingController<ContentView>(rootView: ContentView(title: title))
    }
}
