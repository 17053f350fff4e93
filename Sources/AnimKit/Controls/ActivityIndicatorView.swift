import Foundation

/// A spinner that says "working", drawn as iOS 13 and later draw it (also spelled `UIActivityIndicatorView`): eight
/// rounded spokes, fading from the leading one, stepping an eighth of a turn every eighth of a second.
///
/// The turn is an ordinary repeating keyframe animation (discrete steps, one second
/// a turn), so it runs on the scene's clock: the timeline scrubs it and `render --at`
/// shows it exactly. It is hidden while stopped unless ``hidesWhenStopped`` is `false`.
@preconcurrency @MainActor
open class ActivityIndicatorView: View {
    /// The proxy whose settings every such view takes as it enters a window (UIKit's `UIAppearance`).
    open override class func appearance() -> ActivityIndicatorView { appearanceProxy { ActivityIndicatorView() } }
    /// The proxy for such views inside instances of `containerTypes`, innermost first.
    open override class func appearance(whenContainedInInstancesOf containerTypes: [any AppearanceContainer.Type]) -> ActivityIndicatorView
    {
        appearanceProxy(in: containerTypes) { ActivityIndicatorView() }
    }

    /// The indicator's size and colour, UIKit's styles.
    public enum Style: Int, Sendable {
        /// 37 points, white (deprecated in UIKit; use `.large`).
        case whiteLarge = 0
        /// 20 points, white (deprecated in UIKit; use `.medium`).
        case white = 1
        /// 20 points, grey (deprecated in UIKit; use `.medium`).
        case gray = 2
        /// 20 points, grey: the default.
        case medium = 100
        /// 37 points, grey.
        case large = 101

        /// The side of the square the spinner takes.
        public var side: CGFloat { self == .large || self == .whiteLarge ? 37 : 20 }
    }

    /// How many spokes turn.
    public static let spokeCount = 8

    private let wheel = View()
    private var spokes: [View] = []

    /// The size and default colour.
    open var style: Style {
        didSet { placeSpokes() }
    }
    /// The spokes' colour (grey, or white for the white styles, until set).
    open var color: Color! {
        didSet { placeSpokes() }
    }
    /// Whether the spinner is hidden while it is not turning (`true` at first, as UIKit's).
    open var hidesWhenStopped = true {
        didSet { if hidesWhenStopped != oldValue && !isAnimating { isHidden = hidesWhenStopped } }
    }
    /// Whether the spinner is turning.
    open private(set) var isAnimating = false

    /// A stopped (so hidden) spinner of `style`, its size the style's.
    public init(style: Style = .medium) {
        self.style = style
        color = style == .white || style == .whiteLarge ? .white : .systemGray
        super.init(frame: CGRect(x: 0, y: 0, width: style.side, height: style.side))
        build()
    }

    /// A stopped medium spinner occupying `frame`, drawn at its style's size in the middle.
    public override init(frame: CGRect) {
        style = .medium
        color = .systemGray
        super.init(frame: frame)
        build()
    }

    /// A stopped medium spinner with no place yet, as one from an archive would start.
    public required init?(coder: NSCoder) {
        style = .medium
        color = .systemGray
        super.init(coder: coder)
        build()
    }

    private func build() {
        // UIKit's: a spinner hugs its size (750 on both axes).
        setContentHuggingPriority(.defaultHigh, for: .horizontal)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
        wheel.isUserInteractionEnabled = false
        addSubview(wheel)
        spokes = (0..<ActivityIndicatorView.spokeCount).map { _ in View() }
        for spoke in spokes { wheel.addSubview(spoke) }
        isHidden = hidesWhenStopped
        placeSpokes()
    }

    /// Starts turning (and shows the spinner).
    open func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        isHidden = false
        for spoke in spokes { spoke.isHidden = false }
        let steps = ActivityIndicatorView.spokeCount
        View.animateKeyframes(
            withDuration: 1, delay: 0, options: [.repeat, .calculationModeDiscrete, .allowUserInteraction],
            animations: {
                for step in 1...steps {
                    // The last step is a whole turn: upright again, which is also where the wheel rests.
                    let turn = step == steps ? .identity : CGAffineTransform(rotationAngle: 2 * .pi * CGFloat(step) / CGFloat(steps))
                    View.addKeyframe(withRelativeStartTime: Double(step) / Double(steps), relativeDuration: 0) {
                        self.wheel.transform = turn
                    }
                }
            })
    }

    /// Shows the spinner still, with the first `fraction` of its spokes (clockwise from the top), as a refresh control
    /// draws it while it is pulled; turning shows them all again.
    package func reveal(_ fraction: CGFloat) {
        let shown = Int((Swift.min(Swift.max(fraction, 0), 1) * CGFloat(spokes.count)).rounded(.down))
        for (index, spoke) in spokes.enumerated() { spoke.isHidden = index >= shown && !isAnimating }
        isHidden = shown == 0 && !isAnimating && hidesWhenStopped
    }

    /// Stops turning (and hides the spinner if ``hidesWhenStopped``).
    open func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        wheel.removeAllAnimations()
        wheel.transform = .identity
        if hidesWhenStopped { isHidden = true }
    }

    /// The style's square.
    open override var intrinsicContentSize: CGSize { CGSize(width: style.side, height: style.side) }

    /// The style's square.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        placeSpokes()
    }

    /// The spokes round the middle of the bounds: spoke `k` at `k` eighths of a turn clockwise from the top, the one at
    /// the top fully opaque and each one before it (anticlockwise) fainter, down to 0.15.
    private func placeSpokes() {
        let side = style.side
        wheel.bounds = CGRect(x: 0, y: 0, width: side, height: side)
        wheel.center = CGPoint(x: bounds.width / 2, y: bounds.height / 2)
        let thickness = side * 0.12, inner = side * 0.22, outer = side * 0.48
        let count = spokes.count
        for (index, spoke) in spokes.enumerated() {
            let angle = 2 * .pi * CGFloat(index) / CGFloat(count), middle = (inner + outer) / 2
            spoke.bounds = CGRect(x: 0, y: 0, width: thickness, height: outer - inner)
            spoke.center = CGPoint(x: side / 2 + sin(angle) * middle, y: side / 2 - cos(angle) * middle)
            spoke.transform = CGAffineTransform(rotationAngle: angle)
            spoke.cornerRadius = thickness / 2
            let behind = (count - index) % count
            spoke.backgroundColor = color.withAlphaComponent(color.alpha * (1 - 0.85 * CGFloat(behind) / CGFloat(count - 1)))
        }
    }

    package override func checkpointRestoration() -> CheckpointRestoration {
        let view = super.checkpointRestoration(), own = ActivityIndicatorView.indicatorCheckpointFields.keep(self)
        return CheckpointRestoration(covering: ActivityIndicatorView.self) {
            view.run()
            own()
        }
    }

    /// What a checkpoint keeps of a spinner beyond the view (a test checks every stored property is here or excused).
    package static let indicatorCheckpointFields: [CheckpointField<ActivityIndicatorView>] = [
        CheckpointField("style", { $0.style }, { $0.style = $1 }), CheckpointField("color", { $0.color }, { $0.color = $1 }),
        CheckpointField("isAnimating", { $0.isAnimating }, { $0.isAnimating = $1 }),
        CheckpointField("hidesWhenStopped", { $0.hidesWhenStopped }, { $0.hidesWhenStopped = $1 }),
    ]

    /// The stored properties a checkpoint leaves alone, and why.
    package static let indicatorNotCheckpointed = [
        "wheel": "a subview made once, whose turn the view checkpoints keep",
        "spokes": "subviews made once, whose look the view checkpoints keep",
    ]
}

/// UIKit's name for an activity indicator.
public typealias UIActivityIndicatorView = ActivityIndicatorView
