import Foundation

enum ScreenKind {
    case gallery, search
    case article(id: Int)
}

@MainActor
protocol ScreenKindReporting {
    var kind: ScreenKind { get }
}
