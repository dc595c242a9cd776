/// A transaction over a whole scene: every window's hierarchy, which windows there are and how
/// they are layered, and view controllers in no window that the app keeps (a tab's navigation
/// controller a coordinator holds while another one is shown).
///
/// It wraps code petri does not own, an app's coordinator call, so that when that code fails
/// everything it touched is put back. Routers may navigate inside it.
@MainActor
package final class SceneTransaction {
    private let scene: UIWindowScene
    private let windowsState: UIWindowScene.WindowsState
    private let transactions: [HierarchyTransaction]

    /// Starts capturing `scene`, with `extra` view controllers outside its windows.
    package init(scene: UIWindowScene, alsoCapturing extra: [UIViewController]) {
        self.scene = scene
        windowsState = scene.windowsState
        let windows = scene.windows
        let outside = extra.filter { viewController in viewController.window.map { $0.windowScene !== scene } ?? true }
        transactions = windows.enumerated().map { index, window in
            window.beginTransaction(alsoCapturing: index == 0 ? outside : [], acceptsNavigations: true)
        }
        if windows.isEmpty, !outside.isEmpty {
            // No window to hang them on: a scratch one holds the records.
            extraHolder = UIWindow(name: "(kept)").beginTransaction(alsoCapturing: outside, acceptsNavigations: true)
        }
    }

    private var extraHolder: HierarchyTransaction?

    /// Whether nothing changed since the transaction began: the same windows, layered the
    /// same way, each with the same view controllers in the same places, and the view
    /// controllers kept outside them as they were (``HierarchyTransaction/isUnchanged``).
    package var isUnchanged: Bool {
        scene.isUnchanged(since: windowsState) && transactions.allSatisfy(\.isUnchanged)
            && extraHolder?.isUnchanged != false
    }

    /// Keeps every change and delivers the notifications held back.
    package func commit() {
        for transaction in transactions { transaction.commit() }
        extraHolder?.commit()
    }

    /// Puts every window, every captured view controller and the windows' layering back.
    package func rollback() {
        for transaction in transactions.reversed() { transaction.rollback() }
        extraHolder?.rollback()
        scene.restore(windowsState)
    }
}
