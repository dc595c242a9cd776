import Foundation

/// Who the tool is: the command name its usage, help, errors and prompt show, its version, and
/// the name its history is kept under. An app team's tool built on petri is its own
/// (`shopdish`), with its own history file, not another `petri`.
///
/// ```swift
/// await PetriMain.run(catalog: ShopCatalog.make, tool: ToolIdentity(name: "shopdish", version: "2.4.0"))
/// ```
public struct ToolIdentity: Sendable, Equatable {
    /// The command name (`petri`, `shopdish`).
    public var name: String
    /// What `--version` prints.
    public var version: String

    /// A tool named `name` at `version` (petri's own version by default).
    public init(name: String, version: String = PetriVersion.current) {
        self.name = name
        self.version = version
    }

    /// petri itself.
    public static let petri = ToolIdentity(name: "petri")

    /// The tool named after the executable that runs (`.build/debug/shopdish` → `shopdish`);
    /// petri when the name cannot be read.
    public static var fromExecutable: ToolIdentity {
        ToolIdentity(name: commandName(ofPath: CommandLine.arguments.first ?? ""))
    }

    /// The last component of the path an executable was started by, `petri` when it has none.
    /// Read from the text: a `URL` would resolve the path against the working directory and
    /// bring in Foundation's file system at start-up, which every command pays.
    static func commandName(ofPath path: String) -> String {
        let name = path.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? ""
        return name.isEmpty ? "petri" : name
    }

    /// The identity of the running tool: set once by ``PetriMain/run(catalog:arguments:tool:)``
    /// before anything is parsed or printed; read by the command line's configuration, which
    /// ArgumentParser asks for statically.
    static var current: ToolIdentity {
        get { lock.lock(); defer { lock.unlock() }; return stored }
        set { lock.lock(); defer { lock.unlock() }; stored = newValue }
    }

    private static let lock = NSLock()
    /// Guarded by `lock`.
    nonisolated(unsafe) private static var stored = ToolIdentity.petri
}
