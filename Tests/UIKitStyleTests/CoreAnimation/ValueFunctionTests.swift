import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

// CAValueFunction: an animation of "transform" blends numbers and shows the transform the function makes of them, as
// Apple's documentation describes each function.

@MainActor
@Suite("CAValueFunction: numbers blended, shown as the transform each function makes")
struct ValueFunctionTests {
    private func layer() -> CALayer {
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let layer = CALayer()
        layer.frame = CGRect(x: 30, y: 30, width: 40, height: 40)
        host.layer.addSublayer(layer)
        return layer
    }

    private func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-9 }

    @Test("rotateZ from 0 to 2π over 1 s, linear: a quarter turn at 0.25 s, a half turn at 0.5 s (matrices alone would not move)")
    func rotateZ() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let spinner = layer()
        let turn = CABasicAnimation(keyPath: "transform")
        turn.valueFunction = CAValueFunction(name: .rotateZ)
        (turn.fromValue, turn.toValue, turn.duration) = (0, 2 * CGFloat.pi, 1)
        spinner.add(turn, forKey: "spin")
        fixture.run(seconds: 0.25)
        let quarter = try #require(spinner.presentation()).transform
        #expect(close(quarter.m11, 0) && close(quarter.m12, 1) && close(quarter.m21, -1) && close(quarter.m22, 0))
        fixture.run(seconds: 0.25)
        let half = try #require(spinner.presentation()).transform
        #expect(close(half.m11, -1) && close(half.m22, -1) && close(half.m12, 0))
        #expect(spinner.transform == CATransform3DIdentity)
    }

    @Test("scale from [1, 1, 1] to [3, 2, 1] half-way is (2, 1.5, 1); translateX from 0 to 100 a quarter in is 25")
    func scaleAndTranslate() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let grown = layer(), moved = layer()
        let scale = CABasicAnimation(keyPath: "transform")
        scale.valueFunction = CAValueFunction(name: .scale)
        (scale.fromValue, scale.toValue, scale.duration) = ([1, 1, 1], [3, 2, 1], 1)
        grown.add(scale, forKey: nil)
        let slide = CABasicAnimation(keyPath: "transform")
        slide.valueFunction = CAValueFunction(name: .translateX)
        (slide.fromValue, slide.toValue, slide.duration) = (0, 100, 2)
        moved.add(slide, forKey: nil)
        fixture.run(seconds: 0.5)
        let scaled = try #require(grown.presentation()).transform, shifted = try #require(moved.presentation()).transform
        #expect(close(scaled.m11, 2) && close(scaled.m22, 1.5) && close(scaled.m33, 1))
        #expect(close(shifted.m41, 25) && close(shifted.m42, 0) && close(shifted.m11, 1))
    }

    @Test("keyframes through a value function: rotateZ values 0, π, 0 are a half turn at a quarter of the way")
    func keyframes() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let rocked = layer()
        let rock = CAKeyframeAnimation(keyPath: "transform")
        rock.valueFunction = CAValueFunction(name: .rotateZ)
        (rock.values, rock.duration) = ([0, CGFloat.pi, 0], 2)
        rocked.add(rock, forKey: nil)
        fixture.run(seconds: 0.5)
        let shown = try #require(rocked.presentation()).transform
        #expect(close(shown.m11, 0) && close(shown.m12, 1))
    }

    @Test("bad input: an unknown name is nil; a value function on a number, or two numbers for a scale, is reported and not added")
    func refusals() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        #expect(CAValueFunction(name: CAValueFunctionName(rawValue: "rotate")) == nil)
        #expect(CAValueFunction(name: CAValueFunctionName(rawValue: "twirlZ")) == nil)
        let target = layer()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.valueFunction = CAValueFunction(name: .rotateZ)
        fade.toValue = 1
        target.add(fade, forKey: "fade")
        let scale = CABasicAnimation(keyPath: "transform")
        scale.valueFunction = CAValueFunction(name: .scale)
        scale.toValue = [2, 2]
        target.add(scale, forKey: "scale")
        #expect(target.animationKeys() == nil)
        let messages = fixture.errors.map(\.description)
        #expect(messages.contains { $0.contains("rotateZ makes a transform") && $0.contains("opacity") })
        #expect(messages.contains { $0.contains("toValue") && $0.contains("an array of three numbers") })
    }
}
