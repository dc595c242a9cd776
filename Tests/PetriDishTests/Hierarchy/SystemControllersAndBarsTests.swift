import Foundation
import Testing
import PetriDish

// The bars' items and the system's view controllers, written as an app's coordinators write
// them: titles and bar buttons, tab bar items and appearances, the share sheet, an in-app
// browser, the mail composer, search.

/// A coordinator as an app writes one, presenting the system's view controllers.
@MainActor
private final class ArticleCoordinator: SFSafariViewControllerDelegate, MFMailComposeViewControllerDelegate {
    let navigationController: UINavigationController
    private(set) var finished = false

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let article = UIViewController(nibName: nil, bundle: nil)
        article.title = "Article"
        article.navigationItem.largeTitleDisplayMode = .never
        article.navigationItem.rightBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .action, target: self, action: Selector("share"))
        article.navigationItem.leftBarButtonItems = [
            UIBarButtonItem(title: "Close", style: .plain, target: self, action: Selector("close"))
        ]
        article.hidesBottomBarWhenPushed = true
        navigationController.pushViewController(article, animated: true)
    }

    func share(style: UIModalPresentationStyle = .automatic) {
        let sheet = UIActivityViewController(
            activityItems: [URL(string: "https://example.com/a")!], applicationActivities: nil)
        sheet.excludedActivityTypes = [.print, .assignToContact]
        sheet.modalPresentationStyle = style
        navigationController.present(sheet, animated: true)
    }

    func open(_ url: URL) {
        let browser = SFSafariViewController(url: url)
        browser.delegate = self
        browser.preferredControlTintColor = .systemBlue
        navigationController.present(browser, animated: true)
    }

    func mail() {
        guard MFMailComposeViewController.canSendMail() else { return }
        let composer = MFMailComposeViewController()
        composer.mailComposeDelegate = self
        composer.setToRecipients(["help@example.com"])
        composer.setSubject("Help")
        navigationController.present(composer, animated: true)
    }

    func safariViewControllerDidFinish(_ controller: SFSafariViewController) {
        controller.dismiss(animated: true)
        finished = true
    }
}

/// A test double that fakes a presentation in progress, as a test target writes one.
private final class PresentingNow: UIViewController {
    override var isBeingPresented: Bool { true }
}

extension HierarchyTests {
    @Suite("System view controllers and bar items, as coordinators write them")
    @MainActor
    struct SystemControllersAndBars {
        private func window() -> (UIWindow, UINavigationController) {
            let navigation = UINavigationController(rootViewController: UIViewController(title: "Feed"))
            let window = UIWindow(frame: UIScreen.main.bounds)
            window.rootViewController = navigation
            window.makeKeyAndVisible()
            return (window, navigation)
        }

        @Test("navigation items, bar buttons and tab bar items keep what is set and change nothing in the tree")
        func barItems() throws {
            let (window, navigation) = window()
            let coordinator = ArticleCoordinator(navigationController: navigation)
            coordinator.start()
            let article = try #require(navigation.topViewController)
            #expect(article.navigationItem.rightBarButtonItem?.systemItem == .action)
            #expect(article.navigationItem.leftBarButtonItem?.title == "Close")
            #expect(article.navigationItem.leftBarButtonItem?.target === coordinator)
            #expect(article.navigationItem.title == "Article" && article.hidesBottomBarWhenPushed)
            article.title = "Story"
            #expect(
                article.navigationItem.title == "Story",
                "a view controller's title is its navigation item's, as in UIKit")

            let tabs = UITabBarController()
            navigation.tabBarItem = UITabBarItem(title: "Feed", image: UIImage(systemName: "list.bullet"), tag: 0)
            let appearance = UITabBarAppearance()
            appearance.configureWithOpaqueBackground()
            appearance.backgroundColor = .systemBackground
            tabs.tabBar.standardAppearance = appearance
            tabs.tabBar.unselectedItemTintColor = .gray
            #expect(navigation.tabBarItem.title == "Feed" && navigation.tabBarItem.tag == 0)

            let bar = UINavigationBarAppearance()
            bar.titleTextAttributes = [.foregroundColor: UIColor.label, .font: UIFont.boldSystemFont(ofSize: 17)]
            navigation.navigationBar.standardAppearance = bar
            navigation.navigationBar.scrollEdgeAppearance = bar
            #expect(HierarchySnapshot(window).renderTree().contains("UIViewController \"Story\""))
        }

        @Test(
            "the share sheet is presented as a sheet, the browser full screen with its URL, the mail composer as a sheet"
        )
        func systemControllers() throws {
            let (window, navigation) = window()
            let coordinator = ArticleCoordinator(navigationController: navigation)
            coordinator.share()
            let sheet = try #require(window.modalChain.last as? UIActivityViewController)
            #expect(
                sheet.excludedActivityTypes == [.print, .assignToContact] && sheet.modalPresentationStyle == .automatic)
            sheet.dismiss(animated: false)

            coordinator.open(URL(string: "https://example.com/help")!)
            let browser = try #require(window.modalChain.last as? SFSafariViewController)
            #expect(browser.modalPresentationStyle == .fullScreen)
            #expect(
                HierarchySnapshot(window).renderTree().contains(
                    "presents (fullScreen): SFSafariViewController (\"https://example.com/help\")"))
            browser.delegate?.safariViewControllerDidFinish(browser)
            #expect(coordinator.finished && window.modalChain.isEmpty)

            coordinator.mail()
            let composer = try #require(window.modalChain.last as? MFMailComposeViewController)
            #expect(composer.toRecipients == ["help@example.com"] && composer.subject == "Help")
        }

        @Test(
            "a search controller in the navigation item is kept; isBeingPresented is false once presented, and a double may override it"
        )
        func searchAndPresenting() {
            let (window, navigation) = window()
            let results = UIViewController(title: "Results")
            let search = UISearchController(searchResultsController: results)
            search.obscuresBackgroundDuringPresentation = false
            search.searchBar.placeholder = "Search articles"
            navigation.topViewController?.navigationItem.searchController = search
            #expect(navigation.topViewController?.navigationItem.searchController === search)
            let sheet = UIViewController(title: "Sheet")
            navigation.present(sheet, animated: true)
            #expect(!sheet.isBeingPresented && window.modalChain.count == 1)
            #expect(PresentingNow().isBeingPresented)
        }

        @Test("check's record of inert UIKit names the bars' items a coordinator sets")
        func inertRecord() async {
            let (_, members) = await InertUIKitUse.recording {
                let (_, navigation) = window()
                ArticleCoordinator(navigationController: navigation).start()
            }
            #expect(
                members.contains("UIBarButtonItem") && members.contains("UIViewController.navigationItem")
                    && members.contains("UIViewController.hidesBottomBarWhenPushed"))
        }
    }
}
