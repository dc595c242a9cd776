import UIKit

/// An attachment: a field of a framework's type, so it cannot be copied.
struct Attachment {
    let name: String
    let image: UIImage
}

final class AttachmentViewController: UIViewController {
    init(attachment: Attachment) {
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }
}
