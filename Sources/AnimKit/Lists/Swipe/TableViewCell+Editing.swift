import Foundation

extension TableViewCell {
    /// How a row is edited (UIKit's `UITableViewCell.EditingStyle`).
    public enum EditingStyle: Int, Sendable {
        /// Not at all.
        case none
        /// It may be deleted.
        case delete
        /// A row may be inserted there.
        case insert
    }
}
