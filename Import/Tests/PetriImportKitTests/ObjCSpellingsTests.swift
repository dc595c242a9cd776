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

    @Test("an app delegate's @main is dropped: the copy is in a library, launched by the catalog")
    func entryPoint() {
        let delegate =
            "import UIKit\n\n@main\nfinal class AppDelegate: UIResponder, UIApplicationDelegate {\n    var window: UIWindow?\n}\n"
        let copied = NavigationFiles.copy(AppFile(path: "AppDelegate.swift", text: delegate)).file.text
        #expect(
            !copied.contains("@main")
                && copied.contains("final class AppDelegate: UIResponder, UIApplicationDelegate {"), "\(copied)")
        let legacy = NavigationFiles.copy(
            AppFile(
                path: "AppDelegate.swift", text: "import UIKit\n@UIApplicationMain class AppDelegate: UIResponder {}\n")
        ).file.text
        #expect(copied.contains("class AppDelegate") && !legacy.contains("@UIApplicationMain"))
    }

    @Test(
        "#selector becomes petri's Selector with Objective-C's name; @objc, @IBOutlet and dynamic are dropped; the rest is as written"
    )
    func rewritten() {
        let copied = NavigationFiles.copy(AppFile(path: "Detail/DetailCoordinator.swift", text: Self.coordinator)).file
            .text
        #expect(copied.contains("action: Selector(\"close\"))"))
        #expect(copied.contains("action: Selector(\"share(_:)\"))"))
        #expect(copied.contains("    private func close() {"))
        #expect(copied.contains("    weak var spinner: UIView!"))
        #expect(copied.contains("\n    func share(_ sender: Any) {}"))
        #expect(
            !copied.contains("@objc") && !copied.contains("#selector") && !copied.contains("dynamic")
                && !copied.contains("@IBOutlet"))
        #expect(copied.contains("navigationController.popViewController(animated: true)"))
    }
}

/// Issue 33: a coordinator from the Swift 4 days spells UIKit's nested names flat; the copy
/// spells them as today's UIKit and petri do.
@Suite("Swift 4's UIKit names in a navigation file")
struct SwiftFourNamesTests {
    static let delegate = """
        import UIKit

        final class LaunchCoordinator {
            var observer: NSObjectProtocol?

            func start(options: [UIApplicationLaunchOptionsKey: Any]?) -> UIWindowLevel {
                let style: UIAlertControllerStyle = .alert
                let item = UIBarButtonItem(barButtonSystemItem: UIBarButtonSystemItem.done, target: nil, action: nil)
                let attributes: [NSAttributedStringKey: Any] = [:]
                observer = NotificationCenter.default.addObserver(forName: NSNotification.Name.UIApplicationDidBecomeActive, object: nil, queue: nil) { _ in }
                _ = NotificationCenter.default.addObserver(forName: .UIApplicationWillResignActive, object: nil, queue: nil) { _ in }
                _ = (style, item, attributes, options?[UIApplicationLaunchOptionsKey.url])
                return UIWindowLevelNormal + UIWindowLevelAlertish
            }
        }
        """

    @Test("flat Swift 4 names and constants become today's nested ones; names it does not know stay as written")
    func rewritten() {
        let copied = NavigationFiles.copy(AppFile(path: "LaunchCoordinator.swift", text: Self.delegate)).file.text
        #expect(copied.contains("func start(options: [UIApplication.LaunchOptionsKey: Any]?) -> UIWindow.Level {"))
        #expect(copied.contains("let style: UIAlertController.Style = .alert"))
        #expect(copied.contains("barButtonSystemItem: UIBarButtonItem.SystemItem.done"))
        #expect(copied.contains("let attributes: [NSAttributedString.Key: Any] = [:]"))
        #expect(copied.contains("forName: UIApplication.didBecomeActiveNotification, object: nil"))
        #expect(copied.contains("forName: UIApplication.willResignActiveNotification, object: nil"))
        #expect(copied.contains("options?[UIApplication.LaunchOptionsKey.url]"))
        #expect(
            copied.contains("return UIWindow.Level.normal + UIWindowLevelAlertish"),
            "a name the table does not know is left for the report")
    }

    @Test("a stand-in's signature copied from the app is respelled too; a file without such names is left as it is")
    func generatedFiles() {
        let standIn = GeneratedFile(
            path: "StandIns/AppDelegate.swift",
            text: "func launch(with options: [UIApplicationLaunchOptionsKey: Any]?) {}\n")
        #expect(
            SwiftFourNames.respelled(standIn).text
                == "func launch(with options: [UIApplication.LaunchOptionsKey: Any]?) {}\n")
        let plain = GeneratedFile(path: "Types/Cart.swift", text: "struct Cart {}\n")
        #expect(SwiftFourNames.respelled(plain) == plain)
    }
}
