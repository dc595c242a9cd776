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
        /// The navigation files to copy, by their path under the sources, besides those found.
        public var navigationFiles: [String]
        /// Whether to write the starter catalog (`ImportedCatalog.swift`).
        public var writesCatalog: Bool
        /// Whether to find navigation files in the sources (``NavigationDiscovery``): files that
        /// import RouteComposer or declare coordinators, routers and flows. Off, only
        /// ``navigationFiles`` are copied.
        public var discoversNavigation: Bool
        /// Files found that are not navigation files, by their path under the sources.
        public var excluded: [String]

        public init(
            navigationFiles: [String] = [], writesCatalog: Bool = false, discoversNavigation: Bool = true,
            excluded: [String] = []
        ) {
            self.navigationFiles = navigationFiles
            self.writesCatalog = writesCatalog
            self.discoversNavigation = discoversNavigation
            self.excluded = excluded
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
        /// The navigation files copied, in path order, with why each is one.
        public var navigation: [NavigationFile]
        /// Each module petri does not have that a navigation file imports, with the files that
        /// import it (their imports are commented out in the copies).
        public var missingModules: [String: [String]]
        /// The names the navigation files use that the app declares nowhere and that are not
        /// the standard library's, UIKit's or petri's, by the module they likely come from: a
        /// module the file imports that petri does not have (`""` when the file imports none: a
        /// bridging header's names, or Objective-C's). Sorted. What a stand-in for a missing
        /// module would declare.
        public var undeclaredNames: [String: [String]]
        /// How many catalog entries were written commented out, with a `TODO(petri import):`.
        public var catalogTodos: Int
        /// Each of the app's own modules whose sources are among the files imported, with the
        /// navigation files that import it by name (those imports are commented out).
        public var localModules: [String: [String]] = [:]
    }

    /// A navigation file, and why it is one.
    public struct NavigationFile: Sendable, Equatable {
        /// Its path under the sources.
        public var path: String
        /// Why: `listed with --navigation`, `imports RouteComposer`, `declares `FeedCoordinator``.
        public var reasons: [String]
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
        let discovery = NavigationDiscovery(sources, viewControllers: Set(model.viewControllers.keys))
        var leftOutFiles = sources.notInProject.map {
            (path: $0, why: "not among the Swift files the app's Xcode project compiles")
        }
        let navigationFiles = try self.navigationFiles(discovery, model: model, leftOut: &leftOutFiles)
        // The navigation files, copied.
        var navigation: [GeneratedFile] = []
        var findings: [NavigationFiles.Finding] = []
        var mentioned: [String] = []
        var missing: [NavigationFiles.MissingImport] = []
        var undeclared: [String: Set<String>] = [:]
        var local: [NavigationFiles.MissingImport] = []
        let localModules = LocalModules(sources)
        for entry in navigationFiles {
            let file = sources.swiftFiles.first { $0.path == entry.path }!
            let copied = NavigationFiles.copy(file, localModules: localModules)
            local += copied.local
            navigation.append(copied.file)
            findings += copied.findings
            mentioned += copied.mentioned
            missing += copied.missing
            for name in copied.used
            where !discovery.declaredNames.contains(name)
                && !ImportMapping.isKnown(name, importsRouteComposer: copied.importsRouteComposer)
            {
                undeclared[Self.module(of: name, missing: copied.missing.map(\.module)), default: []].insert(name)
            }
        }
        let paths = navigationFiles.map(\.path)
        // The starter catalog decides which contexts must decode.
        var skeleton = CatalogSkeleton(model: model)
        let storyboards = sources.storyboards.compactMap(Storyboard.read)
        var catalog = options.writesCatalog ? skeleton.file(storyboards: !storyboards.isEmpty) : nil
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
        let navigationPaths = Set(paths)
        // The members, globals and extensions the navigation files use.
        let uses = UseSites(navigation.map(\.text))
        let stubs = Stubs.forApp(model, navigationFiles: navigationPaths)
        var standIns = StandInWriter(model: model, navigationFiles: navigationPaths, uses: uses, stubs: stubs)
        let standInFiles = standIns.files()
        var support = SupportWriter(
            model: model, navigationFiles: navigationPaths, uses: uses, stubs: stubs, conformed: standIns.conformed)
        var supportFiles = support.files()
        var types = TypeWriter(
            model: model, needed: Array(Set(needed + standIns.mentioned + support.mentioned)).sorted(),
            decodable: options.writesCatalog ? skeleton.contexts : [],
            navigationFiles: navigationPaths, uses: uses, stubs: stubs)
        var typeFiles = types.files()
        // The app's protocols the types written conform to: their extensions give requirements
        // (`extension Localizable where Self: RawRepresentable { var tableName … }`), so they are
        // written too, and the types they mention.
        if !types.conformed.isSubset(of: standIns.conformed) {
            support = SupportWriter(
                model: model, navigationFiles: navigationPaths, uses: uses, stubs: stubs,
                conformed: standIns.conformed.union(types.conformed))
            supportFiles = support.files()
            types = TypeWriter(
                model: model, needed: Array(Set(needed + standIns.mentioned + support.mentioned)).sorted(),
                decodable: options.writesCatalog ? skeleton.contexts : [],
                navigationFiles: navigationPaths, uses: uses, stubs: stubs)
            typeFiles = types.files()
        }
        // A coordinator app (no RouteComposer configuration): its screens and its coordinators' flows.
        var coordinatorCatalog: CoordinatorCatalog?
        if options.writesCatalog, catalog == nil {
            var written = CoordinatorCatalog(
                model: model, discovery: discovery, navigationFiles: navigationPaths,
                standIns: Set(standIns.notes.keys), inertConformers: stubs.inertConformers)
            catalog = written.file(storyboards: !storyboards.isEmpty)
            coordinatorCatalog = written
        }
        var files = (standInFiles + typeFiles + supportFiles).map(GeneratedImports.petri) + navigation
        // The inert conformers first: their names are declared, so no universal stand-in takes them.
        files += InertConformers.files(
            referencedIn: files + [catalog].compactMap(\.self), protocols: model.declarations.protocols, stubs: stubs
        )
        .map(GeneratedImports.petri)
        // Before the universal stand-ins, so that `PetriInert` is declared when they look.
        if let inert = PetriInertValues.file(for: files) { files.append(inert) }
        files += support.universalFiles(for: files, alwaysAnything: types.usesAnything).map(GeneratedImports.petri)
        if let storyboardFile = StoryboardWriter(model: model).file(for: storyboards) {
            files.append(GeneratedImports.petri(storyboardFile))
        }
        if let catalog { files.append(GeneratedImports.petri(catalog)) }
        files.sort { $0.path < $1.path }
        var missingModules: [String: [String]] = [:]
        for entry in missing where missingModules[entry.module]?.contains(entry.place.file) != true {
            missingModules[entry.module, default: []].append(entry.place.file)
        }
        let undeclaredNames = undeclared.mapValues { $0.sorted() }
        let report = ImportReport(
            model: model, standInNotes: standIns.notes, types: types.written, storyboards: storyboards,
            navigation: navigationFiles, findings: findings, missing: missing, undeclaredNames: undeclaredNames,
            catalog: options.writesCatalog && coordinatorCatalog == nil ? skeleton : nil,
            coordinatorCatalog: coordinatorCatalog,
            writesCatalog: options.writesCatalog, leftOutFiles: leftOutFiles, support: support.notes, local: local
        ).text
        files.append(GeneratedFile(path: "IMPORT-REPORT.md", text: report))
        var localModuleFiles: [String: [String]] = [:]
        for entry in local where localModuleFiles[entry.module]?.contains(entry.place.file) != true {
            localModuleFiles[entry.module, default: []].append(entry.place.file)
        }
        return Output(
            files: files, report: report, findings: findings.count, navigation: navigationFiles,
            missingModules: missingModules, undeclaredNames: undeclaredNames,
            catalogTodos: coordinatorCatalog?.todos.count ?? 0, localModules: localModuleFiles)
    }

    /// The navigation files: those listed, and those found unless discovery is off, but those
    /// excluded; in path order.
    /// - Throws: ``ImportError/unknownNavigationFile(_:nearest:)`` for a file listed or excluded
    ///   that is not among the sources.
    private func navigationFiles(
        _ discovery: NavigationDiscovery, model: AppModel, leftOut: inout [(path: String, why: String)]
    ) throws -> [NavigationFile] {
        let paths = sources.swiftFiles.map(\.path)
        for path in options.navigationFiles + options.excluded where !paths.contains(path) {
            let last = path.split(separator: "/").last.map(String.init) ?? path
            let nearest = paths.filter { $0.hasSuffix("/" + path) || $0.hasSuffix(last) }
            throw ImportError.unknownNavigationFile(path, nearest: Array(nearest.prefix(3)))
        }
        var reasons: [String: [String]] = [:]
        for path in options.navigationFiles { reasons[path] = ["listed with --navigation"] }
        if options.discoversNavigation {
            for found in discovery.found { reasons[found.path, default: []] += found.reasons }
        }
        for path in options.excluded { reasons[path] = nil }
        // A SwiftUI view (a file importing SwiftUI declaring a type that conforms to `View`) cannot
        // compile in the dish: petri has no SwiftUI. Left out unless listed; its name, and
        // `UIHostingController<…>`, become stand-ins for the files that name them.
        for path in reasons.keys.sorted()
        where !options.navigationFiles.contains(path) && model.declarations.imports[path]?.contains("SwiftUI") == true {
            let views = model.declarations.values.filter { $0.place.file == path && $0.inherited.contains("View") }.map(
                \.name)
            guard let view = views.first else { continue }
            reasons[path] = nil
            leftOut.append(
                (
                    path,
                    "declares the SwiftUI view `\(view)`: petri has no SwiftUI; where the navigation files name it, `\(view)` is written without its SwiftUI conformances, keeping RouteComposer's (`ContextInstantiatable`, `ContextChecking`, `ContextAcceptingView`) with the members that answer them (or is a universal stand-in), and `UIHostingController<…>` is petri's"
                ))
        }
        // A class two navigation files declare (a stale copy left beside the file the app
        // compiles) is kept from the file named after it, or else the first; the other file
        // is left out. One listed with --navigation stays.
        var declaring: [String: [String]] = [:]
        for declaration in model.declarations.classes where reasons[declaration.place.file] != nil {
            if declaring[declaration.name]?.contains(declaration.place.file) != true {
                declaring[declaration.name, default: []].append(declaration.place.file)
            }
        }
        for name in declaring.keys.sorted() {
            guard let files = declaring[name]?.filter({ reasons[$0] != nil }).sorted(), files.count > 1 else {
                continue
            }
            let kept = files.first { $0.split(separator: "/").last == "\(name).swift" } ?? files[0]
            for file in files where file != kept && !options.navigationFiles.contains(file) {
                reasons[file] = nil
                leftOut.append((file, "declares `\(name)`, as \(kept) does: left out, \(kept) kept"))
            }
        }
        return reasons.keys.sorted().map { NavigationFile(path: $0, reasons: reasons[$0]!) }
    }

    /// The module a name the app declares nowhere likely comes from: the one a table of
    /// frameworks' names gives, if the file imports it, or else the first module petri does not
    /// have that the file imports; `""` for none.
    static func module(of name: String, missing: [String]) -> String {
        func key(_ module: String) -> String { module.lowercased().replacingOccurrences(of: ".", with: "") }
        if let known = ImportMapping.knownModuleNames[name] {
            let normal = key(known) == "oslog" ? ["oslog", "os"] : [key(known)]
            if let imported = missing.first(where: { normal.contains(key($0)) }) { return imported }
        }
        return missing.first ?? ""
    }
}
