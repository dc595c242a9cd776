import Foundation

/// Graphviz's `dot`, which turns the navigation graph into SVG when it is installed.
enum Graphviz {
    /// Why SVG could not be made.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// `dot` found on `PATH`, if any.
    static var executable: URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("dot") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// The SVG `dot -Tsvg` renders from `dot`.
    static func svg(fromDOT dot: String) throws -> String {
        guard let executable else {
            throw Failure(
                description:
                    "--format svg needs Graphviz's dot, which is not installed: apt-get install graphviz (or brew install graphviz), or export --format dot and render it elsewhere"
            )
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = ["-Tsvg"]
        let input = Pipe(), output = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Write and read on separate threads' worth of buffers: the graph is small, but dot
        // may start writing before it has read everything.
        let writer = Thread {
            input.fileHandleForWriting.write(Data(dot.utf8)); try? input.fileHandleForWriting.close()
        }
        writer.start()
        let svg = output.fileHandleForReading.readDataToEndOfFile()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(
                description:
                    "Graphviz's dot failed (status \(process.terminationStatus)): \(String(decoding: message, as: UTF8.self))"
            )
        }
        return String(decoding: svg, as: UTF8.self)
    }
}
