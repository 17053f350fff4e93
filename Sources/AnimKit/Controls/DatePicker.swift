import Foundation

/// A control showing a date and time (also spelled `UIDatePicker`), drawn as iOS 14+ draws its compact style: grey
/// rounded pills holding the date ("Nov 30, 2026") and the time ("9:41 AM") in the picker's locale and time zone; the
/// wheels style shows the chosen value between its neighbours, greyed. ``date`` starts at the moment the picker is
/// made, as UIKit's does — set it for frames that are the same every run. Choosing a value by hand (the popover
/// calendar, turning a wheel) is not drawn here; code sets ``date`` and a change sent as ``Control/Event/valueChanged``
/// reaches targets as usual.
@preconcurrency @MainActor
open class DatePicker: Control {
    /// What the picker chooses (UIKit's `UIDatePicker.Mode`).
    public enum Mode: Int, Sendable {
        case time, date, dateAndTime, countDownTimer
        /// iOS 17.4's year and month.
        case yearAndMonth
    }
    /// How the picker looks (UIKit's `UIDatePickerStyle`).
    public enum Style: Int, Sendable {
        case automatic, wheels, compact, inline
    }

    /// The date shown, within ``minimumDate`` … ``maximumDate``.
    open var date = Date() { didSet { keepDateInRange() } }
    /// What the picker chooses; date and time by default.
    open var datePickerMode = Mode.dateAndTime { didSet { showDate() } }
    /// The style asked for; `.automatic` is compact, wheels for a count-down.
    open var preferredDatePickerStyle = Style.automatic { didSet { showDate() } }
    /// The style drawn.
    open var datePickerStyle: Style {
        switch preferredDatePickerStyle {
        case .automatic: datePickerMode == .countDownTimer ? .wheels : .compact
        case let style: style
        }
    }
    /// The earliest date; `nil` for none.
    open var minimumDate: Date? { didSet { keepDateInRange() } }
    /// The latest date; `nil` for none.
    open var maximumDate: Date? { didSet { keepDateInRange() } }
    /// The step of the minutes, 1 … 30 (1 by default).
    open var minuteInterval = 1
    /// Whether a date between steps is rounded to the minute interval; kept.
    open var roundsToMinuteInterval = true
    /// The locale the date is written in; the system's when `nil`.
    open var locale: Locale? { didSet { showDate() } }
    /// The calendar; the system's.
    open var calendar: Calendar! = .current
    /// The time zone the date is shown in; the system's when `nil`.
    open var timeZone: TimeZone? { didSet { showDate() } }
    /// A count-down's length, in seconds (0 … 23 h 59 min).
    open var countDownDuration: TimeInterval = 0 { didSet { showDate() } }

    private let pills = [View(), View()], texts = [Label(), Label()]
    private let wheel = [Label(), Label(), Label()]

    /// A date picker occupying `frame` (its own size when `frame` has none).
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        build()
    }

    /// A date picker with no place yet, as one from an archive would start.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        build()
    }

    private func build() {
        for (pill, text) in zip(pills, texts) {
            pill.backgroundColor = .tertiarySystemFill
            pill.layer.cornerRadius = 6
            pill.isUserInteractionEnabled = false
            text.font = .systemFont(ofSize: 17)
            text.textAlignment = .center
            pill.addSubview(text)
            addSubview(pill)
        }
        for (index, row) in wheel.enumerated() {
            row.textAlignment = .center
            row.font = .systemFont(ofSize: index == 1 ? 21 : 17)
            row.textColor = index == 1 ? .label : .tertiaryLabel
            addSubview(row)
        }
        if bounds.size == .zero { bounds.size = intrinsicContentSize }
        showDate()
    }

    /// Sets the date; `animated` turns a wheel to it on iOS, which is not drawn here.
    open func setDate(_ date: Date, animated: Bool) { self.date = date }

    /// The compact pills' width and 34 points; a wheel's 320 × 216; an inline calendar's 320 × 330.
    open override var intrinsicContentSize: CGSize {
        switch datePickerStyle {
        case .wheels: CGSize(width: 320, height: 216)
        case .inline: CGSize(width: 320, height: 330)
        case .automatic, .compact:
            CGSize(
                width: shownTexts.map { Label.textMeasurer.size(of: $0, in: .systemFont(ofSize: 17)).width + 22 }.reduce(0, +) + 8,
                height: 34)
        }
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Places the pills at the trailing edge (as a compact picker sits in a form), or the wheel's rows in the middle.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let compact = datePickerStyle != .wheels
        var x = bounds.width
        for (pill, text) in zip(pills, texts).reversed() {
            pill.isHidden = !compact || (text.text ?? "").isEmpty
            guard !pill.isHidden else { continue }
            let width = Label.textMeasurer.size(of: text.text ?? "", in: text.font).width + 22
            x -= width
            pill.frame = CGRect(x: x, y: (bounds.height - 34) / 2, width: width, height: 34)
            text.frame = pill.bounds
            x -= 8
        }
        for (index, row) in wheel.enumerated() {
            row.isHidden = compact
            row.frame = CGRect(x: 0, y: bounds.midY - 18 + CGFloat(index - 1) * 36, width: bounds.width, height: 36)
        }
    }

    /// The texts the picker shows for its mode: date, time, or both.
    private var shownTexts: [String] {
        switch datePickerMode {
        case .date: [written(date, .medium, .none)]
        case .time: [written(date, .none, .short)]
        case .dateAndTime: [written(date, .medium, .none), written(date, .none, .short)]
        case .yearAndMonth: [written(date, template: "MMMMyyyy")]
        case .countDownTimer: ["\(Int(countDownDuration) / 3600) hours \(Int(countDownDuration) / 60 % 60) min"]
        }
    }

    /// `moment` written in the picker's locale (US English when none) and time zone, in the styles or the template.
    private func written(
        _ moment: Date, _ dateStyle: DateFormatter.Style = .none, _ timeStyle: DateFormatter.Style = .none, template: String? = nil
    ) -> String {
        let formatter = DateFormatter()
        (formatter.locale, formatter.timeZone) = (locale ?? Locale(identifier: "en_US"), timeZone ?? .current)
        (formatter.dateStyle, formatter.timeStyle) = (dateStyle, timeStyle)
        if let template { formatter.setLocalizedDateFormatFromTemplate(template) }
        return formatter.string(from: moment)
    }

    /// Writes the date into the pills and the wheel's rows (the minute before and after for a time, else the day).
    private func showDate() {
        let shown = shownTexts
        for (index, text) in texts.enumerated() { text.text = shown.indices.contains(index) ? shown[index] : nil }
        let time = datePickerMode == .time, step: TimeInterval = time ? 60 : 86_400
        for (index, row) in wheel.enumerated() {
            let moment = date.addingTimeInterval(TimeInterval(index - 1) * step)
            row.text =
                datePickerMode == .countDownTimer
                ? (index == 1 ? shown.first : nil) : written(moment, time ? .none : .medium, time ? .short : .none)
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    private func keepDateInRange() {
        if let minimumDate, date < minimumDate { date = minimumDate }
        if let maximumDate, date > maximumDate { date = maximumDate }
        showDate()
    }

    package override func checkpointRestoration() -> CheckpointRestoration {
        let control = super.checkpointRestoration(), own = DatePicker.pickerCheckpointFields.keep(self)
        return CheckpointRestoration(covering: DatePicker.self) {
            control.run()
            own()
        }
    }

    /// What a checkpoint keeps of a date picker beyond the control: its settings and its date, the range before the
    /// date, which it would otherwise pin.
    package static let pickerCheckpointFields: [CheckpointField<DatePicker>] = [
        CheckpointField("minimumDate", { $0.minimumDate }, { $0.minimumDate = $1 }),
        CheckpointField("maximumDate", { $0.maximumDate }, { $0.maximumDate = $1 }), CheckpointField("date", { $0.date }, { $0.date = $1 }),
        CheckpointField("datePickerMode", { $0.datePickerMode }, { $0.datePickerMode = $1 }),
        CheckpointField("preferredDatePickerStyle", { $0.preferredDatePickerStyle }, { $0.preferredDatePickerStyle = $1 }),
        CheckpointField("minuteInterval", { $0.minuteInterval }, { $0.minuteInterval = $1 }),
        CheckpointField("roundsToMinuteInterval", { $0.roundsToMinuteInterval }, { $0.roundsToMinuteInterval = $1 }),
        CheckpointField("locale", { $0.locale }, { $0.locale = $1 }), CheckpointField("timeZone", { $0.timeZone }, { $0.timeZone = $1 }),
        CheckpointField("countDownDuration", { $0.countDownDuration }, { $0.countDownDuration = $1 }),
    ]
}

/// UIKit's names for a date picker and its style.
public typealias UIDatePicker = DatePicker
public typealias UIDatePickerStyle = DatePicker.Style
