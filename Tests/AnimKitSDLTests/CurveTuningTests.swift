import AnimKitTestSupport
import Foundation
import PlayWire
import Testing

@testable import AnimKit
@testable import AnimKitSDL

/// The curve editor's model: which literals hold an animation's control points or spring, found by the sites the
/// animation recorded (each span made here by running the timing API itself), and the numbers a drag writes.
@MainActor
@Suite("Curve editor: the literals of a curve or a spring, and what a drag writes")
struct CurveTuningTests {
    /// The span `make` began on a card (``TimingSpans``).
    private func span(_ make: (View) -> Void) throws -> AnimatorSpan { try TimingSpans.first(make) }

    private static func literal(_ label: String, _ key: String, _ value: DesignTimeValue.Payload) -> TunableCall.Argument {
        .init(label: label, key: key, text: "\(value)", value: value)
    }

    private static func point(_ label: String, _ keys: (String, String), _ x: Double, _ y: Double, at site: CallSite)
        -> TunableCall.Argument
    {
        .init(
            label: label, key: nil, text: "CGPoint(x: \(x), y: \(y))", value: nil,
            parts: [literal("x", keys.0, .float(x)), literal("y", keys.1, .float(y))], partsSite: SourceSite(site))
    }

    @Test("an animator's control points as CGPoint(x:y:) literals: four, in order, each at its point's own call")
    func controlPointsOfAnAnimator() throws {
        var line = 0
        let span = try span { card in
            line = #line + 1
            let animator = UIViewPropertyAnimator(duration: 0.6, controlPoint1: CGPoint(x: 0.2, y: 0), controlPoint2: CGPoint(x: 0.8, y: 1))
            animator.addAnimations { card.alpha = 0 }
            animator.startAnimation()
        }
        let site = try #require(span.callSite)
        #expect(site.line == line && span.timingSite == nil && span.controlPoints == [0.2, 0, 0.8, 1])
        let (first, second) = (CallSite(file: site.file, line: line, column: 90), CallSite(file: site.file, line: line, column: 130))
        let call = TunableCall(
            site: SourceSite(site),
            arguments: [
                Self.literal("duration", "0:0", .float(0.6)), Self.point("controlPoint1", ("0:1", "0:2"), 0.2, 0, at: first),
                Self.point("controlPoint2", ("0:3", "0:4"), 0.8, 1, at: second),
            ])
        guard case .cubic(let literals) = CurveTuning.find(for: span, in: [call]) else {
            Issue.record("not a cubic")
            return
        }
        #expect(literals.map(\.key) == ["0:1", "0:2", "0:3", "0:4"] && literals.map(\.label) == ["x", "y", "x", "y"])
        #expect(literals.map(\.site) == [first, first, second, second] && literals.map(\.value) == [0.2, 0, 0.8, 1])
        // A drag's numbers, each to the hundredth.
        #expect(CurveTuning.changes(literals, to: [0.333, -0.5, 0.6666, 1.234]).map(\.value) == [0.33, -0.5, 0.67, 1.23])
        // A point that is computed is refused, naming it.
        let computed = TunableCall(
            site: SourceSite(site),
            arguments: [
                .init(label: "controlPoint1", key: nil, text: "start", value: nil),
                Self.point("controlPoint2", ("0:3", "0:4"), 0.8, 1, at: second),
            ])
        #expect(
            CurveTuning.find(for: span, in: [computed])
                == .refused("controlPoint1: start at \(site.shortDescription) is computed, not a point of literals; nothing is written"))
    }

    @Test("UICubicTimingParameters and CAMediaTimingFunction record their own line: their literals are found there")
    func timingObjectsOfTheirOwn() throws {
        var line = 0
        let cubic = try span { card in
            line = #line + 1
            let curve = UICubicTimingParameters(controlPoint1: CGPoint(x: 0.3, y: 0.1), controlPoint2: CGPoint(x: 0.2, y: 1))
            let animator = UIViewPropertyAnimator(duration: 0.5, timingParameters: curve)
            animator.addAnimations { card.alpha = 0 }
            animator.startAnimation()
        }
        #expect(cubic.timingSite?.line == line && cubic.callSite?.line == line + 1 && cubic.controlPoints == [0.3, 0.1, 0.2, 1])
        var functionLine = 0
        let basic = try span { card in
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.toValue = 0
            functionLine = #line + 1
            fade.timingFunction = CAMediaTimingFunction(controlPoints: 0.1, 0.7, 0.4, 1)
            card.layer.add(fade, forKey: "fade")
        }
        let site = try #require(basic.timingSite)
        #expect(site.line == functionLine && basic.controlPoints?.map { ($0 * 1000).rounded() / 1000 } == [0.1, 0.7, 0.4, 1])
        // `controlPoints:` and the three numbers after it, unlabelled.
        let call = TunableCall(
            site: SourceSite(site),
            arguments: [
                Self.literal("controlPoints", "0:5", .float(0.1)), Self.literal("_1", "0:6", .float(0.7)),
                Self.literal("_2", "0:7", .float(0.4)),
                Self.literal("_3", "0:8", .integer(1)),
            ])
        guard case .cubic(let literals) = CurveTuning.find(for: basic, in: [call]) else {
            Issue.record("not a cubic")
            return
        }
        #expect(literals.map(\.key) == ["0:5", "0:6", "0:7", "0:8"] && literals.map(\.value) == [0.1, 0.7, 0.4, 1])
    }

    @Test("a named curve is refused by name; every preset is a curve whose ends are (0, 0) and (1, 1)")
    func namedCurvesAndPresets() throws {
        let span = try span { card in UIView.animate(withDuration: 0.4, delay: 0, options: [.curveEaseIn]) { card.alpha = 0 } }
        let site = try #require(span.callSite)
        let call = TunableCall(site: SourceSite(site), arguments: [Self.literal("withDuration", "0:0", .float(0.4))])
        #expect(
            CurveTuning.find(for: span, in: [call])
                == .refused(
                    "the curve at \(site.shortDescription) is easeIn, by name: only control points written as numbers can be dragged"))
        #expect(
            CurveTuning.find(for: span, in: [])
                == .refused("the call at \(site.shortDescription) cannot be tuned from the window: its literals were compiled as written"))
        // The four named curves are UIKit's own control points.
        for (name, curve) in [("linear", AnimationCurve.linear), ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInOut", .easeInOut)] {
            #expect(CurveTuning.presets.first { $0.name == name }?.numbers == curve.bezier.numbers, "\(name)")
        }
        #expect(CurveTuning.presets.count == 28 && Set(CurveTuning.presets.map(\.name)).count == 28)
        for preset in CurveTuning.presets {
            let curve = CubicBezier(preset.numbers[0], preset.numbers[1], preset.numbers[2], preset.numbers[3])
            #expect(curve.progress(atFraction: 0) == 0 && abs(curve.progress(atFraction: 1) - 1) < 1e-12, "\(preset.name)")
        }
    }
}
