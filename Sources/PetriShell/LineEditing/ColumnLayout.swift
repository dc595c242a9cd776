/// Lays `items` out in columns that fit `width`, filling each column top to bottom before
/// moving right (like `ls`), and returns the rows as lines without trailing spaces.
///
/// Every column is as wide as the widest item plus `spacing`; when even one item does not
/// fit, the items are listed one per line.
///
/// - Parameters:
///   - items: The texts to lay out, in order.
///   - width: The available width in terminal columns.
///   - spacing: The number of spaces between columns.
///   - displayWidth: The number of terminal columns a text occupies; by default its
///     `Character` count, which is exact for text without wide (e.g. CJK) characters.
func columnLayout(
    of items: [String],
    width: Int,
    spacing: Int = 2,
    displayWidth: (String) -> Int = { $0.count }
) -> [String] {
    let widths = items.map(displayWidth)
    guard let widest = widths.max() else { return [] }
    let columnWidth = max(1, widest + spacing)
    // The last column needs no spacing after it, hence `width + spacing`.
    let maximumColumns = max(1, (width + spacing) / columnWidth)
    let rowCount = (items.count + maximumColumns - 1) / maximumColumns
    let columnCount = (items.count + rowCount - 1) / rowCount

    return (0..<rowCount).map { row in
        let indices = (0..<columnCount)
            .map { column in column * rowCount + row }
            .filter { $0 < items.count }
        var line = ""
        for index in indices {
            if index != indices.last {
                line += items[index] + String(repeating: " ", count: columnWidth - widths[index])
            } else {
                line += items[index]
            }
        }
        return line
    }
}
