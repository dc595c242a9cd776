import ArgumentParser

/// `petri init <folder>`: writes an app team's catalog package, as `swift package init` does.
struct InitPackage: OneShotCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a package for an app's catalog and its own tool: a launch, two example screens, a test.",
        discussion: """
            The package and its tool are named after the folder (MyShop: the tool my-shop, the module MyShopCatalog), or \
            --name. It depends on petri by URL and version (--petri-url), or on a local checkout with --petri-path, a path \
            taken from the new package's folder; with neither, on the checkout this petri was built from. With --from, the package is built \
            around what `petri import --catalog` wrote, copied into its catalog module. A folder that is not empty is refused \
            unless --force, and a file that is there is never changed. Needs Swift 6.2 to build.
            """)

    @Argument(help: "The package's folder, created if it is missing.", completion: .directory)
    var folder: String

    @Option(help: "The tool's name: lowercase words joined by hyphens (the folder's name by default).")
    var name: String?

    @Option(
        name: .customLong("petri-url"),
        help: ArgumentHelp("The URL of petri's repository, depended on from this petri's version.", valueName: "url"))
    var petriURL: String?

    @Option(
        name: .customLong("petri-path"),
        help: ArgumentHelp(
            "Depend on the petri checkout at this path instead (relative to the new package's folder, or absolute).",
            valueName: "checkout"),
        completion: .directory)
    var petriPath: String?

    @Option(
        help: ArgumentHelp(
            "Build the package around this output of `petri import … --catalog`.", valueName: "import-output"),
        completion: .directory)
    var from: String?

    @Flag(help: "Write into a folder that is not empty, never changing a file that is there.")
    var force = false

    func validate() throws {
        if let petriURL, let petriPath {
            throw ValidationError(
                "give --petri-url or --petri-path, not both (--petri-url \(petriURL), --petri-path \(petriPath)): a package depends on one petri"
            )
        }
    }

    /// Needs no catalog: it writes files.
    func execute() async throws {
        let request = PackageInit.Request(
            folder: folder, name: name, petriURL: petriURL, petriPath: petriPath, from: from, force: force)
        try OneShot.finish(PackageInit.run(request, output: OneShot.output))
    }
}
