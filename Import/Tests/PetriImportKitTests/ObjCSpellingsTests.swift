import Testing
@testable import PetriImportKit

/// Issue 33: a coordinator written for iOS uses the Objective-C runtime — `#selector` for a bar
/// button's action, `@objc` on the method — which Linux has none of; the copy spells them so
/// the file compiles in the dish, and changes nothing else.
@Suite("Objective-C spellings in a navigation file")
struct ObjCSpellingsTests {
    static let coordinator = """
        import UIKit

        final class DetailCoordinator {
            let navigationController: UINavigationController
            @IBOutlet weak var spinner: UIView!

            init(navigationController: UINavigationController) {
                self.navigationController = navigationController
            }

            func start() {
                let detail = UIViewController()
                detail.navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(close))
                detail.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Share", style: .plain, target: self, action: #selector(self.share(_:)))
                navigationController.pushViewController(detail, animated: true)
            }

            @objc private func close() {
                navigationController.popViewController(animated: true)
            }

            @objc(shareWithSender:)
            dynamic func share(_ sender: Any) {}
        }
        """

    @Test("#selector becomes petri's Selector with Objective-C's name; @objc, @IBOutlet and dynamic are dropped; the rest is as written")
    func rewritten() {
        let copied = NavigationFiles.copy(AppFile(path: "Detail/DetailCoordinator.swift", text: Self.coordinator)).file.text
        #expect(copied.contains("action: Selector(\"close\"))"))
        #expect(copied.contains("action: Selector(\"share(_:)\"))"))
        #expect(copied.contains("    private func close() {"))
        #expect(copied.contains("    weak var spinner: UIView!"))
        #expect(copied.contains("\n    func share(_ sender: Any) {}"))
        #expect(!copied.contains("@objc") && !copied.contains("#selector") && !copied.contains("dynamic") && !copied.contains("@IBOutlet"))
        #expect(copied.contains("navigationController.popViewController(animated: true)"))
    }
}
