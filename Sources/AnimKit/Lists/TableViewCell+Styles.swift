import Foundation

extension TableViewCell {
    /// Where the built-in labels sit (UIKit's `UITableViewCell.CellStyle`).
    public enum CellStyle: Int, Sendable {
        /// A left-aligned title, an optional image before it.
        case `default`
        /// A title on the left and grey detail on the right.
        case value1
        /// A small blue title in a narrow column, the detail after it.
        case value2
        /// A title with smaller grey detail under it.
        case subtitle
    }

    /// What shows while the row is highlighted or selected (UIKit's `UITableViewCell.SelectionStyle`).
    public enum SelectionStyle: Int, Sendable {
        /// Nothing: the row never looks selected.
        case none
        /// The system grey (the blue of old iOS versions is grey since iOS 7).
        case blue
        /// The system grey.
        case gray
        /// The system grey.
        case `default`
    }
}
