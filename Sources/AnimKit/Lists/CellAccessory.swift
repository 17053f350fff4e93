import Foundation

/// Something a list cell shows beside its content (UIKit's `UICellAccessory`): a chevron, a checkmark, an info button,
/// a label, a view of your own — at the trailing edge — or the editing controls (delete, insert, select, reorder),
/// which show while the list is editing unless told otherwise. A collection view here does not edit, so those show only
/// when made `displayed: .always`.
public struct UICellAccessory {
    /// When an accessory shows.
    public enum DisplayedState: Int, Sendable {
        case always, whenEditing, whenNotEditing
    }

    /// Where a view of your own goes.
    public enum Placement {
        case leading(displayed: DisplayedState = .always, at: @MainActor @Sendable ([UICellAccessory]) -> Int = { _ in 0 })
        case trailing(displayed: DisplayedState = .whenNotEditing, at: @MainActor @Sendable ([UICellAccessory]) -> Int = { _ in 0 })
    }

    /// The look shared by every accessory's options: hidden (keeping its room when `reservedLayoutWidth` says), tint.
    public struct CommonOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: Color?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: Color? = nil) {
            (self.isHidden, self.reservedLayoutWidth, self.tintColor) = (isHidden, reservedLayoutWidth, tintColor)
        }
    }

    /// How much room an accessory keeps (UIKit's `UICellAccessory.LayoutDimension`).
    public enum LayoutDimension: Sendable {
        case standard, actual
        case custom(CGFloat)
    }

    /// A chevron's options (also `DisclosureIndicatorOptions`), and those of the other built-in marks.
    public typealias DisclosureIndicatorOptions = CommonOptions
    public typealias CheckmarkOptions = CommonOptions
    public typealias DetailOptions = CommonOptions
    public typealias DeleteOptions = CommonOptions
    public typealias InsertOptions = CommonOptions
    public typealias ReorderOptions = CommonOptions
    public typealias MultiselectOptions = CommonOptions
    public typealias OutlineDisclosureOptions = CommonOptions

    /// A label's options: its font besides the common ones.
    public struct LabelOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: Color?
        public var font: Font?
        public var adjustsFontForContentSizeCategory: Bool?
        public init(
            isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: Color? = nil, font: Font? = nil,
            adjustsFontForContentSizeCategory: Bool? = nil
        ) {
            (self.isHidden, self.reservedLayoutWidth, self.tintColor, self.font) = (isHidden, reservedLayoutWidth, tintColor, font)
            self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
        }
    }

    /// A view of your own as an accessory, and where it goes.
    public struct CustomViewConfiguration {
        public var customView: View
        public var placement: Placement
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: Color?
        public var maintainsFixedSize: Bool?
        public init(
            customView: View, placement: Placement, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
            tintColor: Color? = nil, maintainsFixedSize: Bool? = nil
        ) {
            (self.customView, self.placement, self.isHidden, self.reservedLayoutWidth) = (
                customView, placement, isHidden, reservedLayoutWidth
            )
            (self.tintColor, self.maintainsFixedSize) = (tintColor, maintainsFixedSize)
        }
    }

    /// What the accessory is.
    enum Kind {
        case disclosureIndicator, checkmark, detail, delete, insert, reorder, multiselect, outlineDisclosure
        case label(String, font: Font?)
        case custom(View, leading: Bool)
    }

    let kind: Kind
    let displayed: DisplayedState
    let options: CommonOptions
    /// What a tap on it does (the detail button's, the delete and insert controls', an outline's).
    let action: (@MainActor () -> Void)?

    /// A grey chevron at the trailing edge: the row leads somewhere.
    public static func disclosureIndicator(displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = .init()) -> Self {
        Self(kind: .disclosureIndicator, displayed: displayed, options: options, action: nil)
    }

    /// A checkmark in the tint colour at the trailing edge.
    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = .init()) -> Self {
        Self(kind: .checkmark, displayed: displayed, options: options, action: nil)
    }

    /// An info button in the tint colour at the trailing edge; a tap runs `actionHandler`.
    public static func detail(
        displayed: DisplayedState = .whenNotEditing, options: DetailOptions = .init(), actionHandler: (@MainActor () -> Void)? = nil
    ) -> Self {
        Self(kind: .detail, displayed: displayed, options: options, action: actionHandler)
    }

    /// Secondary text at the trailing edge (a count, a value).
    public static func label(text: String, displayed: DisplayedState = .always, options: LabelOptions = .init()) -> Self {
        let common = CommonOptions(
            isHidden: options.isHidden, reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
        return Self(kind: .label(text, font: options.font), displayed: displayed, options: common, action: nil)
    }

    /// A view of your own, leading or trailing.
    public static func customView(configuration: CustomViewConfiguration) -> Self {
        let common = CommonOptions(
            isHidden: configuration.isHidden, reservedLayoutWidth: configuration.reservedLayoutWidth, tintColor: configuration.tintColor)
        switch configuration.placement {
        case .leading(let displayed, _):
            return Self(kind: .custom(configuration.customView, leading: true), displayed: displayed, options: common, action: nil)
        case .trailing(let displayed, _):
            return Self(kind: .custom(configuration.customView, leading: false), displayed: displayed, options: common, action: nil)
        }
    }

    /// The red delete control at the leading edge while editing.
    public static func delete(
        displayed: DisplayedState = .whenEditing, options: DeleteOptions = .init(), actionHandler: (@MainActor () -> Void)? = nil
    ) -> Self {
        Self(kind: .delete, displayed: displayed, options: options, action: actionHandler)
    }

    /// The green insert control at the leading edge while editing.
    public static func insert(
        displayed: DisplayedState = .whenEditing, options: InsertOptions = .init(), actionHandler: (@MainActor () -> Void)? = nil
    ) -> Self {
        Self(kind: .insert, displayed: displayed, options: options, action: actionHandler)
    }

    /// The reorder grip at the trailing edge while editing.
    public static func reorder(displayed: DisplayedState = .whenEditing, options: ReorderOptions = .init()) -> Self {
        Self(kind: .reorder, displayed: displayed, options: options, action: nil)
    }

    /// The selection circle at the leading edge while editing.
    public static func multiselect(displayed: DisplayedState = .whenEditing, options: MultiselectOptions = .init()) -> Self {
        Self(kind: .multiselect, displayed: displayed, options: options, action: nil)
    }

    /// A chevron in the tint colour that turns down while the row's children show; a tap runs `actionHandler`.
    public static func outlineDisclosure(
        displayed: DisplayedState = .always, options: OutlineDisclosureOptions = .init(), actionHandler: (@MainActor () -> Void)? = nil
    ) -> Self {
        Self(kind: .outlineDisclosure, displayed: displayed, options: options, action: actionHandler)
    }

    /// Whether it shows while the list is `editing` (and is not hidden).
    func shows(editing: Bool) -> Bool {
        guard options.isHidden != true else { return false }
        switch displayed {
        case .always: return true
        case .whenEditing: return editing
        case .whenNotEditing: return !editing
        }
    }

    /// Whether it goes at the leading edge.
    var isLeading: Bool {
        switch kind {
        case .delete, .insert, .multiselect: true
        case .custom(_, let leading): leading
        case .disclosureIndicator, .checkmark, .detail, .reorder, .outlineDisclosure, .label: false
        }
    }
}
