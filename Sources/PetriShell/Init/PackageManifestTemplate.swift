/// The `Package.swift` of a package written by `petri init`: a catalog module that needs only
/// petri's library, the team's own tool, and the catalog's tests.
enum PackageManifestTemplate {
    /// The catalog module of an example catalog (`petri init`): the team's screens, written in
    /// the module, `@MainActor` by default as UIKit code is.
    static func exampleCatalogTarget(_ names: PackageNames, _ dependency: PetriDependency) -> String {
        #"""
                // The screens, their routes and their catalog entries: PetriDish only, no terminal.
                .target(
                    name: "\#(names.catalogModule)",
                    dependencies: [.product(name: "PetriDish", package: "\#(dependency.packageReference)")],
                    // The hierarchy is @MainActor, as UIKit is: the whole catalog module is too.
                    swiftSettings: [.defaultIsolation(MainActor.self)]),
        """#
    }

    /// The catalog module of a package around `petri import`'s output (`petri init --from`):
    /// the imported files under `Imported/`, compiled as the app's code is against UIKit: in the
    /// Swift 5 language mode, on the main actor by default (UIKit's Objective-C API is
    /// main-actor-isolated without strict checks, so an app's coordinators call it from
    /// unannotated code; against petri's Swift 6 hierarchy, main-actor default isolation does the
    /// same).
    static func importedCatalogTarget(_ names: PackageNames, _ dependency: PetriDependency, excluded: [String])
        -> String
    {
        let petri = dependency.packageReference
        let exclude =
            excluded.isEmpty ? "" : ",\n            exclude: [\(excluded.map { "\"\($0)\"" }.joined(separator: ", "))]"
        return #"""
                    // The screens: petri import's output in Imported/ as it wrote it (regenerate it there;
                    // `petri import … --check` in CI), and the launch and entries in \#(names.catalogType).swift.
                    .target(
                        name: "\#(names.catalogModule)",
                        dependencies: [
                            .product(name: "PetriDish", package: "\#(petri)"),
                            .product(name: "PetriHierarchy", package: "\#(petri)"),
                            .product(name: "RouteComposer", package: "\#(petri)"),
                        ]\#(exclude),
                        // The app's code as the app compiles it: Swift 5, UIKit's main-actor isolation.
                        swiftSettings: [.swiftLanguageMode(.v5), .defaultIsolation(MainActor.self)]),
            """#
    }

    /// The manifest, with `catalogTarget` as the catalog module's declaration.
    /// With `mainActorByDefault`, the tests are `@MainActor` by default too, as the catalog is.
    /// With `snapshotTests`, the tests depend on `PetriSnapshotTesting` too (the app's code never
    /// does) and keep their recorded snapshots in `__Snapshots__`.
    static func manifest(
        _ names: PackageNames, _ dependency: PetriDependency, catalogTarget: String, mainActorByDefault: Bool,
        snapshotTests: Bool = false
    ) -> String {
        let petri = dependency.packageReference
        var testDependencies = #"["\#(names.catalogModule)", .product(name: "PetriDish", package: "\#(petri)")]"#
        var testSettings = ""
        if snapshotTests {
            testDependencies = #"""
                [
                                "\#(names.catalogModule)", .product(name: "PetriDish", package: "\#(petri)"),
                                // Snapshot tests of the hierarchy, for the tests only: assertSnapshot(of: dish, as: .hierarchy).
                                .product(name: "PetriSnapshotTesting", package: "\#(petri)"),
                            ]
                """#
            testSettings += #"""
                ,
                            // The snapshots the tests recorded (assertSnapshot): read, not compiled.
                            exclude: ["__Snapshots__"]
                """#
        }
        if mainActorByDefault { testSettings += ",\n            swiftSettings: [.defaultIsolation(MainActor.self)]" }
        let swift = mainActorByDefault ? "Swift 6.2 or later: `.defaultIsolation` (SE-0466)." : "Swift 6.2 or later."
        return #"""
            // swift-tools-version:6.2
            // \#(names.tool): the app's screens in petri, and the team's own tool to browse, open and
            // check them. Written by `petri init`. \#(swift)
            import PackageDescription

            let package = Package(
                name: "\#(names.prefix)",
                // petri's own platforms: on Linux, the shell needs libedit (apt-get install libedit-dev).
                platforms: [.macOS(.v14)],
                dependencies: [
            \#(dependency.manifestLines)
                ],
                targets: [
            \#(catalogTarget)
                    // The team's own tool: `swift run \#(names.tool)`.
                    .executableTarget(
                        name: "\#(names.tool)",
                        dependencies: ["\#(names.catalogModule)", .product(name: "PetriShell", package: "\#(dependency.packageReference)")]),
                    .testTarget(
                        name: "\#(names.testModule)",
                        dependencies: \#(testDependencies)\#(testSettings)),
                ],
                swiftLanguageModes: [.v6]
            )

            """#
    }
}
