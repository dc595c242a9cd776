/// What a command's positional arguments are, so Tab can complete them.
enum ArgumentKind: Equatable {
    /// No arguments.
    case none
    /// A screen id, then `name=value` parameters or an example name.
    case screenWithValues
    /// A screen id.
    case screen
    /// A command name.
    case command
    /// A variant name.
    case variant
    /// A tab of the visible tab bar.
    case tab
    /// `name=value` settings.
    case settings
    /// Free words.
    case words
    /// A coordinator flow's id.
    case flow
    /// An event a visible screen sends.
    case event
    /// A lifecycle event of the app (`background`, `didBecomeActive`).
    case lifecycle
    /// The name of a shown window (`Window`, `Lock`).
    case window
    /// A file's path: folders, and the files with one of `extensions` (any file when empty);
    /// `several` when the command takes more than one.
    case file(extensions: [String], several: Bool)
    /// A folder's path.
    case directory
}
