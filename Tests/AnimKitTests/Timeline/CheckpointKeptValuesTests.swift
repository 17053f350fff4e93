import AnimKitTestSupport
import Foundation
import Testing

@testable import AnimKit

/// The plain properties a checkpoint keeps together (a view's, a layer's): put back, every one of them holds the value
/// it was kept with. Each kept property is given another value first (the test checks that it did), so one the
/// restore forgets fails here, named.
@MainActor
@Suite("Properties a checkpoint keeps together are each put back")
struct CheckpointKeptValuesTests {
    /// An interaction that does nothing, to be one a view holds.
    final class Marker: UIInteraction {
        private(set) var view: UIView?
        func willMove(to view: UIView?) {}
        func didMove(to view: UIView?) { self.view = view }
    }

    /// The kept properties whose values differ between `kept` and `now`, by name (compared as `dump` writes them).
    func differing<Values: CheckpointValues>(_ kept: Values, _ now: Values) -> [String] {
        zip(Mirror(reflecting: kept).children, Mirror(reflecting: now).children).compactMap { pair in
            var (left, right) = ("", "")
            dump(pair.0.value, to: &left, maxDepth: 2)
            dump(pair.1.value, to: &right, maxDepth: 2)
            return left == right ? nil : pair.0.label
        }
    }

    /// A layer's delegate that does nothing.
    final class Delegate: CALayerDelegate {}

    @Test("a view's eleven kept properties (its own state, whole, one of them): each changed, each put back")
    func view() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let changed = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        (changed.tag, changed.accessibilityIdentifier, changed.isHidden) = (7, "changed", true)
        (changed.isExclusiveTouch, changed.isMultipleTouchEnabled, changed.isOpaque) = (true, true, false)
        (changed.isUserInteractionEnabled, changed.clipsToBounds, changed.contentMode) = (false, true, .center)
        changed.drawnContent = DrawnContent(items: [], bounds: CGRect(x: 0, y: 0, width: 10, height: 10))
        (changed.overrideUserInterfaceStyle, changed.backgroundChoice) = (.dark, .dynamic(.systemBackground))
        (changed.needsDisplay, changed.tintColor, changed.mask) = (false, .red, UIView())
        changed.transitionCover = try #require(plain.snapshotView(afterScreenUpdates: false)?.transitionCover)
        changed.transitionTurn = TransitionTurn(direction: .fromLeft, span: .halves, rest: .identity)
        changed.addGestureRecognizer(UITapGestureRecognizer())
        changed.addInteraction(Marker())
        changed.addConstraint(changed.widthAnchor.constraint(equalToConstant: 10))
        let kept = ViewKeptValues(of: plain)
        let label = Mirror(reflecting: kept).children.compactMap(\.label)
        #expect(label.count == 11)
        #expect(differing(kept, ViewKeptValues(of: changed)) == label)
        kept.restore(into: changed)
        #expect(differing(kept, ViewKeptValues(of: changed)) == [])
    }

    @Test("a layer's twenty-three kept properties: each changed, each put back")
    func layer() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let plain = CALayer(), changed = CALayer(), parent = CALayer()
        parent.addSublayer(changed)
        changed.addSublayer(CALayer())
        (changed.animatingEngine, changed.zPosition) = (fixture.engine, 3)
        changed.contents = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { _ in }.cgImage
        changed.add(CABasicAnimation(keyPath: "opacity"), forKey: "fade")
        (changed.isCommitted, changed.name, changed.mask) = (true, "changed", CALayer())
        (changed.actions, changed.maskedCorners, changed.cornerCurve) = (
            ["opacity": CABasicAnimation()], [.layerMinXMinYCorner], .continuous
        )
        (changed.borderWidth, changed.borderColor, changed.shadowColor) = (2, UIColor.red.cgColor, UIColor.blue.cgColor)
        (changed.shadowOpacity, changed.shadowRadius, changed.shadowOffset) = (0.5, 7, CGSize(width: 1, height: 2))
        changed.shadowPath = CGPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4), transform: nil)
        (changed.contentsGravity, changed.contentsRect) = (.center, CGRect(x: 0, y: 0, width: 0.5, height: 0.5))
        changed.contentsCenter = CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5)
        let delegate = Delegate()
        changed.delegate = delegate
        let kept = LayerKeptValues(of: plain)
        let label = Mirror(reflecting: kept).children.compactMap(\.label)
        #expect(label.count == 23)
        #expect(differing(kept, LayerKeptValues(of: changed)) == label)
        kept.restore(into: changed)
        #expect(differing(kept, LayerKeptValues(of: changed)) == [])
        withExtendedLifetime((parent, delegate)) {}
    }
}
