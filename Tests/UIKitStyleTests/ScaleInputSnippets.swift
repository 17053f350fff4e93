import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

// Inputs far past any real screen, written as a careless screen writes them: views nested in a loop, siblings by the
// ten thousand. Each ends with every view where UIKit puts it, or a bound said in one sentence; `animview bench scale`
// measures how their cost grows.
@MainActor
@Suite("Screens far past any real one")
struct ScaleInputSnippets {
    @Test("views nested 300 deep in a loop: 256 levels are added, the rest refused in one sentence, and the chain stays whole")
    func deepNesting() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var parent = root
        var chain: [UIView] = []
        for _ in 0..<300 {
            let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            parent.addSubview(child)
            chain.append(child)
            parent = child
        }
        // Level n is chain[n − 1]: the first 256 are each their parent's only subview; from 257 on each is alone.
        #expect(chain[255].superview === chain[254] && chain[255].subviews == [])
        #expect(chain[256].superview == nil && chain[257].superview === chain[256])
        #expect(root.subtree.count == 257)
        #expect(
            fixture.errors.map(\.description) == [
                "addSubview: views nest at most 256 levels deep in animview; View would sit deeper and is not added (said once)"
            ])
        // A subtree 44 deep (chain[256] and its 43 levels) fits under level 212, not under level 213.
        chain[211].addSubview(chain[256])
        #expect(chain[256].superview === chain[211])
        chain[212].addSubview(chain[256])
        #expect(chain[256].superview === chain[211] && fixture.errors.count == 1)
    }

    @Test("20 000 sibling views animated in one block: every one animated, in one animator, each half-way at half time")
    func manySiblings() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        for index in 0..<20_000 {
            root.addSubview(UIView(frame: CGRect(x: CGFloat(index % 400), y: CGFloat(index / 400), width: 2, height: 2)))
        }
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { for view in root.subviews { view.alpha = 0.5 } }
        animator.startAnimation()
        fixture.run(frames: 30)
        #expect(animator.animatedViews.count == 20_000)
        #expect(root.subviews.allSatisfy { $0.layer.presentation()?.opacity == 0.75 })
        root.subviews[10_000].removeFromSuperview()
        #expect(root.subviews.count == 19_999)
        fixture.run(seconds: 1)
        #expect(root.subviews.allSatisfy { $0.alpha == 0.5 } && fixture.engine.isIdle)
    }
}
