public import Foundation

// The system's view controllers an app presents: the share sheet, an in-app browser, the mail
// composer, search. Each takes its place in the hierarchy as UIKit's does (presented, with its
// default style); what it shows is not modelled, and its delegate is kept.

/// An activity type a share sheet offers (UIKit's `UIActivity.ActivityType`).
public struct UIActivityType: RawRepresentable, Sendable, Hashable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Mail.
    public static let mail = UIActivityType(rawValue: "com.apple.UIKit.activity.Mail")
    /// Messages.
    public static let message = UIActivityType(rawValue: "com.apple.UIKit.activity.Message")
    /// Copy.
    public static let copyToPasteboard = UIActivityType(rawValue: "com.apple.UIKit.activity.CopyToPasteboard")
    /// Print.
    public static let print = UIActivityType(rawValue: "com.apple.UIKit.activity.Print")
    /// AirDrop.
    public static let airDrop = UIActivityType(rawValue: "com.apple.UIKit.activity.AirDrop")
    /// Add to the reading list.
    public static let addToReadingList = UIActivityType(rawValue: "com.apple.UIKit.activity.AddToReadingList")
    /// Assign to a contact.
    public static let assignToContact = UIActivityType(rawValue: "com.apple.UIKit.activity.AssignToContact")
    /// Save to the camera roll.
    public static let saveToCameraRoll = UIActivityType(rawValue: "com.apple.UIKit.activity.SaveToCameraRoll")
}

/// A service a share sheet offers besides the system's (UIKit's `UIActivity`). Inert.
@MainActor
open class UIActivity {
    /// UIKit's spelling of ``UIActivityType``.
    public typealias ActivityType = UIActivityType

    /// An activity.
    public init() {}

    /// Its type.
    open var activityType: ActivityType? { nil }
    /// Its title.
    open var activityTitle: String? { nil }
}

/// The share sheet (UIKit's `UIActivityViewController`): presented as UIKit presents it, a sheet
/// (a popover on a pad). What it offers is not modelled; the items and the completion handler
/// are kept.
@MainActor
open class UIActivityViewController: UIViewController {
    /// UIKit's completion handler.
    public typealias CompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void

    /// What is shared.
    public let activityItems: [Any]
    /// The app's own services.
    public let applicationActivities: [UIActivity]?
    /// The system services left out.
    public var excludedActivityTypes: [UIActivity.ActivityType]?
    /// Told when the sheet closes.
    public var completionWithItemsHandler: CompletionWithItemsHandler?

    /// A share sheet for `activityItems`.
    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities
        super.init(title: "Share", context: nil)
    }
}

/// Told about an in-app browser (SafariServices' `SFSafariViewControllerDelegate`).
@MainActor
public protocol SFSafariViewControllerDelegate: AnyObject {
    /// The user tapped Done.
    func safariViewControllerDidFinish(_ controller: SFSafariViewController)
}

extension SFSafariViewControllerDelegate {
    public func safariViewControllerDidFinish(_ controller: SFSafariViewController) {}
}

/// An in-app browser (SafariServices' `SFSafariViewController`), presented full screen by
/// default as UIKit presents it. The page is not loaded; the URL is its context, so trees print
/// it (`SFSafariViewController(https://…)`).
@MainActor
open class SFSafariViewController: UIViewController {
    /// SafariServices' configuration.
    public final class Configuration {
        /// Whether reader mode opens automatically.
        public var entersReaderIfAvailable = false
        /// Whether the bars collapse on scroll.
        public var barCollapsingEnabled = true
        /// A configuration.
        public init() {}
    }

    /// The Done button's wording.
    public enum DismissButtonStyle: Int, Sendable {
        case done, close, cancel
    }

    /// The page.
    public let url: URL
    /// The configuration.
    public let configuration: Configuration
    /// Told when the user taps Done.
    public weak var delegate: (any SFSafariViewControllerDelegate)?
    /// The bars' tint, kept as set.
    public var preferredBarTintColor: UIColor?
    /// The controls' tint, kept as set.
    public var preferredControlTintColor: UIColor?
    /// The Done button's wording, kept as set.
    public var dismissButtonStyle: DismissButtonStyle = .done

    /// A browser showing `url`.
    public init(url: URL, configuration: Configuration = Configuration()) {
        self.url = url
        self.configuration = configuration
        super.init(title: nil, context: url.absoluteString)
        modalPresentationStyle = .fullScreen
    }
}

/// How a mail composer closed (MessageUI's `MFMailComposeResult`).
public enum MFMailComposeResult: Int, Sendable {
    case cancelled, saved, sent, failed
}

/// Told when the mail composer closes (MessageUI's `MFMailComposeViewControllerDelegate`).
@MainActor
public protocol MFMailComposeViewControllerDelegate: AnyObject {
    /// The composer closed with `result`.
    func mailComposeController(
        _ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: (any Error)?)
}

extension MFMailComposeViewControllerDelegate {
    public func mailComposeController(
        _ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: (any Error)?
    ) {}
}

/// The mail composer (MessageUI's `MFMailComposeViewController`), presented as a sheet. It can
/// always send in the dish (`canSendMail()`); what is set on it is kept.
@MainActor
open class MFMailComposeViewController: UIViewController {
    /// Whether mail can be sent: always, headless.
    public static func canSendMail() -> Bool { true }

    /// Told when it closes.
    public weak var mailComposeDelegate: (any MFMailComposeViewControllerDelegate)?
    /// The recipients.
    public private(set) var toRecipients: [String] = []
    /// The copied recipients.
    public private(set) var ccRecipients: [String] = []
    /// The subject.
    public private(set) var subject = ""
    /// The body.
    public private(set) var messageBody = ""
    /// Whether the body is HTML.
    public private(set) var isHTML = false

    /// A composer.
    public init() {
        super.init(title: "Mail", context: nil)
    }

    /// Sets the recipients.
    public func setToRecipients(_ recipients: [String]?) { toRecipients = recipients ?? [] }
    /// Sets the copied recipients.
    public func setCcRecipients(_ recipients: [String]?) { ccRecipients = recipients ?? [] }
    /// Sets the subject.
    public func setSubject(_ subject: String) { self.subject = subject }
    /// Sets the body.
    public func setMessageBody(_ body: String, isHTML: Bool) { (messageBody, self.isHTML) = (body, isHTML) }
    /// Adds an attachment (inert).
    public func addAttachmentData(_ data: Data, mimeType: String, fileName: String) {}
}

/// A search bar (UIKit's `UISearchBar`). Inert: kept as set.
@MainActor
public final class UISearchBar: UIView {
    /// UIKit's search bar styles.
    public enum Style: UInt, Sendable {
        case `default`, prominent, minimal
    }

    /// The style, kept as set.
    public var searchBarStyle: Style = .default
    /// The placeholder.
    public var placeholder: String?
    /// The text.
    public var text: String?
    /// The scope titles.
    public var scopeButtonTitles: [String]?
    /// Told about edits.
    public weak var delegate: AnyObject?

    /// A search bar.
    public init() {
        super.init(unrecordedFrame: .zero)
    }
}

/// Updates search results as the user types (UIKit's `UISearchResultsUpdating`).
@MainActor
public protocol UISearchResultsUpdating: AnyObject {
    /// The search text changed.
    func updateSearchResults(for searchController: UISearchController)
}

/// Search in a navigation bar (UIKit's `UISearchController`), with the view controller that
/// shows the results. Set on a ``UINavigationItem``, it is inert; presented, it takes its place
/// in the hierarchy as any view controller.
@MainActor
open class UISearchController: UIViewController {
    /// The view controller showing results, if any.
    public let searchResultsController: UIViewController?
    /// The search bar.
    public let searchBar = UISearchBar()
    /// Updates the results.
    public weak var searchResultsUpdater: (any UISearchResultsUpdating)?
    /// Whether the search is active.
    public var isActive = false
    /// Whether the presenting view is dimmed during search.
    public var obscuresBackgroundDuringPresentation = true
    /// Whether the navigation bar hides during search.
    public var hidesNavigationBarDuringPresentation = true
    /// Told about presentation.
    public weak var delegate: AnyObject?

    /// A search controller showing results in `searchResultsController` (or in place).
    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(title: nil, context: nil)
        InertUIKitUse.note("UISearchController")
    }
}
