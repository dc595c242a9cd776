/// A file the import writes, by its path under the output folder.
public struct GeneratedFile: Sendable, Equatable {
    /// Its path under the output folder.
    public var path: String
    /// Its text.
    public var text: String

    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}
