import Foundation

/// A bar that fills as a task goes on, drawn as iOS draws it (also spelled `UIProgressView`): a 4-point rounded
/// grey track with the tint colour filling it from the left to ``progress``.
@preconcurrency @MainActor
open class ProgressView: View {
    /// The proxy whose settings every such view takes as it enters a window (UIKit's `UIAppearance`).
    open override class func appearance() -> ProgressView { appearanceProxy { ProgressView() } }
    /// The proxy for such views inside instances of `containerTypes`, innermost first.
    open override class func appearance(whenContainedInInstancesOf containerTypes: [any AppearanceContainer.Type]) -> ProgressView {
        appearanceProxy(in: containerTypes) { ProgressView() }
    }

    /// UIKit's two looks; here both are the same rounded bar (`.bar`'s own look is a toolbar's).
    public enum Style: Int, Sendable {
        /// The standard bar.
        case `default`
        /// The bar used in a toolbar.
        case bar
    }

    /// The bar's height for Auto Layout.
    public static let height: CGFloat = 4

    private let fill = View()

    /// The look asked for.
    open var progressViewStyle: Style = .default
    /// How far the task is, 0…1 (values outside are pinned). Setting it fills at once (inside a block, along it).
    open var progress: Float = 0 {
        didSet {
            let pinned = Swift.min(Swift.max(progress.isNaN ? 0 : progress, 0), 1)
            if pinned != progress { progress = pinned } else { placeFill() }
        }
    }
    /// The colour of the filled part; `nil` for the tint colour.
    open var progressTintColor: Color? {
        didSet { placeFill() }
    }
    /// The colour of the track; `nil` for iOS's light grey.
    open var trackTintColor: Color? {
        didSet { placeFill() }
    }

    /// A bar occupying `frame`, empty.
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        build()
    }

    /// An empty bar of `style`, with no place yet.
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: .zero)
        progressViewStyle = style
    }

    /// An empty bar with no place yet, as one from an archive would start.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        build()
    }

    private func build() {
        clipsToBounds = true
        fill.isUserInteractionEnabled = false
        addSubview(fill)
        placeFill()
    }

    /// Sets the progress; when `animated` the bar fills over 0.25 s (iOS does not document its duration).
    open func setProgress(_ progress: Float, animated: Bool) {
        guard animated else { return self.progress = progress }
        View.animate(withDuration: 0.25, delay: 0, options: [.curveEaseInOut, .beginFromCurrentState]) { self.progress = progress }
    }

    /// Any width, 4 points tall.
    open override var intrinsicContentSize: CGSize { CGSize(width: View.noIntrinsicMetric, height: ProgressView.height) }

    /// The width offered, 4 points tall.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: ProgressView.height) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        placeFill()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        placeFill()
    }

    private func placeFill() {
        let size = bounds.size
        cornerRadius = size.height / 2
        backgroundColor = trackTintColor ?? Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.2)
        fill.frame = CGRect(x: 0, y: 0, width: size.width * CGFloat(progress), height: size.height)
        fill.cornerRadius = size.height / 2
        fill.backgroundColor = progressTintColor ?? tintColor
    }

    package override func checkpointRestoration() -> CheckpointRestoration {
        let view = super.checkpointRestoration(), own = ProgressView.progressCheckpointFields.keep(self)
        return CheckpointRestoration(covering: ProgressView.self) {
            view.run()
            own()
        }
    }

    /// What a checkpoint keeps of a progress view beyond the view (a test checks every stored property is here or excused).
    package static let progressCheckpointFields: [CheckpointField<ProgressView>] = [
        CheckpointField("progressViewStyle", { $0.progressViewStyle }, { $0.progressViewStyle = $1 }),
        CheckpointField("progress", { $0.progress }, { $0.progress = $1 }),
        CheckpointField("progressTintColor", { $0.progressTintColor }, { $0.progressTintColor = $1 }),
        CheckpointField("trackTintColor", { $0.trackTintColor }, { $0.trackTintColor = $1 }),
    ]

    /// The stored properties a checkpoint leaves alone, and why.
    package static let progressNotCheckpointed = ["fill": "a subview made once, whose look the view checkpoints keep"]
}

/// UIKit's name for a progress view.
public typealias UIProgressView = ProgressView
