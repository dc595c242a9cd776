/// The files of `petri init --from <import output>`: the package around what `petri import
/// --catalog` wrote. The import's output is copied as it is into the catalog module's
/// `Imported/` folder; beside it, the module's public type launches the app (its storyboard's
/// initial view controller, when the import found one) and registers `ImportedCatalog`'s
/// entries; a test checks every entry.
enum ImportedCatalogTemplate {
    /// The folder the import's output is copied into, under the catalog module's sources.
    static let importedFolder = "Imported"

    /// Every file, for the import output `imported` holds.
    static func files(_ names: PackageNames, _ dependency: PetriDependency, imported: ImportOutput) -> [GeneratedFile] {
        let sources = "Sources/\(names.catalogModule)"
        let copied = imported.files.map { GeneratedFile("\(sources)/\(importedFolder)/\($0.path)", bytes: $0.contents) }
        let excluded = imported.files.filter { !$0.path.hasSuffix(".swift") }.map { "\(importedFolder)/\($0.path)" }
        let target = PackageManifestTemplate.importedCatalogTarget(names, dependency, excluded: excluded)
        return [
            GeneratedFile(".gitignore", ExampleCatalogTemplate.gitignore),
            GeneratedFile(
                "Package.swift",
                PackageManifestTemplate.manifest(names, dependency, catalogTarget: target, mainActorByDefault: false)),
            GeneratedFile(
                "\(sources)/\(names.catalogType).swift", catalog(names, initialStoryboard: imported.initialStoryboard)),
        ] + copied + [
            GeneratedFile("Sources/\(names.tool)/main.swift", MainTemplate.main(names)),
            GeneratedFile("Tests/\(names.testModule)/\(names.catalogType)Tests.swift", tests(names)),
        ]
    }

    /// The launch: the initial view controller of the storyboard the import registered as
    /// having one, or else a navigation controller for the team to replace with the app's.
    static func launch(initialStoryboard: String?) -> String {
        if let storyboard = initialStoryboard {
            return #"""
                        catalog.addVariant(Variant("app", summary: "the \#(storyboard) storyboard's initial view controller") { window in
                            window.rootViewController = UIStoryboard(name: "\#(storyboard)", bundle: nil).instantiateInitialViewController()
                        })
                """#
        }
        return #"""
                    // petri import found no storyboard with an initial view controller: put here what the
                    // app's scene delegate puts in its window.
                    catalog.addVariant(Variant("app", summary: "a navigation controller, until the app's own launch is here") { window in
                        try window.setRootViewController(UINavigationController(rootViewController: UIViewController(title: "Launch")))
                    })
            """#
    }

    static func catalog(_ names: PackageNames, initialStoryboard: String?) -> String {
        #"""
        import PetriDish
        import RouteComposer

        /// The app in petri: its launch, and the destinations `petri import` registered in
        /// Imported/ImportedCatalog.swift (edit that file's entries, or register more here).
        @MainActor
        public enum \#(names.catalogType) {
            /// The catalog `\#(names.tool)` opens.
            public static func catalog() throws -> ScreenCatalog {
                let catalog = ScreenCatalog(name: "\#(names.prefix)")
                try ImportedCatalog.register(in: catalog)
                // The launch: what the app's scene delegate puts in its window.
        \#(launch(initialStoryboard: initialStoryboard))
                return catalog
            }
        }

        """#
    }

    static func tests(_ names: PackageNames) -> String {
        #"""
        import PetriDish
        import \#(names.catalogModule)
        import Testing

        @MainActor
        @Suite("\#(names.catalogType)")
        struct \#(names.catalogType)Tests {
            @Test("every imported destination composes on screen from the app's launch, logged in")
            func check() async throws {
                let report = await CatalogCheck(catalog: try \#(names.catalogType).catalog()).run()
                #expect(report.succeeded, "\(report.cases.filter { !$0.passed })")
                #expect(!report.cases.isEmpty, "ImportedCatalog registers the configuration's destinations")
            }
        }

        """#
    }
}
