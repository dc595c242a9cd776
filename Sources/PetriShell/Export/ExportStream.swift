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
        let writers = Set(formats).sorted { $0.rawValue < $1.rawValue }.map { ExportFormatWriter(format: $0, outline: outline, directory: directory) }
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
    private static func each(_ writers: [ExportFormatWriter], _ body: @escaping @Sendable (ExportFormatWriter) async throws -> Void) async throws {
        try await withThrowingTaskGroup(of: Void.self) { group in
            for writer in writers { group.addTask { try await body(writer) } }
            try await group.waitForAll()
        }
    }
}

/// One format of a streamed export: what it writes before the first screen, with each batch of
/// screens, and after the last.
actor ExportFormatWriter {
    let format: ExportFormat
    let outline: CatalogExport
    let directory: ExportDirectory

    /// The file written a part at a time (`catalog.json`, `index.html`).
    private var file: ExportFile?
    /// The HTML page, and where it has got to.
    private var html: HTMLExport.Page?
    /// How many screens have been written.
    private var written = 0

    init(format: ExportFormat, outline: CatalogExport, directory: ExportDirectory) {
        self.format = format
        self.outline = outline
        self.directory = directory
    }

    func begin() throws {
        switch format {
        case .markdown:
            for (path, text) in outline.markdownOutlineFiles() { try directory.write(path, text, format: format) }
        case .json:
            file = try directory.open("catalog.json", format: format)
            try file?.append(outline.jsonOpening())
        case .html:
            let page = HTMLExport.Page(HTMLExport.Outline(outline))
            html = page
            file = try directory.open("index.html", format: format)
            try file?.append(page.opening)
        case .mermaid: try directory.write("graph.mmd", outline.graph.renderMermaid(), format: format)
        case .dot: try directory.write("graph.dot", outline.graph.renderDOT(name: outline.catalogName), format: format)
        case .svg: try directory.write("graph.svg", Graphviz.svg(fromDOT: outline.graph.renderDOT(name: outline.catalogName)), format: format)
        }
    }

    func add(_ entries: [CatalogExport.Entry]) throws {
        for entry in entries {
            try Task.checkCancellation()
            written += 1
            switch format {
            case .markdown:
                let (path, text) = outline.markdownPage(entry)
                try directory.write(path, text, format: format)
            case .json:
                try file?.append(CatalogExport.jsonEntry(entry, isLast: written == outline.entries.count))
            case .html:
                guard let text = html?.text(of: entry) else { continue }
                try file?.append(text)
            case .mermaid, .dot, .svg:
                continue
            }
        }
    }

    func finish() throws {
        switch format {
        case .json:
            try file?.append(outline.jsonClosing() + "\n")
        case .html:
            if let html { try file?.append(html.closing) }
        case .markdown, .mermaid, .dot, .svg:
            break
        }
        try file?.close()
        file = nil
    }
}
