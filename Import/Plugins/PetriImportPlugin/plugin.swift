import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory petri-import --sources <app sources>
/// --output <folder> [--navigation <file>]… [--catalog] [--check]`, in an app team's catalog
/// package: runs `petri-import` with the folders read relative to the package.
@main
struct PetriImportPlugin: CommandPlugin {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        guard let sources = extractor.extractOption(named: "sources").first,
            let output = extractor.extractOption(named: "output").first
        else {
            throw Failure(
                description: "give --sources <the app's sources> and --output <a folder of this package>: "
                    + "swift package --allow-writing-to-package-directory petri-import --sources ../App --output Sources/AppStandIns"
            )
        }
        let package = context.package.directoryURL
        func resolved(_ path: String) -> String {
            path.hasPrefix("/") ? path : package.appending(path: path).path
        }
        let process = Process()
        process.executableURL = try context.tool(named: "petri-import").url
        process.arguments = [resolved(sources), "--output", resolved(output)] + extractor.remainingArguments
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(
                description: "petri-import failed (exit status \(process.terminationStatus)); its message is above")
        }
    }
}
