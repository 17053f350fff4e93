import Foundation

/// An on/off switch drawn as iOS draws it (also spelled `UISwitch`): a 51 × 31 pill, grey when off and green (or
/// ``onTintColor``) when on, with a white thumb that slides across.
///
/// Tapping it flips it; dragging the thumb sets it by the side the pointer ends on.
/// Either way the thumb slides over 0.25 s on the scene's clock (an ease in-out:
/// iOS's own timing is not documented) and ``Control/Event/valueChanged`` is sent
/// once. Setting ``isOn`` or calling ``setOn(_:animated:)`` from code sends nothing,
/// as in UIKit. As UIKit's documentation says of `UISwitch`, the size is the
/// control's own: a frame of another size keeps its origin and takes 51 × 31.
@preconcurrency @MainActor
open class Switch: Control {
    /// The proxy whose settings every such view takes as it enters a window (UIKit's `UIAppearance`).
    open override class func appearance() -> Switch { appearanceProxy { Switch() } }
    /// The proxy for such views inside instances of `containerTypes`, innermost first.
    open override class func appearance(whenContainedInInstancesOf containerTypes: [any AppearanceContainer.Type]) -> Switch {
        appearanceProxy(in: containerTypes) { Switch() }
    }

    /// The switch's size, which every frame given to it becomes.
    public static let size = CGSize(width: 51, height: 31)
    /// How long the thumb takes to slide when animated, in seconds.
    public static let slideDuration: TimeInterval = 0.25

    private let track = View()
    private let thumb = View()
    /// Where the press began, to tell a drag from a tap.
    private var pressStart: CGPoint?

    /// Whether the switch is on. Setting it moves the thumb at once (inside an animation block, along the block).
    open var isOn = false {
        didSet { placeParts() }
    }

    /// The track's colour when on; `nil` for green.
    open var onTintColor: Color? {
        didSet { placeParts() }
    }

    /// The look asked for (iOS 14): a phone's switch slides whatever it asks.
    open var preferredStyle = Style.automatic
    /// The look shown: ``Style/sliding``, a phone's.
    open var style: Style { .sliding }

    /// The thumb's colour; `nil` for white.
    open var thumbTintColor: Color? {
        didSet { placeParts() }
    }

    /// A switch at `frame`'s origin, 51 × 31, off.
    public override init(frame: CGRect = .zero) {
        super.init(frame: CGRect(origin: frame.origin, size: Switch.size))
        build()
    }

    /// An off switch with no place yet, as one from an archive would start.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        build()
    }

    private func build() {
        // UIKit's: a switch hugs its size (750 on both axes), so a stack view stretches what lies beside it instead.
        setContentHuggingPriority(.defaultHigh, for: .horizontal)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
        for part in [track, thumb] {
            part.isUserInteractionEnabled = false
            addSubview(part)
        }
        track.cornerRadius = Switch.size.height / 2
        thumb.layer.shadowColor = .black
        thumb.layer.shadowOpacity = 0.2
        thumb.layer.shadowRadius = 2
        thumb.layer.shadowOffset = CGSize(width: 0, height: 2)
        placeParts()
    }

    /// Turns the switch on or off, the thumb sliding when `animated`; sends no event.
    open func setOn(_ on: Bool, animated: Bool) {
        guard animated else { return isOn = on }
        View.animate(withDuration: Switch.slideDuration, delay: 0, options: [.curveEaseInOut, .beginFromCurrentState]) {
            self.isOn = on
        }
    }

    /// 51 × 31, whatever the content.
    open override var intrinsicContentSize: CGSize { Switch.size }

    /// 51 × 31.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Switch.size }

    /// Always 51 × 31: a size given is ignored, the origin kept (Auto Layout's solution for another size centres the
    /// switch in it).
    open override var bounds: CGRect {
        get { super.bounds }
        set { super.bounds = CGRect(origin: newValue.origin, size: Switch.size) }
    }

    /// At the origin given, 51 × 31.
    open override var frame: CGRect {
        get { super.frame }
        set { super.frame = CGRect(origin: newValue.origin, size: Switch.size) }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        placeParts()
    }

    /// Lays the track over the bounds and the thumb (27 points, 2 from the edge) at the side ``isOn`` says.
    private func placeParts() {
        let inset: CGFloat = 2, diameter = Switch.size.height - 2 * inset
        track.frame = CGRect(origin: .zero, size: Switch.size)
        track.backgroundColor = isOn ? (onTintColor ?? .systemGreen) : Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.16)
        let x = isOn ? Switch.size.width - inset - diameter : inset
        thumb.frame = CGRect(x: x, y: inset, width: diameter, height: diameter)
        thumb.cornerRadius = diameter / 2
        thumb.backgroundColor = thumbTintColor ?? .white
    }

    open override func beginTracking(_ touch: Touch, with event: UIEvent?) -> Bool {
        pressStart = touch.location(in: self)
        return true
    }

    /// Whether the touch followed went down on the thumb (a pan from there, along the switch, is the switch's).
    var pressedThumb: Bool { pressStart.map { thumb.frame.contains($0) } ?? false }

    open override func endTracking(_ touch: Touch?, with event: UIEvent?) {
        defer { pressStart = nil }
        guard let touch, let start = pressStart else { return }
        let location = touch.location(in: self)
        // A drag of more than a few points sets the side it ends on; a tap (or a press released inside) flips.
        let dragged = abs(location.x - start.x) > 4
        let on = dragged ? location.x > Switch.size.width / 2 : (point(inside: location) ? !isOn : isOn)
        guard on != isOn else { return }
        setOn(on, animated: true)
        sendActions(for: [.valueChanged, .primaryActionTriggered])
    }

    package override func checkpointRestoration() -> CheckpointRestoration {
        let control = super.checkpointRestoration(), own = Switch.switchCheckpointFields.keep(self)
        return CheckpointRestoration(covering: Switch.self) {
            control.run()
            own()
        }
    }

    /// What a checkpoint keeps of a switch beyond the control: every stored property of its own (a test checks).
    package static let switchCheckpointFields: [CheckpointField<Switch>] = [
        CheckpointField("pressStart", { $0.pressStart }, { $0.pressStart = $1 }), CheckpointField("isOn", { $0.isOn }, { $0.isOn = $1 }),
        CheckpointField("onTintColor", { $0.onTintColor }, { $0.onTintColor = $1 }),
        CheckpointField("thumbTintColor", { $0.thumbTintColor }, { $0.thumbTintColor = $1 }),
        CheckpointField("preferredStyle", { $0.preferredStyle }, { $0.preferredStyle = $1 }),
    ]

    /// The stored properties a checkpoint leaves alone, and why.
    package static let switchNotCheckpointed = [
        "track": "a subview made once, whose look the view checkpoints keep",
        "thumb": "a subview made once, whose look the view checkpoints keep",
    ]
}

/// UIKit's name for a switch.
public typealias UISwitch = Switch

extension Switch {
    /// A switch's look (UIKit's `UISwitch.Style`).
    public enum Style: Int, Sendable {
        /// The platform's: sliding on a phone.
        case automatic
        /// A Mac's checkbox.
        case checkbox
        /// The sliding switch.
        case sliding
    }
}
