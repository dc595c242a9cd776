import Foundation
import PetriDish
public import SnapshotTesting

extension Diffing where Value == String {
    /// Trees as `petri tree` prints them, stored as the tree text with a final line break.
    ///
    /// When the recorded tree and this run's differ, the failure says what changed from the one
    /// to the other in the words of `petri diff` (`+ ReviewsViewController pushed onto …`), then
    /// line by line, as ``Diffing/lines`` would; both are attached. Each text is read back into a
    /// hierarchy to be compared: a recorded file petri cannot read as a tree (edited by hand,
    /// printed with other glyphs) gets the line diff alone, with the reason.
    public static var hierarchy: Diffing<String> {
        .diff(toData: HierarchyFailure.data, fromData: HierarchyFailure.text) { recorded, current in
            HierarchyFailure.compare(recorded, current, format: "tree") { text throws(HierarchyTreeError) in
                try HierarchySnapshot(tree: text)
            }
        }
    }

    /// Hierarchies as `petri tree --json` prints them (the versioned JSON of
    /// `docs/hierarchy-json.md`), stored with a final line break; a failure reads both documents
    /// and says what changed in the words of `petri diff`, then line by line, as
    /// ``Diffing/hierarchy`` does.
    public static var hierarchyJSON: Diffing<String> {
        .diff(toData: HierarchyFailure.data, fromData: HierarchyFailure.text) { recorded, current in
            HierarchyFailure.compare(recorded, current, format: "JSON") { text throws(HierarchyJSONError) in
                try HierarchySnapshot(json: text)
            }
        }
    }
}

/// What a failed hierarchy snapshot says: petri's diff of the two hierarchies, then the lines.
enum HierarchyFailure {
    /// The reference file's bytes: the text and a final line break.
    static func data(_ text: String) -> Data {
        Data((text + "\n").utf8)
    }

    /// The text of a reference file, without the final line breaks an editor may add or keep.
    static func text(_ data: Data) -> String {
        var text = String(decoding: data, as: UTF8.self)
        while text.last?.isNewline == true { text.removeLast() }
        return text
    }

    /// `nil` when the texts are equal; otherwise the message and its attachments: what changed
    /// from `recorded` to `current` as `petri diff` says it, each read with `read`, then the line
    /// diff swift-snapshot-testing gives.
    static func compare<Failure: Error>(
        _ recorded: String, _ current: String, format: String,
        read: (String) throws(Failure) -> HierarchySnapshot
    ) -> (String, [DiffAttachment])? {
        guard recorded != current, let (lines, lineAttachments) = Diffing<String>.lines.diffV2(recorded, current)
        else { return nil }
        let changes: String
        var attachments = lineAttachments
        do throws(Failure) {
            let diff = HierarchyDiff(from: try read(recorded), to: try read(current))
            changes =
                diff.isEmpty
                ? "petri diff finds no view controller added, removed, moved or changed; the lines say what differs."
                : "What changed since the recorded hierarchy, as petri diff says it:\n" + diff.render(style: .unicode)
            attachments.append(.data(Data((diff.render(style: .unicode) + "\n").utf8), name: "hierarchy-diff.txt"))
        } catch {
            changes = "The recorded snapshot is not a hierarchy's \(format) petri can read (\(error)): the lines alone."
        }
        return (changes + "\n\nLine by line (− recorded, + now):\n" + lines, attachments)
    }
}
