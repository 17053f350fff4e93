import Foundation

/// A pair of − and + buttons that step a value (also spelled `UIStepper`), drawn as iOS draws it: a 94 × 32 rounded
/// grey box split down the middle.
///
/// A tap on a half steps ``value`` by ``stepValue`` down or up, within ``minimumValue`` … ``maximumValue`` (past an
/// end it wraps round when ``wraps``), and sends ``Control/Event/valueChanged``; a half that cannot step further is
/// greyed. Setting ``value`` from code sends nothing, as in UIKit. Holding a half down does not repeat here.
@preconcurrency @MainActor
open class Stepper: Control {
    /// The stepper's size, which every frame given to it becomes.
    public static let size = CGSize(width: 94, height: 32)

    /// The value, kept within ``minimumValue`` … ``maximumValue``.
    open var value: Double = 0 {
        didSet {
            let clamped = Swift.min(Swift.max(value, minimumValue), maximumValue)
            if clamped != value { value = clamped }
            updateParts()
        }
    }
    /// The least value (0 by default).
    open var minimumValue: Double = 0 {
        didSet { value = Swift.max(value, minimumValue) }
    }
    /// The greatest value (100 by default).
    open var maximumValue: Double = 100 {
        didSet { value = Swift.min(value, maximumValue) }
    }
    /// How far a tap moves the value (1 by default).
    open var stepValue: Double = 1
    /// Whether stepping past an end goes round to the other.
    open var wraps = false
    /// Whether holding a half down keeps stepping (kept; one tap is one step here).
    open var autorepeat = true
    /// Whether each step is sent at once while a half is held (kept).
    open var isContinuous = true
    private let minus = Label(), plus = Label(), divider = View()

    /// A stepper at `frame`'s origin, 94 × 32, at 0.
    public override init(frame: CGRect = .zero) {
        super.init(frame: CGRect(origin: frame.origin, size: Stepper.size))
        build()
    }

    /// A stepper with no place yet, as one from an archive would start.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        bounds.size = Stepper.size
        build()
    }

    private func build() {
        // UIKit's: a stepper hugs its size (750 on both axes).
        setContentHuggingPriority(.defaultHigh, for: .horizontal)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
        backgroundColor = .tertiarySystemFill
        layer.cornerRadius = 8
        for (label, glyph) in [(minus, "−"), (plus, "+")] {
            (label.text, label.font, label.textAlignment) = (glyph, .systemFont(ofSize: 22), .center)
            label.isUserInteractionEnabled = false
            addSubview(label)
        }
        divider.backgroundColor = Color(white: 0.75, alpha: 1)
        divider.isUserInteractionEnabled = false
        addSubview(divider)
        updateParts()
    }

    /// The halves and the divider in place.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let half = bounds.width / 2
        minus.frame = CGRect(x: 0, y: 0, width: half, height: bounds.height)
        plus.frame = CGRect(x: half, y: 0, width: half, height: bounds.height)
        divider.frame = CGRect(x: half, y: 8, width: 1, height: bounds.height - 16)
    }

    /// The stepper's own size, whatever room it is given.
    open override var intrinsicContentSize: CGSize { Stepper.size }

    /// A lift over a half steps the value that way.
    open override func endTracking(_ touch: Touch?, with event: UIEvent?) {
        guard let touch, point(inside: touch.location(in: self)) else { return }
        step(up: touch.location(in: self).x >= bounds.midX)
    }

    private func step(up: Bool) {
        var next = value + (up ? stepValue : -stepValue)
        if next > maximumValue { next = wraps ? minimumValue : maximumValue }
        if next < minimumValue { next = wraps ? maximumValue : minimumValue }
        guard next != value else { return }
        value = next
        sendActions(for: [.valueChanged, .primaryActionTriggered])
    }

    private func updateParts() {
        let enabled = Color.label, spent = Color.tertiaryLabel
        minus.textColor = wraps || value > minimumValue ? enabled : spent
        plus.textColor = wraps || value < maximumValue ? enabled : spent
    }
}

/// UIKit's name for a stepper.
public typealias UIStepper = Stepper
