import Foundation

/// A value picked along a track by dragging a thumb, drawn as iOS draws it (also spelled `UISlider`): a 4-point
/// rounded track, tinted up to a white 28-point thumb with a soft shadow, grey after it.
///
/// Drag the thumb (a touch must start on it, or within 8 points of it, as on iOS a
/// touch on the bare track does nothing): the value follows the pointer's horizontal
/// travel and ``Control/Event/valueChanged`` is sent on every change, or once at the
/// end when ``isContinuous`` is `false`. Setting ``value`` from code sends nothing.
/// Wire it to an animator's `fractionComplete` to scrub it by hand.
@preconcurrency @MainActor
open class Slider: Control {
    /// The proxy whose settings every such view takes as it enters a window (UIKit's `UIAppearance`).
    open override class func appearance() -> Slider { appearanceProxy { Slider() } }
    /// The proxy for such views inside instances of `containerTypes`, innermost first.
    open override class func appearance(whenContainedInInstancesOf containerTypes: [any AppearanceContainer.Type]) -> Slider {
        appearanceProxy(in: containerTypes) { Slider() }
    }

    /// The slider's height for Auto Layout (its width is the layout's to choose).
    public static let height: CGFloat = 31
    /// The thumb's diameter.
    public static let thumbDiameter: CGFloat = 28
    /// How far from the thumb a touch may start and still take it.
    public static let thumbReach: CGFloat = 8

    private let minimumTrack = View()
    private let maximumTrack = View()
    private let thumb = ImageView()
    /// The thumb images set per state (``setThumbImage(_:for:)``).
    private var thumbImages: [State: Image] = [:]
    /// The value and the pointer's x when the drag began.
    private var dragStart: (value: Float, x: CGFloat)?

    /// The value, always within ``minimumValue``…``maximumValue``: 0 at first, as Apple documents it (a slider made
    /// in code starts at its minimum; Interface Builder's 0.5 is the storyboard's own setting).
    open var value: Float = 0 {
        didSet {
            let pinned = Swift.min(Swift.max(value.isNaN ? minimumValue : value, minimumValue), maximumValue)
            if pinned != value { value = pinned } else { placeParts() }
        }
    }
    /// The least value (0 at first); raising it above the value raises the value.
    open var minimumValue: Float = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            value = Swift.max(value, minimumValue)
        }
    }
    /// The greatest value (1 at first); lowering it below the value lowers the value.
    open var maximumValue: Float = 1 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            value = Swift.min(value, maximumValue)
        }
    }
    /// Whether a drag sends ``Control/Event/valueChanged`` as it goes (`true`) or once when it ends.
    open var isContinuous = true
    /// The image at the minimum end (kept: the track spans the bounds).
    open var minimumValueImage: Image?
    /// The image at the maximum end (kept).
    open var maximumValueImage: Image?
    /// The track's colour before the thumb; `nil` for the tint colour (blue).
    open var minimumTrackTintColor: Color? {
        didSet { placeParts() }
    }
    /// The track's colour after the thumb; `nil` for iOS's light grey.
    open var maximumTrackTintColor: Color? {
        didSet { placeParts() }
    }
    /// The thumb's colour; `nil` for white.
    open var thumbTintColor: Color? {
        didSet { placeParts() }
    }
    /// Highlighted while the thumb is dragged: a thumb image set for `.highlighted` shows then.
    open override var isHighlighted: Bool {
        didSet { if isHighlighted != oldValue { placeParts() } }
    }

    /// Draws `image` as the thumb in `state` (`nil` takes it away), at the image's size, with no tint or shadow of its
    /// own; a state with none shows the `.normal` image, and with none at all the round white thumb.
    open func setThumbImage(_ image: Image?, for state: State) {
        thumbImages[state] = image
        placeParts()
    }
    /// The thumb image set for `state`, if any.
    open func thumbImage(for state: State) -> Image? { thumbImages[state] }
    /// The thumb image shown now: the current state's, else the `.normal` one; `nil` for the round thumb.
    open var currentThumbImage: Image? { thumbImages[state] ?? thumbImages[.normal] }

    /// A slider occupying `frame`, at 0.5.
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        build()
    }

    /// A slider with no place yet, as one from an archive would start.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        build()
    }

    private func build() {
        for part in [minimumTrack, maximumTrack, thumb] {
            part.isUserInteractionEnabled = false
            addSubview(part)
        }
        thumb.layer.shadowColor = .black
        thumb.layer.shadowRadius = 3
        thumb.layer.shadowOffset = CGSize(width: 0, height: 2)
        placeParts()
    }

    /// Sets the value, the thumb sliding over 0.25 s when `animated`; sends no event.
    open func setValue(_ value: Float, animated: Bool) {
        guard animated else { return self.value = value }
        View.animate(withDuration: 0.25, delay: 0, options: [.curveEaseInOut, .beginFromCurrentState]) { self.value = value }
    }

    /// Any width, 31 points tall.
    open override var intrinsicContentSize: CGSize { CGSize(width: View.noIntrinsicMetric, height: Slider.height) }

    /// The width offered (or 118 points with none), 31 points tall.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width > 0 ? size.width : 118, height: Slider.height)
    }

    /// The track in `bounds`: 4 points tall, centred, 2 points in from each side.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: bounds.minX + 2, y: bounds.midY - 2, width: Swift.max(bounds.width - 4, 0), height: 4)
    }

    /// The thumb for `value`: 28 points round (or the thumb image's size), centred on the track, its edges within
    /// `bounds` at either end.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let size = thumbSize
        let x = bounds.minX + CGFloat(fraction(of: value)) * Swift.max(bounds.width - size.width, 0)
        return CGRect(x: x, y: rect.midY - size.height / 2, width: size.width, height: size.height)
    }

    private var thumbSize: CGSize {
        currentThumbImage?.size ?? CGSize(width: Slider.thumbDiameter, height: Slider.thumbDiameter)
    }

    /// Where `value` lies between the least and greatest values, 0…1.
    private func fraction(of value: Float) -> Float {
        maximumValue > minimumValue ? (value - minimumValue) / (maximumValue - minimumValue) : 0
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        placeParts()
    }

    private func placeParts() {
        let box = CGRect(origin: .zero, size: bounds.size)
        let track = trackRect(forBounds: box)
        let knob = thumbRect(forBounds: box, trackRect: track, value: value)
        minimumTrack.frame = CGRect(x: track.minX, y: track.minY, width: Swift.max(knob.midX - track.minX, 0), height: track.height)
        maximumTrack.frame = CGRect(x: knob.midX, y: track.minY, width: Swift.max(track.maxX - knob.midX, 0), height: track.height)
        minimumTrack.cornerRadius = track.height / 2
        maximumTrack.cornerRadius = track.height / 2
        minimumTrack.backgroundColor = minimumTrackTintColor ?? tintColor
        maximumTrack.backgroundColor = maximumTrackTintColor ?? Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.2)
        thumb.frame = knob
        let image = currentThumbImage
        thumb.image = image
        thumb.cornerRadius = image == nil ? knob.width / 2 : 0
        thumb.backgroundColor = image == nil ? thumbTintColor ?? .white : nil
        thumb.layer.shadowOpacity = image == nil ? 0.25 : 0
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        placeParts()
    }

    open override func beginTracking(_ touch: Touch, with event: UIEvent?) -> Bool {
        let box = CGRect(origin: .zero, size: bounds.size)
        let knob = thumbRect(forBounds: box, trackRect: trackRect(forBounds: box), value: value)
        let location = touch.location(in: self)
        guard knob.insetBy(dx: -Slider.thumbReach, dy: -Slider.thumbReach).contains(location) else { return false }
        dragStart = (value, location.x)
        return true
    }

    open override func continueTracking(_ touch: Touch, with event: UIEvent?) -> Bool {
        guard let start = dragStart else { return false }
        let travel = Swift.max(bounds.width - thumbSize.width, 1)
        let moved = Float((touch.location(in: self).x - start.x) / travel) * (maximumValue - minimumValue)
        let before = value
        value = start.value + moved
        if isContinuous && value != before { sendActions(for: [.valueChanged, .primaryActionTriggered]) }
        return true
    }

    open override func endTracking(_ touch: Touch?, with event: UIEvent?) {
        if let touch { _ = continueTracking(touch, with: event) }
        if !isContinuous, let start = dragStart, value != start.value { sendActions(for: [.valueChanged, .primaryActionTriggered]) }
        dragStart = nil
    }

    open override func cancelTracking(with event: UIEvent?) { dragStart = nil }

    /// Whether the thumb is being dragged (a touch went down on it or within reach).
    var draggingThumb: Bool { dragStart != nil }

    package override func checkpointRestoration() -> CheckpointRestoration {
        let control = super.checkpointRestoration(), own = Slider.sliderCheckpointFields.keep(self)
        return CheckpointRestoration(covering: Slider.self) {
            control.run()
            own()
        }
    }

    /// What a checkpoint keeps of a slider beyond the control (a test checks every stored property is here or excused).
    package static let sliderCheckpointFields: [CheckpointField<Slider>] = [
        CheckpointField("dragStart") { slider in
            let start = slider.dragStart
            return { $0.dragStart = start }
        },
        // The bounds before the value, which they would otherwise pin.
        CheckpointField("minimumValue", { $0.minimumValue }, { $0.minimumValue = $1 }),
        CheckpointField("maximumValue", { $0.maximumValue }, { $0.maximumValue = $1 }),
        CheckpointField("value", { $0.value }, { $0.value = $1 }),
        CheckpointField("isContinuous", { $0.isContinuous }, { $0.isContinuous = $1 }),
        CheckpointField("minimumTrackTintColor", { $0.minimumTrackTintColor }, { $0.minimumTrackTintColor = $1 }),
        CheckpointField("maximumTrackTintColor", { $0.maximumTrackTintColor }, { $0.maximumTrackTintColor = $1 }),
        CheckpointField("thumbTintColor", { $0.thumbTintColor }, { $0.thumbTintColor = $1 }),
        CheckpointField("minimumValueImage", { $0.minimumValueImage }, { $0.minimumValueImage = $1 }),
        CheckpointField("maximumValueImage", { $0.maximumValueImage }, { $0.maximumValueImage = $1 }),
        CheckpointField("thumbImages", { $0.thumbImages }, { $0.thumbImages = $1 }),
    ]

    /// The stored properties a checkpoint leaves alone, and why.
    package static let sliderNotCheckpointed = [
        "minimumTrack": "a subview made once, whose look the view checkpoints keep",
        "maximumTrack": "a subview made once, whose look the view checkpoints keep",
        "thumb": "a subview made once, whose look the view checkpoints keep",
    ]
}

/// UIKit's name for a slider.
public typealias UISlider = Slider
