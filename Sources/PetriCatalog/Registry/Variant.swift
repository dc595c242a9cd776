public import PetriHierarchy

/// An alternative navigation configuration of the same app (an A/B test of the navigation: a tab
/// bar or a side menu). A variant builds the hierarchy the app launches with; screens then route
/// from it.
@MainActor
public struct Variant {
    /// The variant's name, as `variant <name>` takes it.
    public var name: String
    /// What distinguishes it.
    public var summary: String
    /// Builds the launch hierarchy in an empty window.
    public var launch: @MainActor (UIWindow) throws -> Void
    /// Where the variant was declared: named when its launch fails.
    public var location: CodeLocation

    /// Creates a variant declared where this initializer is called.
    public init(
        _ name: String, summary: String, file: String = #fileID, line: Int = #line,
        launch: @escaping @MainActor (UIWindow) throws -> Void
    ) {
        self.init(name, summary: summary, location: CodeLocation(file: file, line: line), launch: launch)
    }

    /// Creates a variant declared at `location`.
    public init(_ name: String, summary: String, location: CodeLocation, launch: @escaping @MainActor (UIWindow) throws -> Void) {
        self.name = name
        self.summary = summary
        self.location = location
        self.launch = launch
    }
}
