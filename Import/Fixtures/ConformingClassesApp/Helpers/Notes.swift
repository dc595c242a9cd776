import Foundation

protocol NotesStoring: AnyObject {
    associatedtype Note
    func save(_ notes: [Note])
}

final class NoteStore: NotesStoring {
    typealias Note = String
    private(set) var notes: [String] = []
    func save(_ notes: [String]) { self.notes = notes }
}

protocol NotesLoading {
    func load<S: NotesStoring>(into store: S) where S.Note == String
}

// Needs only the standard library: copied as written.
final class NotesLoader: NotesLoading {
    func load<S: NotesStoring>(into store: S) where S.Note == String {
        store.save(["first", "second"])
    }
}

protocol Localizable {
    var tableName: String { get }
}

extension Localizable where Self: RawRepresentable, Self.RawValue == String {
    var tableName: String { "Localizable" }

    func callAsFunction() -> String {
        rawValue.localized(tableName: tableName)
    }
}

private extension String {
    func localized(tableName: String) -> String {
        NSLocalizedString(self, tableName: tableName, comment: "")
    }
}

enum Strings: String, Localizable {
    case notesTitle
    case noteTitle
}
