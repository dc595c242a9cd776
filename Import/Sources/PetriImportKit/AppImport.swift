/// `petri import`: reads an app's sources and writes, under an output folder, a headless
/// stand-in for each view controller, the value types they and the routes take, the storyboards'
/// registrations, the navigation files named (imports made petri's), optionally a starter
/// catalog, and a report of what was copied, what became opaque and what will not compile.
///
/// The output depends only on the sources: files in path order, no dates, so CI can regenerate
/// it and fail on a difference.
public struct AppImport {
    /// What to import.
    public struct Options: Sendable {
        /// The navigation files to copy, by their path under the sources.
        public var navigationFiles: [String]
        /// Whether to write the starter catalog (`ImportedCatalog.swift`).
        public var writesCatalog: Bool

        public init(navigationFiles: [String] = [], writesCatalog: Bool = false) {
            self.navigationFiles = navigationFiles
            self.writesCatalog = writesCatalog
        }
    }

    /// What the import writes.
    public struct Output: Sendable, Equatable {
        /// The files, in path order, the report last.
        public var files: [GeneratedFile]
        /// The report's text (also `IMPORT-REPORT.md` among the files).
        public var report: String
        /// How many uses of UIKit outside the navigation model the navigation files have.
        public var findings: Int
    }

    private let sources: AppSources
    private let options: Options

    public init(sources: AppSources, options: Options = Options()) {
        self.sources = sources
        self.options = options
    }

    /// Runs the import.
    /// - Throws: ``ImportError/unknownNavigationFile(_:nearest:)`` for a navigation file that is
    ///   not among the sources.
    public func run() throws -> Output {
        let declarations = Declarations(sources)
        let model = AppModel(declarations)
        // The navigation files, copied.
        var navigation: [GeneratedFile] = []
        var findings: [NavigationFiles.Finding] = []
        var mentioned: [String] = []
        for path in options.navigationFiles.sorted() {
            guard let file = sources.swiftFiles.first(where: { $0.path == path }) else {
                let paths = sources.swiftFiles.map(\.path)
                let nearest = paths.filter { $0.hasSuffix("/" + path) || $0.hasSuffix(path.split(separator: "/").last.map(String.init) ?? path) }
                throw ImportError.unknownNavigationFile(path, nearest: Array(nearest.prefix(3)))
            }
            let (copied, found, names) = NavigationFiles.copy(file)
            navigation.append(copied)
            findings += found
            mentioned += names
        }
        // The starter catalog decides which contexts must decode.
        var skeleton = CatalogSkeleton(model: model)
        let storyboards = sources.storyboards.compactMap(Storyboard.read)
        let catalog = options.writesCatalog ? skeleton.file(storyboards: !storyboards.isEmpty) : nil
        // The types the stand-ins' initialisers, their contexts and the navigation files need.
        var needed = mentioned
        for declaration in model.viewControllers.values {
            for initializer in declaration.initializers where !initializer.isUIKits {
                needed += initializer.parameters.flatMap { TypeNames.mentioned(in: $0.type) }
            }
            needed += declaration.methods.values.flatMap { TypeNames.mentioned(in: $0) }
        }
        if options.writesCatalog {
            needed += declarations.destinations.flatMap { TypeNames.mentioned(in: $0.context) }
        }
        let navigationPaths = Set(options.navigationFiles)
        // The members, globals and extensions the navigation files use (issue 33).
        let uses = UseSites(navigation.map(\.text))
        let stubs = Stubs.forApp(model, navigationFiles: navigationPaths)
        var standIns = StandInWriter(model: model, navigationFiles: navigationPaths, uses: uses, stubs: stubs)
        let standInFiles = standIns.files()
        var support = SupportWriter(model: model, navigationFiles: navigationPaths, uses: uses, stubs: stubs, conformed: standIns.conformed)
        let supportFiles = support.files()
        needed += standIns.mentioned + support.mentioned
        var types = TypeWriter(
            model: model, needed: Array(Set(needed)).sorted(), decodable: options.writesCatalog ? skeleton.contexts : [],
            navigationFiles: navigationPaths, uses: uses, stubs: stubs)
        var files = standInFiles + types.files() + supportFiles + navigation
        files += support.universalFiles(for: files, alwaysAnything: types.usesAnything)
        if let storyboardFile = StoryboardWriter(model: model).file(for: storyboards) { files.append(storyboardFile) }
        if let catalog { files.append(catalog) }
        files.sort { $0.path < $1.path }
        let report = ImportReport(
            model: model, standInNotes: standIns.notes, types: types.written, storyboards: storyboards,
            navigation: options.navigationFiles.sorted(), findings: findings, catalog: options.writesCatalog ? skeleton : nil,
            support: support.notes
        ).text
        files.append(GeneratedFile(path: "IMPORT-REPORT.md", text: report))
        return Output(files: files, report: report, findings: findings.count)
    }
}
