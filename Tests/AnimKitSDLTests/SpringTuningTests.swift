import AnimKitTestSupport
import Foundation
import PlayWire
import Testing

@testable import AnimKit
@testable import AnimKitSDL

/// The spring field's model: a spring in each of UIKit's spellings, where it sits on the field (ζ against time) and
/// the literals a drag writes — the numbers derived here from the documented relations, not read off the code.
@MainActor
@Suite("Spring field: each spelling's literals, kept in step")
struct SpringTuningTests {
    /// The span `make` began on a card (``TimingSpans``).
    private func span(_ make: (View) -> Void) throws -> AnimatorSpan { try TimingSpans.first(make) }

    private static func literal(_ label: String, _ key: String, _ value: Double) -> TunableCall.Argument {
        .init(label: label, key: key, text: "\(value)", value: .float(value))
    }

    private func spring(_ span: AnimatorSpan, _ calls: [TunableCall]) throws -> SpringTuning {
        let found = CurveTuning.find(for: span, in: calls)
        guard case .spring(let spring) = found else { return try #require(nil as SpringTuning?, "\(found)") }
        return spring
    }

    @Test("usingSpringWithDamping: ζ down, the duration it settles in across; ζ stops at 1 as UIKit clamps it")
    func dampingRatioAndDuration() throws {
        let span = try span { card in
            UIView.animate(withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0, options: []) {
                card.alpha = 0
            }
        }
        let site = try #require(span.callSite)
        let call = TunableCall(
            site: SourceSite(site),
            arguments: [
                Self.literal("withDuration", "0:0", 0.6), Self.literal("delay", "0:1", 0),
                Self.literal("usingSpringWithDamping", "0:2", 0.7),
            ])
        let spring = try spring(span, [call])
        #expect(spring.position(of: span)?.dampingRatio == 0.7 && spring.position(of: span)?.time == 0.6)
        #expect(spring.timeName == "duration" && spring.ratioBounds == 0.01...1)
        let changes = spring.changes(dampingRatio: 0.504, time: 0.8)
        #expect(changes.map(\.label) == ["usingSpringWithDamping", "withDuration"] && changes.map(\.value) == [0.5, 0.8])
        #expect(changes.map(\.key) == ["0:2", "0:0"] && changes.allSatisfy { $0.site == site })
    }

    @Test("iOS 17's springDuration and bounce: ζ = 1 − bounce (1 ÷ (1 + bounce) below 0), the response is the duration")
    func bounceAndDuration() throws {
        let span = try span { card in UIView.animate(springDuration: 0.4, bounce: 0.2) { card.alpha = 0 } }
        let site = try #require(span.callSite)
        let call = TunableCall(
            site: SourceSite(site), arguments: [Self.literal("springDuration", "0:0", 0.4), Self.literal("bounce", "0:1", 0.2)])
        let spring = try spring(span, [call])
        let position = try #require(spring.position(of: span))
        #expect(abs(position.dampingRatio - 0.8) < 1e-12 && abs(position.time - 0.4) < 1e-12)
        #expect(spring.timeName == "perceived duration" && spring.ratioBounds == 0.01...1.5)
        #expect(spring.changes(dampingRatio: 0.6, time: 0.5).map(\.value) == [0.4, 0.5])
        // More damped than critical: bounce = 1 ÷ ζ − 1.
        #expect(spring.changes(dampingRatio: 1.25, time: 0.5).map(\.value) == [-0.2, 0.5])
        for bounce in [-0.5, -0.2, 0, 0.3, 0.9] {
            let ratio = SpringTuning.dampingRatio(bounce: bounce)
            #expect(abs(SpringTuning.bounce(dampingRatio: ratio) - bounce) < 1e-12)
            // The same ζ as the physical spring iOS 17 builds: c ÷ 2√(km).
            let (mass, stiffness, damping) = SpringTimingParameters.physical(duration: 0.5, bounce: CGFloat(bounce))
            #expect(abs(Double(damping / (2 * (stiffness * mass).squareRoot())) - ratio) < 1e-9, "\(bounce)")
        }
    }

    @Test("mass, stiffness and damping at UISpringTimingParameters' own line: response 2π√(m/k); a drag writes k and c, the mass kept")
    func physicalSpring() throws {
        var line = 0
        let span = try span { card in
            line = #line + 1
            let parameters = UISpringTimingParameters(mass: 2, stiffness: 200, damping: 20, initialVelocity: .zero)
            let animator = UIViewPropertyAnimator(duration: 1, timingParameters: parameters)
            animator.addAnimations { card.alpha = 0 }
            animator.startAnimation()
        }
        let site = try #require(span.timingSite)
        #expect(site.line == line)
        let parameters = TunableCall(
            site: SourceSite(site),
            arguments: [Self.literal("mass", "0:0", 2), Self.literal("stiffness", "0:1", 200), Self.literal("damping", "0:2", 20)])
        let animator = TunableCall(site: SourceSite(try #require(span.callSite)), arguments: [Self.literal("duration", "0:3", 1)])
        let spring = try spring(span, [animator, parameters])
        let position = try #require(spring.position(of: span))
        // ζ = 20 ÷ (2√400) = 0.5; response = 2π√(2 ÷ 200) = 2π ÷ 10.
        #expect(abs(position.dampingRatio - 0.5) < 1e-12 && abs(position.time - 2 * Double.pi / 10) < 1e-12)
        #expect(spring.timeName == "response")
        // ζ 0.5 at 0.5 s: k = 2 (2π ÷ 0.5)² = 315.827…, c = 2 · 0.5 · √(k · 2) = 25.132…
        let changes = spring.changes(dampingRatio: 0.5, time: 0.5)
        #expect(changes.map(\.label) == ["stiffness", "damping"] && changes.map(\.value) == [315.83, 25.13])
    }

    @Test("CASpringAnimation(perceptualDuration:bounce:) at its own line; a spring set by assignment cannot be dragged")
    func coreAnimationSprings() throws {
        let made = try span { card in
            let drop = CASpringAnimation(perceptualDuration: 0.5, bounce: 0.3)
            drop.keyPath = "position.y"
            drop.toValue = 200
            card.layer.add(drop, forKey: "drop")
        }
        let madeAt = try #require(made.madeAt)
        let call = TunableCall(
            site: SourceSite(madeAt), arguments: [Self.literal("perceptualDuration", "0:0", 0.5), Self.literal("bounce", "0:1", 0.3)])
        let spring = try spring(made, [call])
        let position = try #require(spring.position(of: made))
        #expect(abs(position.dampingRatio - 0.7) < 1e-9 && abs(position.time - 0.5) < 1e-9)
        #expect(spring.changes(dampingRatio: 0.9, time: 0.7).map(\.label) == ["bounce", "perceptualDuration"])

        let assigned = try span { card in
            let drop = CASpringAnimation(keyPath: "position.y")
            drop.damping = 12
            drop.toValue = 200
            card.layer.add(drop, forKey: "drop")
        }
        let keyPath = TunableCall(
            site: SourceSite(try #require(assigned.madeAt)),
            arguments: [.init(label: "keyPath", key: nil, text: "\"position.y\"", value: .string("position.y"))])
        guard case .refused(let reason) = CurveTuning.find(for: assigned, in: [keyPath]) else {
            Issue.record("tuned")
            return
        }
        #expect(reason.hasSuffix("is not given in its call's arguments (set by assignment?): nothing can be dragged"))
    }
}
