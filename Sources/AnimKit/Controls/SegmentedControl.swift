import Foundation

/// A row of segments of which one is selected (also spelled `UISegmentedControl`), drawn in iOS 13's look: a
/// rounded grey track, the selected segment on a white thumb with a soft shadow, thin separators between the others.
///
/// A tap on an enabled segment other than the selected one selects it — the thumb slides there over 0.25 s on the
/// scene's clock (iOS's own timing is not documented) — and sends ``Control/Event/valueChanged`` once; setting
/// ``selectedSegmentIndex`` from code sends nothing, as in UIKit. A momentary control shows no selection: each tap sets
/// the index and sends the event. Segments share the width left by those given one (``setWidth(_:forSegmentAt:)``)
/// equally, or by their content when ``apportionsSegmentWidthsByContent``. Its own size is 32 points tall and as wide
/// as its segments' content with 12 points on each side (AnimKit's measure: iOS does not document it).
@preconcurrency @MainActor
open class SegmentedControl: Control {
    /// The proxy whose settings every such view takes as it enters a window (UIKit's `UIAppearance`).
    open override class func appearance() -> SegmentedControl { appearanceProxy { SegmentedControl() } }
    /// The proxy for such views inside instances of `containerTypes`, innermost first.
    open override class func appearance(whenContainedInInstancesOf containerTypes: [any AppearanceContainer.Type]) -> SegmentedControl {
        appearanceProxy(in: containerTypes) { SegmentedControl() }
    }

    /// The index meaning no segment is selected (UIKit's `UISegmentedControl.noSegment`).
    public static let noSegment = -1
    /// The control's height for Auto Layout, and the thumb's slide time.
    public static let height: CGFloat = 32, slideDuration: TimeInterval = 0.25

    /// One segment: what it shows and how.
    struct Segment: Equatable {
        var title: String?
        var image: Image?
        var isEnabled = true
        /// A width given by code; 0 lets the control choose.
        var width: CGFloat = 0
        var contentOffset = CGSize.zero
    }

    var segments: [Segment] = [] {
        didSet { if segments.count != oldValue.count { rebuildParts() } else { placeParts() } }
    }
    /// Text attributes (font, foreground colour) set for each state.
    var titleAttributes: [State.RawValue: [NSAttributedString.Key: Any]] = [:]

    /// The selected segment, or ``noSegment``; an index past the segments is ``noSegment``. Sends no event.
    open var selectedSegmentIndex = SegmentedControl.noSegment {
        didSet {
            if selectedSegmentIndex < SegmentedControl.noSegment || selectedSegmentIndex >= segments.count {
                selectedSegmentIndex = SegmentedControl.noSegment
            }
            placeParts()
        }
    }
    /// Whether segments show no selection after a tap.
    open var isMomentary = false {
        didSet { placeParts() }
    }
    /// Whether segments are as wide as their content rather than equal.
    open var apportionsSegmentWidthsByContent = false {
        didSet { placeParts() }
    }
    /// The thumb's colour; `nil` for white.
    open var selectedSegmentTintColor: Color? {
        didSet { placeParts() }
    }
    /// How many segments there are.
    open var numberOfSegments: Int { segments.count }

    /// A control with a segment for each of `items` — strings are titles, images are images — none selected.
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        segments = (items ?? []).map { Segment(title: $0 as? String, image: $0 as? Image) }
        bounds.size = intrinsicContentSize
    }

    /// A control with no segments at `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        build()
    }

    /// A control with no segments and no place yet, as one from an archive would start.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        build()
    }

    /// Inserts a segment titled `title` at `segment` (kept within the segments); the selection stays on its segment.
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Segment(title: title), at: segment)
    }

    /// Inserts a segment showing `image` at `segment` (kept within the segments).
    open func insertSegment(with image: Image?, at segment: Int, animated: Bool) {
        insert(Segment(image: image), at: segment)
    }

    /// Removes the segment at `segment`; the selection, if it was that segment, is none.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment)
        if selectedSegmentIndex == segment {
            selectedSegmentIndex = SegmentedControl.noSegment
        } else if selectedSegmentIndex > segment {
            selectedSegmentIndex -= 1
        }
    }

    /// Removes every segment.
    open func removeAllSegments() {
        segments = []
        selectedSegmentIndex = SegmentedControl.noSegment
    }

    /// Shows `title` on the segment at `segment` (in place of an image).
    open func setTitle(_ title: String?, forSegmentAt segment: Int) { change(segment) { ($0.title, $0.image) = (title, nil) } }
    /// The title of the segment at `segment`.
    open func titleForSegment(at segment: Int) -> String? { segments.indices.contains(segment) ? segments[segment].title : nil }
    /// Shows `image` on the segment at `segment` (in place of a title).
    open func setImage(_ image: Image?, forSegmentAt segment: Int) { change(segment) { ($0.image, $0.title) = (image, nil) } }
    /// The image of the segment at `segment`.
    open func imageForSegment(at segment: Int) -> Image? { segments.indices.contains(segment) ? segments[segment].image : nil }
    /// Enables or disables the segment at `segment`: a disabled one is dimmed and cannot be tapped.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) { change(segment) { $0.isEnabled = enabled } }
    /// Whether the segment at `segment` can be tapped.
    open func isEnabledForSegment(at segment: Int) -> Bool { segments.indices.contains(segment) && segments[segment].isEnabled }
    /// Gives the segment at `segment` a width; 0 lets the control choose.
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) { change(segment) { $0.width = Swift.max(width, 0) } }
    /// The width given to the segment at `segment`; 0 when the control chooses.
    open func widthForSegment(at segment: Int) -> CGFloat { segments.indices.contains(segment) ? segments[segment].width : 0 }
    /// Moves the content of the segment at `segment` from its centre by `offset`.
    open func setContentOffset(_ offset: CGSize, forSegmentAt segment: Int) { change(segment) { $0.contentOffset = offset } }
    /// How far the content of the segment at `segment` is moved from its centre.
    open func contentOffsetForSegment(at segment: Int) -> CGSize {
        segments.indices.contains(segment) ? segments[segment].contentOffset : .zero
    }

    /// The titles' font and colour in `state` (`.normal` or `.selected`); `nil` keeps iOS's (13 points, regular, or
    /// semibold when selected; the label's colour).
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: State) {
        titleAttributes[state.rawValue] = attributes
        placeParts()
    }

    /// The titles' attributes set for `state`.
    open func titleTextAttributes(for state: State) -> [NSAttributedString.Key: Any]? { titleAttributes[state.rawValue] }

    /// As wide as the segments' content with 12 points each side (their given widths kept), 32 tall.
    open override var intrinsicContentSize: CGSize {
        let widths = segments.map(contentWidth)
        let widest = widths.max() ?? 0
        let total = zip(segments, widths).reduce(0) { sum, pair in
            sum + (pair.0.width > 0 ? pair.0.width : (apportionsSegmentWidthsByContent ? pair.1 : widest) + 24)
        }
        return CGSize(width: total, height: SegmentedControl.height)
    }

    /// The content's size, whatever is offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        placeParts()
    }

    /// A tap released over an enabled segment selects it (see ``SegmentedControl``).
    open override func endTracking(_ touch: Touch?, with event: UIEvent?) {
        if let touch { tapped(at: touch.location(in: self)) }
    }

    private func insert(_ segment: Segment, at index: Int) {
        let index = Swift.min(Swift.max(index, 0), segments.count)
        segments.insert(segment, at: index)
        if selectedSegmentIndex >= index { selectedSegmentIndex += 1 }
    }

    private func change(_ index: Int, _ body: (inout Segment) -> Void) {
        guard segments.indices.contains(index) else { return }
        body(&segments[index])
        invalidateIntrinsicContentSize()
    }

    package override func checkpointRestoration() -> CheckpointRestoration {
        let control = super.checkpointRestoration(), own = SegmentedControl.segmentedCheckpointFields.keep(self)
        return CheckpointRestoration(covering: SegmentedControl.self) {
            control.run()
            own()
        }
    }

    /// What a checkpoint keeps of a segmented control beyond the control (a test checks every stored property is here).
    package static let segmentedCheckpointFields: [CheckpointField<SegmentedControl>] = [
        CheckpointField("segments", { $0.segments }, { $0.segments = $1 }),
        CheckpointField("selectedSegmentIndex", { $0.selectedSegmentIndex }, { $0.selectedSegmentIndex = $1 }),
        CheckpointField("isMomentary", { $0.isMomentary }, { $0.isMomentary = $1 }),
        CheckpointField("titleAttributes", { $0.titleAttributes }, { $0.titleAttributes = $1 }),
        CheckpointField(
            "apportionsSegmentWidthsByContent", { $0.apportionsSegmentWidthsByContent }, { $0.apportionsSegmentWidthsByContent = $1 }),
        CheckpointField("selectedSegmentTintColor", { $0.selectedSegmentTintColor }, { $0.selectedSegmentTintColor = $1 }),
    ]
}

/// UIKit's name for a segmented control.
public typealias UISegmentedControl = SegmentedControl
