import Testing
@testable import PetriShell

@Suite("Column layout of completion candidates")
struct ColumnLayoutTests {
    @Test func nothingToLayOut() {
        #expect(columnLayout(of: [], width: 80) == [])
    }

    @Test func fillsColumnsTopToBottomThenLeftToRight() {
        // Column width 4 + 2 = 6; (20 + 2) / 6 = 3 columns, so 5 items take 2 rows.
        let rows = columnLayout(of: ["a", "bb", "ccc", "dddd", "e"], width: 20)
        #expect(
            rows == [
                "a     ccc   e",
                "bb    dddd",
            ])
    }

    @Test func everythingOnOneRowWhenItFits() {
        #expect(columnLayout(of: ["show", "shutdown"], width: 80) == ["show      shutdown"])
    }

    @Test func lastColumnNeedsNoTrailingSpacing() {
        // Exactly 2 × 4 + 2 = 10 columns wide.
        #expect(columnLayout(of: ["aaaa", "bbbb"], width: 10) == ["aaaa  bbbb"])
        #expect(columnLayout(of: ["aaaa", "bbbb"], width: 9) == ["aaaa", "bbbb"])
    }

    @Test func oneItemPerLineWhenNothingFits() {
        #expect(columnLayout(of: ["selection", "select"], width: 4) == ["selection", "select"])
        #expect(columnLayout(of: ["x", "y"], width: 0) == ["x", "y"])
    }

    @Test func noRowEndsInSpaces() {
        let items = (1...17).map { String(repeating: "w", count: $0 % 7 + 1) }
        let rows = columnLayout(of: items, width: 40)
        #expect(rows.allSatisfy { $0.last != " " })
        #expect(rows.allSatisfy { $0.count <= 40 })
        #expect(rows.joined(separator: " ").split(separator: " ").count == items.count)
    }

    @Test func padsByDisplayWidthNotBytes() {
        let rows = columnLayout(of: ["café", "✓", "abcd"], width: 12)
        // Widest is 4, so columns are 6 wide: (12 + 2) / 6 = 2 columns, 2 rows.
        #expect(rows == ["café  abcd", "✓"])
    }

    @Test func customDisplayWidthIsUsed() {
        let doubleWidth = { (text: String) in text.count * 2 }
        // Each item is 4 columns wide: (11 + 2) / 6 = 2 columns.
        let rows = columnLayout(of: ["日本", "中文", "한국"], width: 11, displayWidth: doubleWidth)
        #expect(rows == ["日本  한국", "中文"])
    }
}
