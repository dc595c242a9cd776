import PetriDish

/// An export written a screen at a time: the main actor composes the screens in order (each a
/// fresh launch in a dish) while every format renders the batch composed before, each on a task
/// of its own, and writes it. A batch is let go once written, so memory holds the outline (the
/// documents, the graph, the flows) and two batches, however many screens the catalog has; the
/// files are the same bytes as rendering the whole export at once.
struct ExportStream {
    /// The export without its compositions (``CatalogExport/outline(catalog:variants:)``).
    let outline: CatalogExport
    let formats: [ExportFormat]
    let directory: ExportDirectory
    /// How many screens a batch holds.
    var batchSize = 64

    /// Writes every format: `compose` gives the entry at an index of the outline, composed.
    @MainActor
    func run(
        compose: @MainActor (_ index: Int) async -> CatalogExport.Entry,
        progress: @MainActor (_ done: Int, _ total: Int) -> Void = { _, _ in }
    ) async throws {
        let writers = Set(formats).sorted { $0.rawValue < $1.rawValue }.map {
            ExportFormatWriter(format: $0, outline: outline, directory: directory)
        }
        try await Self.each(writers) { try await $0.begin() }
        var rendering: Task<Void, any Error>?
        var batch: [CatalogExport.Entry] = []
        func hand(_ batch: [CatalogExport.Entry]) async throws {
            // The batch before must be written first: each format writes its screens in order.
            try await rendering?.value
            rendering = Task { try await Self.each(writers) { try await $0.add(batch) } }
        }
        do {
            for index in outline.entries.indices {
                // Ctrl-C in the shell: stop before the next screen; the export is written whole
                // or not at all (ExportWriter).
                try Task.checkCancellation()
                batch.append(await compose(index))
                progress(index + 1, outline.entries.count)
                if batch.count == batchSize {
                    try await hand(batch)
                    batch = []
                }
            }
            try await hand(batch)
            try await rendering?.value
        } catch {
            rendering?.cancel()
            _ = try? await rendering?.value
            throw error
        }
        try await Self.each(writers) { try await $0.finish() }
    }

    /// Runs `body` on every writer at once.
    private static func each(
        _ writers: [ExportFormatWriter], _ body: @escaping @Sendable (ExportFormatWriter) async throws -> Void
    ) async throws {
        try await withThrowingTaskGroup(of: Void.self) { group in
            for writer in writers { group.addTask { try await body(writer) } }
            try await group.waitForAll()
        }
    }
}

/// One format of a streamed export, written: what ``ExportRendering`` renders before the first
/// screen, with each batch of screens, and after the last, into the export's directory (through
/// Graphviz's `dot` for SVG).
actor ExportFormatWriter {
    let directory: ExportDirectory
    private var rendering: ExportRendering

    /// The files written a part at a time (`catalog.json`, `index.html`), by path.
    private var files: [String: ExportFile] = [:]

    init(format: ExportFormat, outline: CatalogExport, directory: ExportDirectory) {
        self.directory = directory
        rendering = ExportRendering(format: format, outline: outline)
    }

    var format: ExportFormat { rendering.format }

    func begin() throws {
        try write(rendering.opening())
    }

    func add(_ entries: [CatalogExport.Entry]) throws {
        for entry in entries {
            try Task.checkCancellation()
            try write(rendering.add(entry))
        }
    }

    func finish() throws {
        try write(rendering.closing())
        for file in files.values { try file.close() }
        files = [:]
    }

    private func write(_ outputs: [ExportOutput]) throws {
        for output in outputs {
            switch output {
            case let .file(path, text):
                try directory.write(path, text, format: format)
            case let .part(path, text):
                if files[path] == nil { files[path] = try directory.open(path, format: format) }
                try files[path]?.append(text)
            case let .graphviz(path, dot):
                try directory.write(path, Graphviz.svg(fromDOT: dot), format: format)
            }
        }
    }
}
