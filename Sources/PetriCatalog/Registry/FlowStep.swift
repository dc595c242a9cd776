import PetriSupport

/// One action a flow's walk plays: a tap on a screen's button, the back button, a swipe, a tab.
///
/// A walk is a list of them, checked by the compiler:
///
/// ```swift
/// FlowEntry.Walk("log in, product, swipe back", [.send("login"), .send("product", argument: "42"), .swipeBack(finishing: true)])
/// ```
///
/// A step has a textual form, the shell's words for it (``description``): `send product 42`,
/// `back --swipe`, `dismiss --cancel`, `tab 1`. Reports name steps that way (a leak "removed by
/// `back`"), and ``init(parsing:)`` reads it back.
public enum FlowStep: Sendable, Hashable, CustomStringConvertible {
    /// A tap that sends `event` from the topmost visible screen that declares it, with
    /// `argument` (`send product 42`); while an alert is up, a tap on its action titled `event`.
    case send(_ event: String, argument: String? = nil)
    /// The system back button of the deepest visible navigation stack (`back`).
    case back
    /// A swipe back from the left edge of the deepest visible navigation stack: the pop happens
    /// when `finishing` (`back --swipe`); given up half-way, the stack stays as it was
    /// (`back --cancel`).
    case swipeBack(finishing: Bool)
    /// A swipe down of the topmost modal presentation: it is dismissed when `finishing`
    /// (`dismiss`); given up half-way, it stays (`dismiss --cancel`).
    case dismiss(finishing: Bool)
    /// A tap on tab `index` of the visible tab bar, counting from 0 (`tab 1`): it selects the
    /// tab, or pops it to its root when it is selected already.
    case tab(Int)

    /// The shell's words for the step, as a script or a walk's report writes it: `send login`,
    /// `send product 42`, `back`, `back --swipe`, `back --cancel`, `dismiss`,
    /// `dismiss --cancel`, `tab 1`. A word with spaces or quotes is quoted as the shell reads
    /// it (`send 'Log out'`).
    public var description: String {
        switch self {
        case let .send(event, argument):
            ([Self.sendWord, event] + (argument.map { [$0] } ?? [])).map(Self.word).joined(separator: " ")
        case .back: Self.backWord
        case .swipeBack(let finishing): Self.backWord + " " + (finishing ? Self.swipeOption : Self.cancelOption)
        case .dismiss(let finishing): finishing ? Self.dismissWord : Self.dismissWord + " " + Self.cancelOption
        case .tab(let index): "\(Self.tabWord) \(index)"
        }
    }

    /// Reads a step from its textual form (``description``), split into words as the shell
    /// splits a line (quotes keep spaces).
    /// - Throws: ``FlowStepError`` naming the word that is wrong, with a near miss
    ///   (`sned login`: did you mean `send`?).
    public init(parsing text: String) throws(FlowStepError) {
        let words: [String]
        do {
            words = try CommandLineWords.split(text).texts
        } catch {
            throw .unclosedQuote(text, reason: error.description)
        }
        try self.init(words: words)
    }

    /// Reads a step from the shell's words for it: the action, then its words (`["back",
    /// "--swipe"]`). What the shell's gesture commands and ``init(parsing:)`` call.
    /// - Throws: ``FlowStepError`` naming the word that is wrong.
    package init(words: [String]) throws(FlowStepError) {
        guard let action = words.first else { throw .empty }
        let rest = Array(words.dropFirst())
        let options = rest.filter(Self.isOption)
        let arguments = rest.filter { !Self.isOption($0) }
        let accepted = Self.options[action] ?? []
        if let unknown = options.first(where: { !accepted.contains($0) }), Self.options[action] != nil {
            throw .unknownOption(
                unknown, action: action, accepted: accepted,
                suggestions: NearMiss.suggestions(for: unknown, among: accepted))
        }
        switch action {
        case Self.sendWord:
            guard let event = arguments.first else { throw .missingEvent }
            guard arguments.count <= 2 else { throw .unexpectedWords(Array(arguments.dropFirst(2)), action: action) }
            self = .send(event, argument: arguments.count == 2 ? arguments[1] : nil)
        case Self.backWord:
            guard arguments.isEmpty else { throw .unexpectedWords(arguments, action: action) }
            switch (options.contains(Self.swipeOption), options.contains(Self.cancelOption)) {
            case (false, false): self = .back
            case (true, false): self = .swipeBack(finishing: true)
            case (false, true): self = .swipeBack(finishing: false)
            case (true, true): throw .conflictingOptions([Self.swipeOption, Self.cancelOption], action: action)
            }
        case Self.dismissWord:
            guard arguments.isEmpty else { throw .unexpectedWords(arguments, action: action) }
            self = .dismiss(finishing: !options.contains(Self.cancelOption))
        case Self.tabWord:
            guard let word = arguments.first else { throw .missingTabIndex }
            guard arguments.count == 1 else { throw .unexpectedWords(Array(arguments.dropFirst()), action: action) }
            guard word.allSatisfy({ $0.isASCII && $0.isNumber }), let index = Int(word) else {
                throw .notATabIndex(word)
            }
            self = .tab(index)
        default:
            throw .unknownAction(action, suggestions: NearMiss.suggestions(for: action, among: Self.actions))
        }
    }

    /// The actions a step starts with, in the order messages list them.
    static let actions = [sendWord, backWord, dismissWord, tabWord]

    /// Every step's form, for messages: `send <event> [argument], back [--swipe|--cancel], …`.
    static let forms = "send <event> [argument], back [--swipe|--cancel], dismiss [--cancel] or tab <index>"

    private static let sendWord = "send"
    private static let backWord = "back"
    private static let dismissWord = "dismiss"
    private static let tabWord = "tab"
    private static let swipeOption = "--swipe"
    private static let cancelOption = "--cancel"

    /// The options each action takes.
    private static let options: [String: [String]] = [
        sendWord: [], backWord: [swipeOption, cancelOption], dismissWord: [cancelOption], tabWord: [],
    ]

    /// Whether `word` is an option (`--swipe`): two dashes and a name.
    private static func isOption(_ word: String) -> Bool {
        word.hasPrefix("--") && word.count > 2
    }

    /// `text` as one word the shell reads back: as is, or quoted when it is empty or holds
    /// spaces, quotes or backslashes (in single quotes, or double quotes when it holds one).
    private static func word(_ text: String) -> String {
        let plain = !text.isEmpty && !text.contains { $0.isWhitespace || $0 == "'" || $0 == "\"" || $0 == "\\" }
        if plain { return text }
        if !text.contains("'") { return "'" + text + "'" }
        var quoted = "\""
        for character in text {
            if character == "\"" || character == "\\" { quoted.append("\\") }
            quoted.append(character)
        }
        return quoted + "\""
    }
}
