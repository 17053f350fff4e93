import AnimKit
import Foundation
import PlayWire

/// The curve editor in `animview play`'s window (`b`): the selected animation's curve or spring, dragged by hand.
/// Each step of a drag asks for the scene with the new numbers (the literals of the call that gave them, to the
/// hundredth, no compiler); letting go — or choosing a preset — asks for them to be written into the code.
extension Previewer {
    /// A drag of a handle in the editor: what it changes, which handle, the numbers now (x1, y1, x2, y2, or ζ and
    /// time), and whether the scene played when it was taken.
    struct CurveDrag {
        let tuning: CurveTuning
        let handle: CurveEditor.Handle
        var numbers: [Double]
        let wasPlaying: Bool
    }

    /// `b`: the editor on or off; it follows the animator last picked on the timeline or in the inspector.
    func toggleCurveEditor() {
        guard tuning != nil else { return flash("the curve editor changes code: open a Swift file with animview play") }
        curveEditor.view.isHidden.toggle()
        curveEditor.forgetFit()
        fillCurveEditor()
    }

    /// The span the editor shows: the one last picked, else the selected animator's.
    var editedSpan: AnimatorSpan? {
        (curveSerial ?? selection?.serial).flatMap { spans[$0] }
    }

    /// Draws the edited span's curve or spring (the drag's numbers while one is held), with why it cannot change.
    func fillCurveEditor() {
        guard !curveEditor.view.isHidden else { return }
        guard let span = editedSpan else {
            return curveEditor.showCubic([], heading: "Curve", note: "pick an animator on the timeline or in the inspector")
        }
        let tuning = draggingCurve?.tuning ?? CurveTuning.find(for: span, in: tunableCalls)
        var note: String?
        if case .refused(let reason) = tuning { note = reason }
        let place = (span.timingSite ?? span.madeAt ?? span.callSite)?.shortDescription ?? "UIKit"
        if draggingCurve == nil, let time = springTime(of: span, tuning) { curveEditor.fitTime(time, for: span.serial) }
        if case .spring(let spring) = tuning, let position = spring.position(of: span) {
            let numbers = draggingCurve?.numbers ?? [position.dampingRatio, position.time]
            curveEditor.showSpring(
                ratio: numbers[0], time: numbers[1], timeName: spring.timeName, heading: "\(place) · spring · \(span.label)", note: note)
        } else if let spring = span.spring {
            curveEditor.showSpring(
                ratio: spring.dampingRatio, time: spring.response, timeName: "response", heading: "\(place) · spring · \(span.label)",
                note: note)
        } else {
            curveEditor.showCubic(
                draggingCurve?.numbers ?? span.controlPoints ?? [], heading: "\(place) · curve · \(span.label)", note: note)
        }
    }

    /// A press in the editor: a knob is taken (the scene pauses while it is held), a preset is written at once.
    func pressCurveEditor(at point: CGPoint) -> Bool {
        guard let handle = curveEditor.handle(at: point) else {
            return curveEditor.view.frame.contains(point) && !curveEditor.view.isHidden
        }
        guard let span = editedSpan else { return true }
        let found = CurveTuning.find(for: span, in: tunableCalls)
        switch (found, handle) {
        case (.refused(let reason), _):
            showMessage(reason)
        case (.cubic(let literals), .preset(let index)):
            tuning?(.literals(CurveTuning.changes(literals, to: CurveTuning.presets[index].numbers), released: true))
        case (.cubic, .controlPoint), (.spring, .spring):
            guard let numbers = startingNumbers(of: span, in: found) else { return true }
            draggingCurve = CurveDrag(tuning: found, handle: handle, numbers: numbers, wasPlaying: play.playing)
            play.playing = false
        default:
            break
        }
        return true
    }

    /// Moves the knob held to window point `point`, within UIKit's bounds (said while the pointer is past them);
    /// false when none is held.
    func dragCurve(to point: CGPoint, released: Bool) -> Bool {
        guard var drag = draggingCurve else { return false }
        let (across, down) = curveEditor.numbers(at: point, spring: drag.handle == .spring)
        var numbers = drag.numbers, bounded: String?
        let changes: [TunedArgument]
        switch (drag.tuning, drag.handle) {
        case (.cubic(let literals), .controlPoint(let index)):
            let x = Swift.min(Swift.max(across, 0), 1)
            if x != across { bounded = "A control point's x stays between 0 and 1" }
            (numbers[2 * index], numbers[2 * index + 1]) = (Self.hundredth(x), Self.hundredth(down))
            changes = CurveTuning.changes(literals, to: numbers)
        case (.spring(let spring), .spring):
            let ratio = Swift.min(Swift.max(down, spring.ratioBounds.lowerBound), spring.ratioBounds.upperBound)
            let time = Swift.max(across, 0.01)
            if ratio != down {
                bounded = String(
                    format: "A damping ratio stays between %g (above 0) and %g", spring.ratioBounds.lowerBound,
                    spring.ratioBounds.upperBound)
            }
            if time != across { bounded = "A spring's \(spring.timeName) stops at 0.01 s" }
            numbers = [Self.hundredth(ratio), Self.hundredth(time)]
            changes = spring.changes(dampingRatio: numbers[0], time: numbers[1])
        default:
            return false
        }
        if numbers != drag.numbers || released { tuning?(.literals(changes, released: released)) }
        if let bounded { showMessage(bounded) }
        drag.numbers = numbers
        draggingCurve = released ? nil : drag
        if released { play.playing = drag.wasPlaying }
        fillCurveEditor()
        return true
    }

    /// The numbers a drag starts from: the curve's control points, or the spring's place on the field.
    private func startingNumbers(of span: AnimatorSpan, in tuning: CurveTuning) -> [Double]? {
        switch tuning {
        case .cubic: return span.controlPoints
        case .spring(let spring): return spring.position(of: span).map { [$0.dampingRatio, $0.time] }
        case .refused: return nil
        }
    }

    /// The seconds of `span`'s spring, as its call spells them (`tuning`), else its response; `nil` on a curve.
    private func springTime(of span: AnimatorSpan, _ tuning: CurveTuning) -> Double? {
        if case .spring(let spring) = tuning { return spring.position(of: span)?.time }
        return span.spring?.response
    }

    private static func hundredth(_ value: Double) -> Double { (value * 100).rounded() / 100 }
}
