import Foundation

/// A row or column of views laid out by Auto Layout (also spelled `UIStackView`): it makes the constraints that place
/// its ``arrangedSubviews`` one after another along its ``axis``, spread by ``distribution`` and lined up across by
/// ``alignment``.
///
/// Hiding an arranged view (`isHidden = true`) collapses it and closes the gap; inside
/// an animation block the other views slide and the hidden one shrinks to nothing,
/// still drawn until it has, as UIKit's stack view animates it. The stack view draws
/// nothing of its own beyond a background colour.
@preconcurrency @MainActor
open class StackView: View {
    /// How the arranged views share the length along the axis.
    public enum Distribution: Int, Sendable {
        /// Sizes from the views' own (hugging and compression decide; on a tie the first view stretches).
        case fill
        /// Every view the same size.
        case fillEqually
        /// Sizes in proportion to the views' intrinsic sizes.
        case fillProportionally
        /// The views at their own sizes, the gaps between them equal (at least ``spacing``).
        case equalSpacing
        /// The views' centres equally far apart, the gaps at least ``spacing``.
        case equalCentering
    }

    /// How the arranged views line up across the axis.
    public enum Alignment: Int, Sendable {
        /// Stretched to the stack's full breadth.
        case fill
        /// Against the leading edge (a vertical stack) or the top (a horizontal one; ``top`` is the same).
        case leading
        /// In a horizontal stack, aligned by their first lines' baselines (a view without text by its bottom); a
        /// vertical stack, where Apple calls it invalid, lines them up by their leading edges.
        case firstBaseline
        /// Centred.
        case center
        /// Against the trailing edge (a vertical stack) or the bottom (a horizontal one; ``bottom`` is the same).
        case trailing
        /// In a horizontal stack, aligned by their last lines' baselines; a vertical stack lines them up by their
        /// trailing edges.
        case lastBaseline

        /// The top, in a horizontal stack: the same as ``leading``.
        public static var top: Alignment { .leading }
        /// The bottom, in a horizontal stack: the same as ``trailing``.
        public static var bottom: Alignment { .trailing }
    }

    /// The spacing ``customSpacing(after:)`` reports where none was set: the stack's ``spacing`` applies.
    public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)
    /// The system's standard spacing between two views: 8 points.
    public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)

    /// The views the stack places, in order; always among its subviews.
    open private(set) var arrangedSubviews: [View] = []
    /// Horizontal (a row, the default) or vertical (a column).
    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { rearrange(if: axis != oldValue) } }
    /// How the views share the length along the axis (``Distribution/fill`` by default).
    open var distribution: Distribution = .fill { didSet { rearrange(if: distribution != oldValue) } }
    /// How the views line up across the axis (``Alignment/fill`` by default).
    open var alignment: Alignment = .fill { didSet { rearrange(if: alignment != oldValue) } }
    /// The gap between neighbours (the least gap, for the equal-spacing distributions); 0 by default.
    open var spacing: CGFloat = 0 { didSet { rearrange(if: spacing != oldValue) } }
    /// Whether the views are placed within the stack's ``View/layoutMargins`` instead of its edges.
    open var isLayoutMarginsRelativeArrangement = false {
        didSet { rearrange(if: isLayoutMarginsRelativeArrangement != oldValue) }
    }
    /// Kept for code that sets it: spacing measured between baselines in a vertical stack is not modelled.
    open var isBaselineRelativeArrangement = false
    /// Gaps set after particular views (``setCustomSpacing(_:after:)``).
    var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// The constraints and spacer guides the stack made for the current arrangement.
    var arrangement = StackArrangement()

    /// An empty horizontal stack.
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
    }

    /// A stack of `views`, in order, each added as a subview.
    public convenience init(arrangedSubviews views: [View]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// An empty stack, as one from an archive would start (see `View.init(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Adds `view` at the end of the arrangement (moving it there if it was already arranged), and as a subview.
    open func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedSubviews.filter { $0 !== view }.count)
    }

    /// Puts `view` at `stackIndex` in the arrangement (0…count; beyond is reported and taken as the end).
    open func insertArrangedSubview(_ view: View, at stackIndex: Int) {
        arrangedSubviews.removeAll { $0 === view }
        var index = stackIndex
        if !(0...arrangedSubviews.count).contains(stackIndex) {
            LayoutReport.write(
                "insertArrangedSubview(_:at: \(stackIndex)): the index is outside 0…\(arrangedSubviews.count); the view goes at the end.")
            index = arrangedSubviews.count
        }
        arrangedSubviews.insert(view, at: index)
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        rearrange(if: true)
    }

    /// Takes `view` out of the arrangement; it stays a subview, as in UIKit (remove it from the superview to hide it).
    open func removeArrangedSubview(_ view: View) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        rearrange(if: true)
    }

    /// Sets the gap after `arrangedSubview` (``spacingUseDefault`` puts the stack's ``spacing`` back).
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: View) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing == StackView.spacingUseDefault ? nil : spacing
        rearrange(if: true)
    }

    /// The gap set after `arrangedSubview`, or ``spacingUseDefault`` where none was set.
    open func customSpacing(after arrangedSubview: View) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? StackView.spacingUseDefault
    }

    /// Remakes the arrangement's constraints before the solve.
    open override func updateConstraints() {
        rebuildArrangement()
        super.updateConstraints()
    }

    /// An arranged view removed from the stack leaves the arrangement too.
    open override func willRemoveSubview(_ subview: View) {
        removeArrangedSubview(subview)
        super.willRemoveSubview(subview)
    }

    override func subviewVisibilityDidChange(_ subview: View) {
        guard arrangedSubviews.contains(where: { $0 === subview }) else { return }
        rearrange(if: true)
        // Inside an animation block the collapse is laid out now, so it is animated with the block, as UIKit's is.
        if AnimationRecorder.current != nil { layoutIfNeeded() }
    }

    /// Marks the arrangement for rebuilding when `changed`.
    func rearrange(if changed: Bool) {
        if changed { setNeedsUpdateConstraints() }
    }

    package override func checkpointRestoration() -> CheckpointRestoration {
        let view = super.checkpointRestoration(), stack = StackView.stackCheckpointFields.keep(self)
        return CheckpointRestoration(covering: StackView.self) {
            view.run()
            stack()
        }
    }

    /// What a checkpoint keeps of a stack view beyond the view: every stored property of its own (a test checks).
    package static let stackCheckpointFields: [CheckpointField<StackView>] = [
        CheckpointField("arrangedSubviews", { $0.arrangedSubviews }, { $0.arrangedSubviews = $1 }),
        CheckpointField("axis", { $0.axis }, { $0.axis = $1 }),
        CheckpointField("distribution", { $0.distribution }, { $0.distribution = $1 }),
        CheckpointField("alignment", { $0.alignment }, { $0.alignment = $1 }),
        CheckpointField("spacing", { $0.spacing }, { $0.spacing = $1 }),
        CheckpointField(
            "isLayoutMarginsRelativeArrangement", { $0.isLayoutMarginsRelativeArrangement }, { $0.isLayoutMarginsRelativeArrangement = $1 }),
        CheckpointField("isBaselineRelativeArrangement", { $0.isBaselineRelativeArrangement }, { $0.isBaselineRelativeArrangement = $1 }),
        CheckpointField("customSpacings", { $0.customSpacings }, { $0.customSpacings = $1 }),
        CheckpointField("arrangement", { $0.arrangement }, { $0.arrangement = $1 }),
    ]
}

/// UIKit's name for a stack view.
public typealias UIStackView = StackView

extension View {
    /// Whether a hidden view is still drawn: an arranged view of a stack shrinking to nothing in an animation, until its
    /// length along the stack's axis has reached zero (as UIKit's stack view hides it only then).
    package var isCollapsingInStack: Bool {
        guard isHidden, let stack = superview as? StackView, stack.arrangedSubviews.contains(where: { $0 === self }) else {
            return false
        }
        let shown = presentation.bounds.size
        return (stack.axis == .horizontal ? shown.width : shown.height) > 0
    }
}
