import Foundation

/// How a `.popover` presentation is anchored (also spelled `UIPopoverPresentationController`): the view, rectangle or
/// bar button item its arrow points at. On a phone — a compact width — iOS 13 and later show a popover as a sheet, and
/// so does the previewed phone here: this controller is that sheet, keeping the anchor for code that sets it.
@preconcurrency @MainActor
open class PopoverPresentationController: SheetPresentationController {
    /// The view the popover's arrow points at.
    open var sourceView: View?
    /// The rectangle in ``sourceView`` the arrow points at.
    open var sourceRect = CGRect.zero
    /// The bar button item the arrow points at, in place of a view.
    open var barButtonItem: BarButtonItem?
    /// The directions the arrow may point (any by default).
    open var permittedArrowDirections = ArrowDirection.any
    /// Views a tap outside the popover reaches instead of dismissing it.
    open var passthroughViews: [View]?
    /// The popover's colour, arrow included.
    open var popoverBackgroundColor: Color?
    /// The sheet a compact width shows the popover as: this controller itself here.
    open var adaptiveSheetPresentationController: SheetPresentationController { self }

    /// Which way a popover's arrow points (UIKit's `UIPopoverArrowDirection`).
    public struct ArrowDirection: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let up = ArrowDirection(rawValue: 1 << 0)
        public static let down = ArrowDirection(rawValue: 1 << 1)
        public static let left = ArrowDirection(rawValue: 1 << 2)
        public static let right = ArrowDirection(rawValue: 1 << 3)
        public static let any: ArrowDirection = [.up, .down, .left, .right]
        public static let unknown = ArrowDirection([])
    }
}

extension ViewController {
    /// The popover controller of a `.popover` presentation (made on first read, so that code anchors it before
    /// presenting); `nil` for other styles.
    public var popoverPresentationController: PopoverPresentationController? {
        modalPresentationStyle == .popover ? presentationController as? PopoverPresentationController : nil
    }
}

/// UIKit's name for a popover's presentation controller.
public typealias UIPopoverPresentationController = PopoverPresentationController
/// UIKit's name for a popover arrow's directions.
public typealias UIPopoverArrowDirection = PopoverPresentationController.ArrowDirection
