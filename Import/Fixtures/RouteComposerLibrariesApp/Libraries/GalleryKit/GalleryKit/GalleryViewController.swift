import UIKit

/// A screen of the app's own framework, built in the app's folder.
public final class GalleryViewController: UIViewController {
    public var albumID: String?
}
