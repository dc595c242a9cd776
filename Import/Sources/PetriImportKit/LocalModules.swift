/// The app's own modules whose sources are among the files imported: an app's libraries kept
/// in its folder (`Libraries/ImagesController/ImagesController/*.swift`, an Xcode framework
/// target's folder named as the module). Their declarations are imported with the app's, into
/// the same module, so `import ImagesController` has nothing left to import: the copies
/// comment it out and the report says so, instead of listing it as a module petri lacks.
struct LocalModules {
    /// The folders' names that hold Swift files, at any depth: the modules whose sources are here.
    let names: Set<String>

    init(_ sources: AppSources) {
        var names: Set<String> = []
        for file in sources.swiftFiles {
            let folders = file.path.split(separator: "/").dropLast()
            for folder in folders where Self.isModuleName(folder) { names.insert(String(folder)) }
        }
        self.names = names
    }

    init(names: Set<String>) {
        self.names = names
    }

    /// Whether `folder` can name a module: an identifier, capitalised (`ImagesController`,
    /// not `View Controllers` or `Base.lproj`).
    private static func isModuleName(_ folder: Substring) -> Bool {
        guard let first = folder.first, first.isUppercase else { return false }
        return folder.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    /// Whether `module` (the first component of an import's path) is one of them.
    func contains(_ module: String) -> Bool {
        names.contains(module)
    }
}
