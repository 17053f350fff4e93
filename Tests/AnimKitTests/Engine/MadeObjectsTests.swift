import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// What an engine answers by kind without walking a scene: whether an animator is live, and the scroll views in a tree.
@MainActor
@Suite("Objects an engine finds by kind")
struct MadeObjectsTests {
    @Test("an animator is live from its start until it completes, and no other engine's is")
    func liveAnimator() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let view = View()
        let animator = PropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        #expect(!fixture.engine.isLive(animator))
        animator.startAnimation()
        #expect(fixture.engine.isLive(animator))
        #expect(!AnimationEngine(clock: ManualClock()).isLive(animator))
        fixture.run(seconds: 0.5)
        animator.stopAnimation(false)
        #expect(fixture.engine.isLive(animator), "a stopped animator stays live until it is finished")
        animator.finishAnimation(at: .current)
        #expect(!fixture.engine.isLive(animator))
    }

    @Test("the scroll views in a tree, oldest first: the root itself, nested ones, none outside it or gone")
    func scrollViewsInTree() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let root = ScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let outside = ScrollView()
        let holder = View()
        let inner = ScrollView()
        let deeper = ScrollView()
        root.addSubview(holder)
        inner.addSubview(deeper)
        holder.addSubview(inner)
        var gone: ScrollView? = ScrollView()
        if let gone { holder.addSubview(gone) }
        #expect(fixture.engine.scrollViews(in: root).count == 4)
        gone?.removeFromSuperview()
        gone = nil
        #expect(fixture.engine.scrollViews(in: root).map(ObjectIdentifier.init) == [root, inner, deeper].map(ObjectIdentifier.init))
        #expect(fixture.engine.scrollViews(in: holder).map(ObjectIdentifier.init) == [inner, deeper].map(ObjectIdentifier.init))
        #expect(fixture.engine.scrollViews(in: outside).map(ObjectIdentifier.init) == [ObjectIdentifier(outside)])
        #expect(AnimationEngine(clock: ManualClock()).scrollViews(in: root).isEmpty)
    }
}
