import Foundation

/// How a view lays its content out in its bounds (UIKit's `UIView.ContentMode`); ``ImageView`` draws by it.
public enum ContentMode: Int, Sendable {
    /// Stretched over the bounds (the default).
    case scaleToFill
    /// As large as fits whole, centred, keeping its proportions.
    case scaleAspectFit
    /// As small as covers the bounds, centred, keeping its proportions (it overflows unless the view clips).
    case scaleAspectFill
    /// UIKit redraws the content on resize; here, as `.scaleToFill`.
    case redraw
    /// At its own size, centred.
    case center
    /// At its own size, centred along the top edge.
    case top
    /// At its own size, centred along the bottom edge.
    case bottom
    /// At its own size, centred along the left edge.
    case left
    /// At its own size, centred along the right edge.
    case right
    /// At its own size, in the top-left corner.
    case topLeft
    /// At its own size, in the top-right corner.
    case topRight
    /// At its own size, in the bottom-left corner.
    case bottomLeft
    /// At its own size, in the bottom-right corner.
    case bottomRight

    /// Where content of `size` goes in `bounds`.
    public func rect(for size: CGSize, in bounds: CGRect) -> CGRect {
        guard size.width > 0, size.height > 0 else { return bounds }
        func centred(_ scale: CGFloat) -> CGRect {
            let fitted = CGSize(width: size.width * scale, height: size.height * scale)
            return CGRect(x: bounds.midX - fitted.width / 2, y: bounds.midY - fitted.height / 2, width: fitted.width, height: fitted.height)
        }
        let across = bounds.width / size.width, down = bounds.height / size.height
        let (left, midX, right) = (bounds.minX, bounds.midX - size.width / 2, bounds.maxX - size.width)
        let (top, midY, bottom) = (bounds.minY, bounds.midY - size.height / 2, bounds.maxY - size.height)
        let origin: CGPoint
        switch self {
        case .scaleToFill, .redraw: return bounds
        case .scaleAspectFit: return centred(Swift.min(across, down))
        case .scaleAspectFill: return centred(Swift.max(across, down))
        case .center: origin = CGPoint(x: midX, y: midY)
        case .top: origin = CGPoint(x: midX, y: top)
        case .bottom: origin = CGPoint(x: midX, y: bottom)
        case .left: origin = CGPoint(x: left, y: midY)
        case .right: origin = CGPoint(x: right, y: midY)
        case .topLeft: origin = CGPoint(x: left, y: top)
        case .topRight: origin = CGPoint(x: right, y: top)
        case .bottomLeft: origin = CGPoint(x: left, y: bottom)
        case .bottomRight: origin = CGPoint(x: right, y: bottom)
        }
        return CGRect(origin: origin, size: size)
    }
}

extension View {
    /// UIKit's spelling, `UIView.ContentMode`.
    public typealias ContentMode = AnimKit.ContentMode
}

/// A view that shows an image (also spelled `UIImageView`), laid out by its ``View/contentMode``.
@preconcurrency @MainActor
open class ImageView: View {
    /// The image shown; `nil` shows nothing but the background. A change makes Auto Layout read the intrinsic size again
    /// (the same image set again is no change: a view that sets it in its layout does not lay out for ever).
    open var image: Image? {
        didSet {
            guard image !== oldValue else { return }
            imageShownSince = AnimationEngine.shared.clock.now
            invalidateIntrinsicContentSize()
        }
    }
    /// The image shown while ``isHighlighted``; `nil`: ``image``.
    open var highlightedImage: Image?
    /// Whether the view shows ``highlightedImage`` (and ``highlightedAnimationImages`` when animating).
    open var isHighlighted = false
    /// The pictures ``startAnimating()`` cycles through, in turn; `nil` for none.
    open var animationImages: [Image]?
    /// The pictures cycled through while ``isHighlighted``; `nil`: ``animationImages``.
    open var highlightedAnimationImages: [Image]?
    /// How long one cycle through the pictures takes; 0, the default, is a thirtieth of a second a picture.
    open var animationDuration: TimeInterval = 0
    /// How many cycles to play; 0, the default, repeats for ever.
    open var animationRepeatCount = 0
    /// When ``startAnimating()`` began the cycles, on the scene's clock; `nil` when stopped.
    var animationStart: TimeInterval?
    /// When the image was set, on the scene's clock: an animated image cycles from then.
    var imageShownSince: TimeInterval = 0
    /// How a symbol image is drawn here, over the image's own configuration (iOS 13).
    open var preferredSymbolConfiguration: Image.SymbolConfiguration? {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// The image as drawn now: the picture the animation or the animated image is at, the highlighted one while
    /// highlighted, a symbol with ``preferredSymbolConfiguration`` applied.
    package var shownImage: Image? { picture(at: AnimationEngine.shared.clock.now)?.configured(by: preferredSymbolConfiguration) }

    /// Starts cycling through ``animationImages`` (or ``highlightedAnimationImages`` while highlighted) from the first.
    open func startAnimating() {
        guard !(animationImages ?? []).isEmpty || !(highlightedAnimationImages ?? []).isEmpty else { return }
        animationStart = AnimationEngine.shared.clock.now
    }

    /// Stops the cycles: the view shows its image again.
    open func stopAnimating() { animationStart = nil }

    /// Whether the pictures are cycling: started, not stopped, and not through the repeat count.
    open var isAnimating: Bool { running(at: AnimationEngine.shared.clock.now) != nil }

    /// A view the size of `image`, showing it.
    public init(image: Image?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        imageShownSince = AnimationEngine.shared.clock.now
    }

    /// A view the size of `image`, showing it, and `highlightedImage` while highlighted.
    public convenience init(image: Image?, highlightedImage: Image?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
    }

    /// An empty image view occupying `frame`.
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
    }

    /// An empty image view, as one from an archive would start (see `View.init(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The image's size (the current size when there is none), as UIKit's image view reports it.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { shownImage?.size ?? bounds.size }

    /// The image's size less its alignment insets (the size of what Auto Layout aligns), for Auto Layout; none without an
    /// image.
    open override var intrinsicContentSize: CGSize {
        guard let image = shownImage else { return CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }
        return CGRect(origin: .zero, size: image.size).inset(by: image.alignmentRectInsets).size
    }

    /// The image's alignment insets (``Image/withAlignmentRectInsets(_:)``): Auto Layout lines up its content, a badge's
    /// shadow or a glyph's padding hanging outside.
    open override var alignmentRectInsets: UIEdgeInsets { shownImage?.alignmentRectInsets ?? .zero }

    package override func checkpointRestoration() -> CheckpointRestoration {
        let view = super.checkpointRestoration(), imageView = ImageView.imageCheckpointFields.keep(self)
        return CheckpointRestoration(covering: ImageView.self) {
            view.run()
            imageView()
        }
    }

    /// What a checkpoint keeps of an image view beyond the view: every stored property of its own (a test checks).
    package static let imageCheckpointFields: [CheckpointField<ImageView>] = [
        CheckpointField("image", { $0.image }, { $0.image = $1 }),
        CheckpointField("preferredSymbolConfiguration", { $0.preferredSymbolConfiguration }, { $0.preferredSymbolConfiguration = $1 }),
        CheckpointField("highlightedImage", { $0.highlightedImage }, { $0.highlightedImage = $1 }),
        CheckpointField("isHighlighted", { $0.isHighlighted }, { $0.isHighlighted = $1 }),
        CheckpointField("animationImages", { $0.animationImages }, { $0.animationImages = $1 }),
        CheckpointField("highlightedAnimationImages", { $0.highlightedAnimationImages }, { $0.highlightedAnimationImages = $1 }),
        CheckpointField("animationDuration", { $0.animationDuration }, { $0.animationDuration = $1 }),
        CheckpointField("animationRepeatCount", { $0.animationRepeatCount }, { $0.animationRepeatCount = $1 }),
        CheckpointField("animationStart", { $0.animationStart }, { $0.animationStart = $1 }),
        CheckpointField("imageShownSince", { $0.imageShownSince }, { $0.imageShownSince = $1 }),
    ]
}

/// UIKit's name for an image view.
public typealias UIImageView = ImageView
