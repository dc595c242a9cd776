/// Where something was declared in the app's source: shown by `show`, and in start-up errors.
public struct CodeLocation: Sendable, Hashable, CustomStringConvertible {
    /// The file, as `#fileID` gives it (`ShopCatalog/Products.swift`).
    public var file: String
    /// The line.
    public var line: Int

    /// Creates a location.
    public init(file: String, line: Int) {
        self.file = file
        self.line = line
    }

    public var description: String { "\(file):\(line)" }
}
