import PetriSupport

/// How hierarchies and diffs are drawn as text: the glyphs (Unicode box drawing or plain ASCII)
/// and a hook that decorates each piece of text according to its role.
///
/// The renderers never colour anything. A shell that wants colours keeps the tree and adds escape
/// codes around the pieces it cares about:
///
/// ```swift
/// var style = HierarchyTextStyle.unicode
/// style.decorate = { role, text in
///     switch role {
///     case .typeName: "\u{1B}[1m\(text)\u{1B}[0m"
///     case .branch, .annotation, .hiddenMarker: "\u{1B}[2m\(text)\u{1B}[0m"
///     default: text
///     }
/// }
/// print(snapshot.renderTree(style: style))
/// ```
public struct HierarchyTextStyle: Sendable {
    /// What a piece of rendered text is, so ``decorate`` can style it.
    public enum Role: String, Sendable, Hashable, CaseIterable {
        /// The first line of a tree: the window's name.
        case header
        /// Tree-drawing characters (`├─`, `│`, `└─`).
        case branch
        /// A view controller's type name.
        case typeName
        /// A view controller's title, quoted.
        case title
        /// A view controller's context, in parentheses.
        case context
        /// Secondary facts: a container's kind (`[navigation]`), `not dismissible`.
        case annotation
        /// Where a child sits in its container: `tab 0`, `primary`, `secondary`.
        case label
        /// The mark of a view controller on the visible path (`●`).
        case visibleMarker
        /// The mark of a view controller that is not on screen (`○`).
        case hiddenMarker
        /// The mark of the selected tab (`(selected)` in trees, `*` in the one-line form).
        case selection
        /// A modal presentation (`⇒ presents (formSheet)`), as distinct from containment.
        case presentation
        /// A diff line that adds something (`+ …`).
        case added
        /// A diff line that removes something (`- …`).
        case removed
        /// A diff line that changes something in place (`~ …`).
        case changed
        /// The line of a diff with no changes.
        case unchanged
    }

    /// The characters the renderers draw with.
    public struct Glyphs: Sendable, Equatable {
        /// Before a child that has siblings after it (`├─ `).
        public var branch: String
        /// Before the last child (`└─ `).
        public var lastBranch: String
        /// Continues the line of an ancestor that has more children (`│  `).
        public var continuation: String
        /// Below an ancestor that was the last child (three spaces).
        public var gap: String
        /// Marks a view controller on the visible path.
        public var visibleMarker: String
        /// Marks a view controller that is not on screen.
        public var hiddenMarker: String
        /// Introduces a modal presentation.
        public var presents: String
        /// Between an old and a new value in diffs (`→`).
        public var arrow: String

        /// Creates a set of glyphs.
        public init(
            branch: String, lastBranch: String, continuation: String, gap: String,
            visibleMarker: String, hiddenMarker: String, presents: String, arrow: String
        ) {
            self.branch = branch
            self.lastBranch = lastBranch
            self.continuation = continuation
            self.gap = gap
            self.visibleMarker = visibleMarker
            self.hiddenMarker = hiddenMarker
            self.presents = presents
            self.arrow = arrow
        }

        /// Box-drawing characters, `●`/`○` marks and `⇒`.
        public static let unicode = Glyphs(
            branch: "├─ ", lastBranch: "└─ ", continuation: "│  ", gap: "   ",
            visibleMarker: "●", hiddenMarker: "○", presents: "⇒", arrow: "→"
        )

        /// Plain ASCII for terminals and logs that mangle anything else.
        public static let ascii = Glyphs(
            branch: "|- ", lastBranch: "`- ", continuation: "|  ", gap: "   ",
            visibleMarker: "*", hiddenMarker: "o", presents: "=>", arrow: "->"
        )
    }

    /// The characters to draw with.
    public var glyphs: Glyphs

    /// Decorates one piece of text according to its role; returns it unchanged by default.
    ///
    /// It is called once per piece, never on a whole line, and must not change what the text
    /// says (adding terminal escape codes is the intended use).
    public var decorate: @Sendable (Role, String) -> String

    /// Creates a style.
    public init(glyphs: Glyphs = .unicode, decorate: @escaping @Sendable (Role, String) -> String = { _, text in text })
    {
        self.glyphs = glyphs
        self.decorate = decorate
    }

    /// Unicode glyphs, no decoration.
    public static let unicode = HierarchyTextStyle(glyphs: .unicode)

    /// ASCII glyphs, no decoration.
    public static let ascii = HierarchyTextStyle(glyphs: .ascii)

    /// Decorates `text` for `role`; empty text stays empty.
    func callAsFunction(_ role: Role, _ text: String) -> String {
        text.isEmpty ? text : decorate(role, text)
    }
}

extension String {
    /// The text on one line: line breaks, tabs and other control characters are written as
    /// escapes so a context description can never break a tree.
    var singleLine: String {
        guard unicodeScalars.contains(where: UserText.isControl) else { return self }
        var result = ""
        for scalar in unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where UserText.isControl(scalar):
                result += "\\u{\(String(scalar.value, radix: 16))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
