import CEditLine
import Foundation

/// Reads lines from a terminal with libedit: emacs-style editing, UTF-8 input, Tab
/// completion, and history that Up/Down browse and that persists across runs.
///
/// - Ctrl-C cancels the line being typed and returns `.interrupted`, whenever it is pressed
///   while `readLine` runs, even while the editor is busy between two keys (echoing,
///   completing). Ctrl-Z suspends petri with the terminal as it was, and `fg` brings the prompt
///   and the line back; a resized terminal is followed. While `readLine` waits, these signals
///   are caught and handled between keys (see `cel_catch_signals`); the previous dispositions
///   are restored before `readLine` returns, so outside of reading Ctrl-C behaves as it did
///   before (by default it ends the process).
/// - Ctrl-D on an empty line returns `.endOfInput`.
/// - Tab asks the request's `CompletionProvider`; see `Completion`.
///
/// Use it only when standard input and output are a terminal (see `Terminal`), and keep at
/// most one instance alive: libedit's signal handling is process-wide. Creating it sets the
/// process's `LC_CTYPE` locale to a UTF-8 one. Not thread-safe; use it from one thread.
package final class EditLineReader: LineReader {
    /// How many entries the history keeps unless told otherwise.
    package static let defaultHistoryLimit = 1000

    private let editor: OpaquePointer
    private let history: OpaquePointer
    private let historyFile: HistoryFile?
    /// The current prompt as a C string; libedit asks for it while drawing and requires it
    /// to stay valid, so it lives until the next prompt replaces it.
    private var prompt: UnsafeMutablePointer<CChar>
    /// Completion for the line being read.
    private var completion: CompletionProvider?
    /// The line as the previous Tab left it, to recognise a repeated Tab.
    private var lineAfterLastTab: EditedLine?
    private var isClosed = false

    /// Sets up libedit on standard input and output.
    ///
    /// - Parameters:
    ///   - historyFile: The file history is loaded from now and appended to after every
    ///     entry, so it survives a crash or `exit()`, and other sessions appending to it at
    ///     the same time lose nothing (see `HistoryFile`; mode 0600, in a directory that must
    ///     exist); `nil` keeps history in memory only. A missing file is an empty history; a
    ///     file that cannot be read or written, or that is not text, is reported once on
    ///     standard error and then left alone.
    ///   - historyLimit: The most entries kept. A line equal to the newest entry is not
    ///     entered again.
    /// - Returns: `nil` when libedit cannot be initialised.
    package init?(historyFile: String?, historyLimit: Int = defaultHistoryLimit) {
        // Without a UTF-8 LC_CTYPE, libedit silently drops non-ASCII input.
        cel_use_utf8_locale()
        guard let editor = cel_init(ToolIdentity.current.name) else { return nil }
        guard let history = cel_history_init() else {
            cel_end(editor)
            return nil
        }
        self.editor = editor
        self.history = history
        self.historyFile = historyFile.map { HistoryFile(path: $0, limit: historyLimit) }
        self.prompt = Self.makeCString("")

        // Callbacks find this object again through the editor's client data.
        cel_set_client_data(editor, Unmanaged.passUnretained(self).toOpaque())
        cel_set_prompt(editor) { editor in
            EditLineReader.owner(of: editor).prompt
        }
        cel_set_editor(editor, "emacs")
        cel_read_with_signals(editor)
        cel_add_function(editor, "petri-complete", "Complete the word before the cursor") { editor, _ in
            EditLineReader.owner(of: editor).completeWordBeforeCursor()
        }
        cel_bind_key(editor, "^I", "petri-complete")
        // Up and Down recall the history entries that start with what is typed before the
        // cursor (all of them on an empty line); Ctrl-R searches incrementally.
        for up in ["\u{1B}[A", "\u{1B}OA"] { cel_bind_key(editor, up, "ed-search-prev-history") }
        for down in ["\u{1B}[B", "\u{1B}OB"] { cel_bind_key(editor, down, "ed-search-next-history") }
        cel_bind_key(editor, "^R", "em-inc-search-prev")

        cel_history_set_size(history, Int32(clamping: historyLimit))
        cel_history_set_unique(history, 1)
        cel_set_history(editor, history)
        if let file = self.historyFile {
            do {
                for line in try file.load() { cel_history_enter(history, line) }
            } catch {
                Self.warn(error.description)
            }
        }
    }

    deinit {
        close()
    }

    /// Shows the prompt and lets the user edit a line until Return, Ctrl-C or Ctrl-D.
    /// After `close()`, returns `.endOfInput`.
    package func readLine(_ request: LineRequest) -> LineInput {
        guard !isClosed else { return .endOfInput }
        setPrompt(request.prompt)
        completion = request.completion
        lineAfterLastTab = nil
        defer { completion = nil }

        let previousSignalHandling = cel_catch_signals(editor)
        var count: Int32 = 0
        let rawLine = cel_gets(editor, &count)
        let readError = errno
        let text = rawLine.map { String(cString: $0) }
        if let previousSignalHandling {
            cel_restore_signals(previousSignalHandling)
        }

        guard var line = text else {
            // Leave the cursor on a fresh line for whatever comes next.
            if count == -1 && readError == EINTR {
                cel_write(editor, "^C\n")
                return .interrupted
            }
            cel_write(editor, "\n")
            return .endOfInput
        }
        if line.hasSuffix("\n") {
            line.removeLast()
        }
        if request.addsToHistory && line.contains(where: { !$0.isWhitespace }) {
            cel_history_enter(history, line)
            do {
                try historyFile?.append(line)
            } catch {
                Self.warn(error.description)
            }
        }
        return .line(line)
    }

    /// Saves any unsaved history, restores the terminal and releases libedit. Called by
    /// `deinit`; calling it again does nothing.
    package func close() {
        guard !isClosed else { return }
        isClosed = true
        cel_end(editor)
        cel_history_end(history)
        prompt.deallocate()
    }

    // MARK: - Callbacks

    private static func owner(of editor: OpaquePointer) -> EditLineReader {
        guard let context = cel_client_data(editor) else {
            preconditionFailure("libedit called back into an editor that has no EditLineReader")
        }
        return Unmanaged<EditLineReader>.fromOpaque(context).takeUnretainedValue()
    }

    /// The Tab key: edits the line, lists candidates or beeps, per `CompletionStep`.
    private func completeWordBeforeCursor() -> UInt8 {
        let line = EditedLine(cel_current_line(editor))
        guard let completion else {
            return UInt8(CC_REFRESH_BEEP)
        }
        let textBeforeCursor = line.textBeforeCursor
        let step = CompletionStep(
            completion: completion(line.text, textBeforeCursor.count),
            textBeforeCursor: textBeforeCursor,
            isRepeated: line == lineAfterLastTab
        )
        switch step {
        case let .edit(deleting, inserting):
            cel_delete_before_cursor(editor, Int32(deleting))
            let inserted = cel_insert(editor, inserting) == 0
            lineAfterLastTab = EditedLine(cel_current_line(editor))
            return UInt8(inserted ? CC_REFRESH : CC_REFRESH_BEEP)
        case let .list(candidates):
            lineAfterLastTab = line
            let rows = columnLayout(of: candidates, width: Terminal.width ?? 80)
            cel_write(editor, "\n" + rows.joined(separator: "\n") + "\n")
            return UInt8(CC_REDISPLAY)
        case .beep:
            lineAfterLastTab = line
            return UInt8(CC_REFRESH_BEEP)
        }
    }

    // MARK: - Helpers

    private func setPrompt(_ text: String) {
        let previous = prompt
        prompt = Self.makeCString(text)
        previous.deallocate()
    }

    /// Tells the user, on standard error, why history is not kept. `HistoryFile` throws at most
    /// once per session, so this is said once.
    static func warn(_ text: String) {
        FileHandle.standardError.write(Data("warning: \(text)\n".utf8))
    }

    /// A heap copy of `text` as a NUL-terminated C string; the caller deallocates it.
    private static func makeCString(_ text: String) -> UnsafeMutablePointer<CChar> {
        let bytes = text.utf8CString
        let storage = UnsafeMutableBufferPointer<CChar>.allocate(capacity: bytes.count)
        _ = storage.initialize(from: bytes)
        return storage.baseAddress!
    }
}

/// A copy of the line libedit is editing, decoded from its UTF-8 bytes.
private struct EditedLine: Equatable {
    let text: String
    let textBeforeCursor: String

    init(_ line: cel_line) {
        let bytes = UnsafeRawBufferPointer(start: line.buffer, count: Int(line.length))
        text = String(decoding: bytes, as: UTF8.self)
        textBeforeCursor = String(decoding: bytes.prefix(Int(line.cursor)), as: UTF8.self)
    }
}
