import AnimKitTestSupport
import Foundation
import Testing

@testable import AnimKit

/// Every timing API records where the code called it — the file, line and column its `#filePath`, `#line` and `#column`
/// defaults give — and the timeline's span keeps it; what UIKit's own views animate (a table's rows) has none.
@MainActor
@Suite("Call sites: every animation knows the line that made it")
struct CallSiteTests {
    /// Runs `make` on a card in a host and a layer of its own, under a fresh history; returns the spans it began (what
    /// they moved named under the host), in order, with the card and the host.
    private func run(_ make: (View, CALayer) -> Void) -> (spans: [AnimatorSpan], card: View, host: View) {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let history = AnimationHistory()
        fixture.engine.history = history
        let host = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let card = View(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        card.accessibilityIdentifier = "card"
        host.addSubview(card)
        let layer = CALayer()
        host.layer.addSublayer(layer)
        make(card, layer)
        fixture.run(frames: 2)
        return (history.spans(namingViewsUnder: host), card, host)
    }

    /// The call sites of the spans `make` began, in order.
    private func sites(_ make: (View, CALayer) -> Void) -> [CallSite?] { run(make).spans.map(\.callSite) }

    private func expectLines(_ found: [CallSite?], _ lines: [Int], _ comment: Comment? = nil) {
        #expect(found.map { $0?.line } == lines.map { Optional($0) }, comment)
        for site in found { #expect(site?.file == #filePath) }
    }

    @Test("UIView.animate in each spelling, the springs, keyframes, transitions and perform(.delete)")
    func blockFamily() {
        var lines: [Int] = []
        let found = sites { card, _ in
            lines.append(#line + 1)
            UIView.animate(withDuration: 0.3) { card.alpha = 0.5 }
            lines.append(#line + 1)
            UIView.animate(withDuration: 0.3, animations: { card.alpha = 0.4 }, completion: nil)
            lines.append(#line + 1)
            UIView.animate(withDuration: 0.3, delay: 0.1, options: [.curveEaseOut]) { card.center.x = 40 }
            lines.append(#line + 1)
            UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0) { card.center.y = 90 }
            lines.append(#line + 1)
            UIView.animate(springDuration: 0.4, bounce: 0.2) { card.bounds.size.width = 80 }
            lines.append(#line + 1)
            UIView.animateKeyframes(withDuration: 1, delay: 0) {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { card.alpha = 0.2 }
            }
            lines.append(#line + 1)
            UIView.transition(with: card, duration: 0.4, options: [.transitionCrossDissolve], animations: nil)
        }
        expectLines(found, lines)
        // Swift gives a `#column` default the column of the call's opening parenthesis: `UIView.animate(` at 13 ends at 27.
        #expect(found.first??.column == 27)
    }

    @Test("UIViewPropertyAnimator's initializers and runningPropertyAnimator")
    func propertyAnimators() {
        var lines: [Int] = []
        let found = sites { card, _ in
            lines.append(#line + 1)
            UIViewPropertyAnimator(duration: 0.3, curve: .easeIn) { card.alpha = 0.1 }.startAnimation()
            lines.append(#line + 1)
            UIViewPropertyAnimator(duration: 0.3, dampingRatio: 0.6) { card.center.x = 70 }.startAnimation()
            lines.append(#line + 1)
            let bezier = UIViewPropertyAnimator(duration: 0.3, controlPoint1: CGPoint(x: 0.2, y: 0), controlPoint2: CGPoint(x: 0, y: 1))
            bezier.addAnimations { card.center.y = 20 }
            bezier.startAnimation()
            lines.append(#line + 1)
            let timed = UIViewPropertyAnimator(duration: 0.3, timingParameters: UISpringTimingParameters(dampingRatio: 0.9))
            timed.addAnimations { card.bounds.size.height = 20 }
            timed.startAnimation()
            lines.append(#line + 1)
            UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.2, delay: 0, options: []) { card.alpha = 0.9 }
        }
        expectLines(found, lines)
    }

    @Test("startAnimation(afterDelay:) records where the delay was given, apart from the initializer's line; without a delay, none")
    func delayApart() throws {
        var (made, delayed) = (0, 0)
        let spans = run { card, _ in
            made = #line + 1
            let slide = UIViewPropertyAnimator(duration: 0.3, dampingRatio: 0.8) { card.center.x = 90 }
            delayed = #line + 1
            slide.startAnimation(afterDelay: 0.25)
            UIViewPropertyAnimator(duration: 0.3, curve: .linear) { card.alpha = 0.5 }.startAnimation()
            // Through UIKit's protocol the call's line is not known: the delay has no site of its own.
            let held: any UIViewAnimating = UIViewPropertyAnimator(duration: 0.3, curve: .linear) { card.center.y = 12 }
            held.startAnimation(afterDelay: 0.1)
        }.spans
        try #require(spans.count == 3)
        #expect(spans[0].callSite?.line == made && spans[0].delaySite?.line == delayed && spans[0].delay == 0.25)
        #expect(spans[0].delaySite?.file == #filePath)
        // `slide.startAnimation(` at column 13: its parenthesis is at 33.
        #expect(spans[0].delaySite?.column == 33)
        #expect(spans[1].delaySite == nil)
        #expect(spans[2].delaySite == nil && spans[2].delay == 0.1)
    }

    @Test("a repeating animation's duration handle is its first leg's end, at the duration the code wrote; a single run's at its end")
    func repeatingHandle() throws {
        let spans = run { card, _ in
            UIView.animate(withDuration: 0.8, delay: 0.1, options: [.repeat, .autoreverse]) { card.alpha = 0.3 }
            UIView.animate(withDuration: 0.5, delay: 0, options: []) {
                UIView.modifyAnimations(withRepeatCount: 2, autoreverses: true) { card.center.x = 200 }
            }
            UIView.animate(withDuration: 0.4, delay: 0.2, options: []) { card.center.y = 120 }
        }.spans
        try #require(spans.count == 3)
        // UIKit's .repeat runs forever: AnimKit repeats a million times, there and back, each leg the 0.8 s the code wrote.
        #expect(spans[0].legs == 2_000_000 && abs(spans[0].legDuration - 0.8) < 1e-9)
        #expect(abs(spans[0].durationHandleTime - (spans[0].start + 0.1 + 0.8)) < 1e-9)
        // Twice there and back: four legs of 0.5 s.
        #expect(spans[1].legs == 4 && abs(spans[1].legDuration - 0.5) < 1e-9 && abs(spans[1].duration - 2) < 1e-9)
        #expect(abs(spans[1].durationHandleTime - (spans[1].start + 0.5)) < 1e-9)
        #expect(spans[2].legs == nil && spans[2].legDuration == 0.4)
        #expect(abs(spans[2].durationHandleTime - (spans[2].start + 0.2 + 0.4)) < 1e-9)
    }

    @Test("beginAnimations, the builder, a dance, a Core Animation animation added to a layer, and a view's animate(…) token")
    func otherFamilies() {
        var lines: [Int] = []
        let found = sites { card, layer in
            lines.append(#line + 1)
            UIView.beginAnimations("fade", context: nil)
            card.alpha = 0.3
            UIView.commitAnimations()
            lines.append(#line + 1)
            UIView.animate(withDuration: 0.2).animations { card.center.x = 12 }.start()
            card.tag = 7
            lines.append(#line + 1)
            card.dance.animate(duration: 0.2, curve: .linear) { $0.center.y = 33 }.start()
            let fade = CABasicAnimation(keyPath: "opacity")
            (fade.fromValue, fade.toValue, fade.duration) = (1, 0, 0.5)
            lines.append(#line + 1)
            layer.add(fade, forKey: "fade")
            // The declarative family: the line that prepared the token, for both of its steps' animators.
            lines.append(#line + 1)
            card.animate(.fadeIn(duration: 0.01), .move(byX: 4, y: 0))
        }
        expectLines(found, lines + [lines[lines.count - 1]])
    }

    @Test("UIKit's own views animating (a scroll view's animated offset) name no line of the user's")
    func systemAnimationsHaveNone() {
        let found = sites { card, _ in
            let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            scroll.contentSize = CGSize(width: 100, height: 1000)
            card.addSubview(scroll)
            scroll.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        }
        #expect(found.count == 1)
        #expect(found.allSatisfy { $0 == nil }, "\(found)")
        let animKit = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources/AnimKit/Lists/TableView.swift")
        #expect(CallSite.inCode(file: animKit.path, line: 3, column: 1) == nil)
        #expect(CallSite.inCode(file: "/x/Card.swift", line: 4, column: 2)?.editorLocation == "/x/Card.swift:4:2")
        // Line 0 is no line of the user's: a thunk the compiler put in their file (`UILabel()`'s inherited init).
        #expect(CallSite.inCode(file: "/x/Card.swift", line: 0, column: 0) == nil)
        #expect(CallSite(file: "/x/y/Card.swift", line: 14, column: 9).shortDescription == "Card.swift:14")
    }

    @Test("each addKeyframe's line is kept with its animation, in order, each once; the report lists them under it")
    func keyframeSites() {
        let first = #line + 4
        let animate = #line + 2
        let (spans, card, host) = run { card, _ in
            UIView.animateKeyframes(withDuration: 1, delay: 0) {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { card.center.x = 100 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                    card.center.x = 200
                    card.alpha = 0.5
                }
            }
        }
        let span = spans[0]
        #expect(span.keyframeSites?.map(\.line) == [first, first + 1])
        let origin = ViewOrigin(of: card, names: FrameSample.viewNames(under: host), spans: [span])
        #expect(origin.lines.count == 4)
        #expect(origin.lines[1].hasPrefix("  animated at \(#filePath):\(animate):"))
        #expect(origin.lines[2].hasPrefix("    keyframe at \(#filePath):\(first):"))
        #expect(origin.lines[3].hasPrefix("    keyframe at \(#filePath):\(first + 1):"))
    }

    @Test("each addKeyframe's window in scene time: the motion's start plus its relative start and end times the duration")
    func keyframeWindows() throws {
        let first = #line + 3
        let (spans, _, _) = run { card, _ in
            UIView.animateKeyframes(withDuration: 2, delay: 0.5) {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) { card.center.x = 100 }
                UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.5) {
                    card.center.y = 200
                    card.alpha = 0.5
                }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0) { card.backgroundColor = .red }
            }
        }
        let span = try #require(spans.first)
        let windows = try #require(span.keyframeWindows)
        // Motion from start + 0.5 s: [0, 0.25] → 0.5…1.0 s, [0.25, 0.75] → 1.0…2.0 s (two properties, once), a jump at 1.5 s.
        #expect(windows.map(\.site.line) == [first, first + 1, first + 5])
        #expect(windows.map { $0.start - span.start } == [0.5, 1.0, 1.5] && windows.map { $0.end - span.start } == [1.0, 2.0, 1.5])
    }

    @Test("a Core Animation animation keeps the line that made it (its duration and timing are set after) beside the one that added it")
    func madeAndAdded() {
        let made = #line + 2, added = #line + 6
        let spans = run { _, layer in
            let fade = CABasicAnimation(keyPath: "opacity")
            let bounce = CASpringAnimation(perceptualDuration: 0.5, bounce: 0.3)
            (fade.fromValue, fade.toValue, fade.duration) = (1, 0, 0.5)
            (bounce.keyPath, bounce.fromValue, bounce.toValue) = ("position.x", 0, 100)
            layer.add(fade, forKey: "fade")
            layer.add(bounce, forKey: "bounce")
        }.spans
        #expect(spans.map { $0.madeAt?.line } == [made, made + 1])
        #expect(spans.map { $0.callSite?.line } == [added, added + 1])
    }
}
