import Foundation

/// A plain table's lines under its last row. Where the content ends before the table's bottom, UIKit goes on drawing a
/// separator an empty row's height apart — the rows the list could still hold — down to the bottom of what shows, also
/// when it bounces past its end. A footer view stops them (the usual way to hide them: `tableFooterView = UIView()`),
/// and so do `separatorStyle = .none` and the grouped styles, whose sections end in cards or bands.
extension TableView {
    /// The height of an empty row when rows size themselves.
    static let emptyRowHeight: CGFloat = 44

    /// Puts a line at the foot of each empty row between the content's end and `bottom` (in the content's coordinates).
    func placeEmptyRowLines(to bottom: CGFloat) {
        let rowHeight = self.rowHeight > 0 ? self.rowHeight : TableView.emptyRowHeight
        let end = contentSize.height
        let drawsThem = style == .plain && separatorStyle != .none && tableFooterView == nil && bottom > end
        let count = drawsThem ? Int(((bottom - end) / rowHeight).rounded(.up)) : 0
        while record.emptyRowLines.count > count { record.emptyRowLines.removeLast().removeFromSuperview() }
        View.performWithoutAnimation {
            for index in 0..<count {
                if index == record.emptyRowLines.count {
                    let line = View()
                    line.accessibilityIdentifier = "empty row separator"
                    insertSubview(line, at: 0)
                    record.emptyRowLines.append(line)
                }
                // Called on every scroll step: a line is touched only when it moves or changes colour.
                let line = record.emptyRowLines[index]
                if line.backgroundColor != separatorColor { line.backgroundColor = separatorColor }
                let rect = CGRect(
                    x: separatorInset.left, y: end + CGFloat(index + 1) * rowHeight - 1,
                    width: max(bounds.width - separatorInset.left - separatorInset.right, 0), height: 1)
                if line.frame != rect { line.frame = rect }
            }
        }
    }
}
