import Foundation

/// A row being edited: the content moves right for a red delete (or green insert) control, a reorder control takes
/// the right edge, and the accessory fades — 38 and 40 points and 0.3 s, AnimKit's figures (iOS publishes none).
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

    /// The states a row moves into (UIKit's `UITableViewCell.StateMask`), told to ``willTransition(to:)`` and
    /// ``didTransition(to:)``: none, its editing control showing, its delete confirmation showing.
    public struct StateMask: OptionSet, Hashable, Sendable {
        /// The mask's bits.
        public let rawValue: UInt
        /// The mask of `rawValue`'s bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The editing control shows (the table is editing).
        public static let showingEditControl = StateMask(rawValue: 1 << 0)
        /// The delete confirmation shows (a swipe-to-delete).
        public static let showingDeleteConfirmation = StateMask(rawValue: 1 << 1)
    }

    /// Whether the row shows its editing controls (setting it calls ``setEditing(_:animated:)`` without animation).
    public var isEditing: Bool {
        get { editing.isEditing }
        set { setEditing(newValue, animated: false) }
    }

    /// The control the row shows at its left while editing, as the table's delegate says.
    public internal(set) var editingStyle: EditingStyle {
        get { editing.style }
        set {
            editing.style = newValue
            setNeedsLayout()
        }
    }

    /// Whether the reorder control shows while editing (the table sets it from the data source's `canMoveRowAt`).
    public var showsReorderControl: Bool {
        get { editing.showsReorderControl }
        set {
            editing.showsReorderControl = newValue
            setNeedsLayout()
        }
    }

    /// Whether the content moves right for the editing control (true by default).
    public var shouldIndentWhileEditing: Bool {
        get { editing.shouldIndent }
        set {
            editing.shouldIndent = newValue
            setNeedsLayout()
        }
    }

    /// How far the content moves right while editing.
    var editingIndent: CGFloat { editing.isEditing && editing.style != .none && editing.shouldIndent ? 38 : 0 }
    /// The room the reorder control takes at the right while editing.
    var reorderRoom: CGFloat { editing.isEditing && editing.showsReorderControl ? 40 : 0 }

    /// Lays the editing controls out (hidden left of the row and faded out when not editing).
    func placeEditingControls() {
        let height = bounds.height, shown = editing.isEditing
        if editing.style != .none || editing.control != nil {
            let control = editingControl()
            control.frame = CGRect(x: shown ? 8 : -30, y: (height - 22) / 2, width: 22, height: 22)
            control.alpha = shown && editing.style != .none ? 1 : 0
        }
        if editing.showsReorderControl || editing.reorder != nil {
            let reorder = reorderControl()
            reorder.frame = CGRect(x: bounds.width - 40, y: 0, width: 40, height: height)
            for (line, bar) in reorder.subviews.enumerated() {
                bar.frame = CGRect(x: 11, y: (height / 2 - 6 + CGFloat(line) * 5).rounded(), width: 18, height: 2)
            }
            reorder.alpha = shown && editing.showsReorderControl ? 1 : 0
        }
    }

    /// Lays the row out for the editing state now, animated over 0.3 s when `animated`.
    /// The accessory fades out while editing and back after; a layout pass leaves its alpha to the cell's owner.
    func showEditing(animated: Bool, then finished: @escaping @MainActor () -> Void) {
        let change = {
            (self.accessoryView ?? self.builtIns.accessory)?.alpha = self.editing.isEditing ? 0 : 1
            self.layoutIfNeeded()
        }
        setNeedsLayout()
        guard animated, window != nil else {
            View.performWithoutAnimation(change)
            return finished()
        }
        View.animate(withDuration: 0.3, animations: change) { _ in finished() }
    }

    /// The red minus (or green plus) at the row's left, made on first use and drawn for the current style.
    private func editingControl() -> View {
        let control = editing.control ?? View()
        if editing.control == nil {
            control.layer.cornerRadius = 11
            control.accessibilityIdentifier = "editing control"
            for _ in 0..<2 { control.addSubview(View()) }
            addSubview(control)
            editing.control = control
        }
        control.backgroundColor = editing.style == .insert ? .systemGreen : .systemRed
        let bars = control.subviews
        bars[0].frame = CGRect(x: 5, y: 10, width: 12, height: 2)
        bars[1].frame = CGRect(x: 10, y: 5, width: 2, height: 12)
        bars[1].isHidden = editing.style != .insert
        for bar in bars { bar.backgroundColor = .white }
        return control
    }

    /// The three grey lines at the row's right that a finger drags the row by, made on first use.
    private func reorderControl() -> View {
        if let reorder = editing.reorder { return reorder }
        let reorder = View()
        reorder.accessibilityIdentifier = "reorder control"
        for _ in 0..<3 {
            let bar = View()
            bar.backgroundColor = .systemGray
            reorder.addSubview(bar)
        }
        addSubview(reorder)
        editing.reorder = reorder
        return reorder
    }

    /// The width the accessory takes from the content view: its own, the 16-point margin and 10 between (none
    /// while editing, when it is faded out).
    var accessoryRoom: CGFloat {
        guard !editing.isEditing, let mark = accessoryView ?? builtIns.accessory else { return 0 }
        return mark.bounds.width + 26
    }

    /// Puts the mark for ``accessoryType`` (or ``accessoryView``) at the row's right.
    func placeAccessory() {
        builtIns.accessory?.removeFromSuperview()
        builtIns.accessory = nil
        if let accessoryView {
            addSubview(accessoryView)
        } else if accessoryType != .none {
            let mark = AccessoryMark(type: accessoryType)
            builtIns.accessory = mark
            addSubview(mark)
        }
        setNeedsLayout()
    }
}

/// A cell's editing state and controls, kept as one value.
@MainActor
struct CellEditing {
    var isEditing = false
    var style = TableViewCell.EditingStyle.none
    var showsReorderControl = false
    var shouldIndent = true
    var control: View?
    var reorder: View?
}
