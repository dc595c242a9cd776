/// Reading type names out of type text, and the types every Swift file has.
enum TypeNames {
    /// The standard library's and Foundation's types a context may use as they are.
    static let standard: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "CGFloat", "Bool", "String", "Character", "Substring", "URL", "UUID", "Date", "Decimal",
        "Data", "TimeInterval", "Any", "AnyObject", "Void", "Optional", "Array", "Dictionary", "Set", "Never", "Error",
        "Result", "Self", "Bundle", "NSCoder",
    ]

    /// UIKit's view-controller classes, as petri has them.
    static let uikitViewControllers: [String: String] = [
        "UIViewController": "UIViewController",
        "UINavigationController": "UINavigationController",
        "UITabBarController": "UITabBarController",
        "UISplitViewController": "UISplitViewController",
        // Not modelled beyond their place in the hierarchy: a view controller in the dish.
        "UITableViewController": "UIViewController",
        "UICollectionViewController": "UIViewController",
        "UIPageViewController": "UIViewController",
        "UIAlertController": "UIViewController",
        "UIActivityViewController": "UIViewController",
        "UIImagePickerController": "UINavigationController",
        "UIDocumentPickerViewController": "UIViewController",
        "UIHostingController": "UIViewController",
        "UISearchController": "UISearchController",
        "UIReferenceLibraryViewController": "UIViewController",
    ]

    /// petri's view controllers with a designated initialiser of their own, which a subclass's
    /// initialisers call (with the argument the app's initialiser has of that label, or the default).
    static let ownDesignatedInitializer: [String: (label: String, value: String)] = [
        "UISearchController": ("searchResultsController", "nil")
    ]

    /// The type names `text` mentions, in order, once each: `[CartItem]?` gives `CartItem`,
    /// `Result<Cart, Error>` gives `Result`, `Cart`, `Error`.
    static func mentioned(in text: String) -> [String] {
        var names: [String] = []
        var current = ""
        func flush() {
            if let first = current.first, first.isLetter || first == "_",
                !["any", "some", "inout", "throws", "async"].contains(current),
                !names.contains(current)
            {
                names.append(current)
            }
            current = ""
        }
        var afterDot = false
        for character in text {
            if character.isLetter || character.isNumber || character == "_" {
                current.append(character)
            } else {
                if !afterDot { flush() } else { current = "" }
                afterDot = character == "."
            }
        }
        if !afterDot { flush() }
        return names
    }

    /// `productDetails` → `Product Details`; `ProductDetailsViewController` → `Product Details`.
    static func title(of name: String) -> String {
        var base = name
        for suffix in ["ViewController", "Controller", "Screen", "Configuration"]
        where base.hasSuffix(suffix) && base.count > suffix.count {
            base = String(base.dropLast(suffix.count))
            break
        }
        var words: [String] = []
        var word = ""
        for character in base {
            if character.isUppercase, !word.isEmpty, !(word.last?.isUppercase ?? false) {
                words.append(word)
                word = ""
            }
            word.append(character)
        }
        if !word.isEmpty { words.append(word) }
        return words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
    }
}
