import AnimKit
import Foundation

/// The curve editor of `animview play`'s window (`b`): the selected animation's cubic curve with its two handles and
/// a list of presets (UIKit's named curves and easings.net's), or its spring as a dot on a field of damping ratio
/// (down: more damped) against time. It only draws and maps points to numbers; ``Previewer`` drags.
@MainActor
final class CurveEditor {
    /// What a press can take.
    enum Handle: Equatable {
        case controlPoint(Int)
        case spring
        case preset(Int)
    }

    static let size = CGSize(width: 320, height: 384)
    /// The numbers a cubic field shows up and down: room for an overshooting handle (easeOutBack's 1.56).
    static let cubicRange: ClosedRange<Double> = -0.6...1.6
    /// The damping ratios the spring field shows, top to bottom.
    static let ratioRange: ClosedRange<Double> = 0...1.5

    /// Opaque: the inspector's rows are under it.
    let view = OverlayStyle.box(Color(white: 0.09), radius: 6)
    private let title = OverlayStyle.label(OverlayStyle.heading)
    private let field = OverlayStyle.box(Color(white: 0.16), radius: 4)
    private let readout = OverlayStyle.label(OverlayStyle.small)
    private let note = OverlayStyle.label(OverlayStyle.small, color: OverlayStyle.warning)
    private let segments = (1..<CurvePlot.samples).map { _ in OverlayStyle.box(OverlayStyle.text) }
    private let arms = (0..<2).map { _ in OverlayStyle.box(OverlayStyle.dimText) }
    private let knobs = (0..<2).map { _ in OverlayStyle.box(OverlayStyle.accent, radius: 6) }
    private let critical = OverlayStyle.box(OverlayStyle.track)
    private let presets = CurveTuning.presets.map { _ in OverlayStyle.label(OverlayStyle.small, color: OverlayStyle.dimText) }
    /// The seconds across the spring field, fixed while it shows one animation so that a drag does not rescale under
    /// the pointer; the serial of that animation.
    private(set) var timeSpan: Double = 2
    private var fittedSerial: Int?

    init() {
        for part in [title, field, readout, note] { view.addSubview(part) }
        for part in [critical] + segments + arms + knobs { field.addSubview(part) }
        for (label, preset) in zip(presets, CurveTuning.presets) {
            label.text = preset.name
            view.addSubview(label)
        }
        view.clipsToBounds = true
        view.isHidden = true
        title.frame = CGRect(x: 10, y: 6, width: Self.size.width - 20, height: 18)
        field.frame = CGRect(x: 10, y: 28, width: 180, height: 180)
        readout.frame = CGRect(x: 198, y: 28, width: 114, height: 180)
        readout.numberOfLines = 0
        note.frame = CGRect(x: 10, y: 212, width: Self.size.width - 20, height: 30)
        note.numberOfLines = 2
        for (index, label) in presets.enumerated() {
            label.frame = CGRect(x: 10 + CGFloat(index % 3) * 102, y: 246 + CGFloat(index / 3) * 13.5, width: 100, height: 13)
        }
    }

    /// The field's rectangle in window coordinates.
    var fieldFrame: CGRect { field.frame.offsetBy(dx: view.frame.minX, dy: view.frame.minY) }

    /// Shows a cubic curve (x1, y1, x2, y2), or why it cannot change (`note`), headed by `heading`.
    func showCubic(_ numbers: [Double], heading: String, note text: String?) {
        show(heading: heading, note: text, cubic: true)
        guard numbers.count == 4 else { return }
        let bezier = CubicBezier(numbers[0], numbers[1], numbers[2], numbers[3])
        let points = (0..<CurvePlot.samples).map { index in
            let t = Double(index) / Double(CurvePlot.samples - 1)
            return point(x: t, y: bezier.progress(atFraction: t))
        }
        for (segment, (from, to)) in zip(segments, zip(points, points.dropFirst())) {
            LineSegment.lay(segment, from: from, to: to, width: 2)
        }
        let ends = [point(x: 0, y: 0), point(x: 1, y: 1)]
        for index in 0..<2 {
            let knob = point(x: numbers[2 * index], y: numbers[2 * index + 1])
            LineSegment.lay(arms[index], from: ends[index], to: knob, width: 1)
            knobs[index].frame = CGRect(x: knob.x - 6, y: knob.y - 6, width: 12, height: 12)
        }
        readout.text = String(format: "x1 %.2f\ny1 %.2f\nx2 %.2f\ny2 %.2f", numbers[0], numbers[1], numbers[2], numbers[3])
        // The preset the curve is, if it is one, in the accent colour.
        for (label, preset) in zip(presets, CurveTuning.presets) {
            label.textColor = zip(preset.numbers, numbers).allSatisfy { abs($0 - $1) < 0.005 } ? OverlayStyle.accent : OverlayStyle.dimText
        }
    }

    /// Shows a spring at ζ `ratio` and `time` seconds (named `timeName`), or why it cannot change (`note`).
    func showSpring(ratio: Double, time: Double, timeName: String, heading: String, note text: String?) {
        show(heading: heading, note: text, cubic: false)
        let knob = springPoint(ratio: ratio, time: time)
        knobs[0].frame = CGRect(x: knob.x - 6, y: knob.y - 6, width: 12, height: 12)
        let line = springPoint(ratio: 1, time: 0).y
        critical.frame = CGRect(x: 0, y: line, width: field.bounds.width, height: 1)
        readout.text = String(
            format: "ζ %.2f\nbounce %.2f\n%@\n%.2f s\n\n↓ damped\n→ %.0f s", ratio, SpringTuning.bounce(dampingRatio: ratio), timeName,
            time,
            timeSpan)
    }

    /// Sets the seconds across the spring field for animation `serial`, a spring of `time` seconds: twice it, at least
    /// 1 — once, when the field comes to show it.
    func fitTime(_ time: Double, for serial: Int) {
        guard serial != fittedSerial else { return }
        (timeSpan, fittedSerial) = (Swift.max(1, (2 * time).rounded(.up)), serial)
    }

    /// Fits the field again when it next shows an animation (it was hidden).
    func forgetFit() { fittedSerial = nil }

    private func show(heading: String, note text: String?, cubic: Bool) {
        title.text = heading
        note.text = text
        for part in segments + arms + presets + [knobs[1]] { part.isHidden = !cubic }
        critical.isHidden = cubic
    }

    /// The handle or preset at window point `point`, if any: a knob within 8 px, a preset's name.
    func handle(at point: CGPoint) -> Handle? {
        guard !view.isHidden, view.frame.contains(point) else { return nil }
        let local = CGPoint(x: point.x - view.frame.minX - field.frame.minX, y: point.y - view.frame.minY - field.frame.minY)
        for (index, knob) in knobs.enumerated() where !knob.isHidden && knob.frame.insetBy(dx: -2, dy: -2).contains(local) {
            return critical.isHidden ? .controlPoint(index) : .spring
        }
        let inView = CGPoint(x: point.x - view.frame.minX, y: point.y - view.frame.minY)
        return presets.firstIndex { !$0.isHidden && $0.frame.contains(inView) }.map(Handle.preset)
    }

    /// The centre of `handle`'s knob in window coordinates, when it is shown.
    func knob(_ handle: Handle) -> CGPoint? {
        let index: Int
        switch handle {
        case .controlPoint(let which): index = which
        case .spring: index = 0
        case .preset: return nil
        }
        guard !view.isHidden, !knobs[index].isHidden else { return nil }
        return CGPoint(x: fieldFrame.minX + knobs[index].frame.midX, y: fieldFrame.minY + knobs[index].frame.midY)
    }

    /// The field's numbers at window point `point`: a control point's (x, y), or a spring's (time, ζ).
    func numbers(at point: CGPoint, spring: Bool) -> (Double, Double) {
        let frame = fieldFrame
        let across = Double((point.x - frame.minX) / frame.width), down = Double((point.y - frame.minY) / frame.height)
        if spring {
            return (across * timeSpan, Self.ratioRange.lowerBound + down * (Self.ratioRange.upperBound - Self.ratioRange.lowerBound))
        }
        return (across, Self.cubicRange.upperBound - down * (Self.cubicRange.upperBound - Self.cubicRange.lowerBound))
    }

    private func point(x: Double, y: Double) -> CGPoint {
        let size = field.bounds.size, height = Self.cubicRange.upperBound - Self.cubicRange.lowerBound
        return CGPoint(x: CGFloat(x) * size.width, y: CGFloat((Self.cubicRange.upperBound - y) / height) * size.height)
    }

    private func springPoint(ratio: Double, time: Double) -> CGPoint {
        let size = field.bounds.size, height = Self.ratioRange.upperBound - Self.ratioRange.lowerBound
        return CGPoint(x: CGFloat(time / timeSpan) * size.width, y: CGFloat((ratio - Self.ratioRange.lowerBound) / height) * size.height)
    }
}
