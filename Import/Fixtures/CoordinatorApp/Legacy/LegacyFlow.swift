//
//  LegacyFlow.swift: from the bridging header's days, when UIKit came through it.
//

/// Shows a progress view from an Objective-C pod the bridging header imported.
final class LegacyFlow {
    private let window: UIWindow

    init(window: UIWindow) {
        self.window = window
    }

    func start() {
        MBProgressHUD.showAdded(to: window, animated: true)
    }
}
