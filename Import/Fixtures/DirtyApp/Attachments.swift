import UIKit

/// An attachment: a field of a view type petri does not have, so it cannot be copied.
struct Attachment {
    let name: String
    let preview: UIImageView
}

final class AttachmentViewController: UIViewController {
    init(attachment: Attachment) {
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }
}
