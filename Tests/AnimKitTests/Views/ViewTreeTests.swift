import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// A measurer with round numbers, standing in for the real font.
struct FixedMeasurer: TextMeasurer {
    func size(of text: String, in font: Font) -> CGSize {
        CGSize(width: CGFloat(text.count) * 10, height: font.pointSize + 3)
    }
}

@MainActor
@Suite("The view tree")
struct ViewTreeTests {
    @Test("frame is derived from center, bounds and transform, and setting it sets center and size")
    func frame() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))

        #expect(view.center == CGPoint(x: 60, y: 45))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(view.frame == CGRect(x: -40, y: -5, width: 200, height: 100))
        view.transform = .identity
        view.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(view.center == CGPoint(x: 5, y: 5) && view.bounds.size == CGSize(width: 10, height: 10))
    }

    @Test("subviews: add, insert at an index, remove, bring to front; cycles are refused")
    func hierarchy() {
        let root = View(), a = View(), b = View(), c = View()

        root.addSubview(a)
        root.addSubview(b)
        root.insertSubview(c, at: 0)
        #expect(root.subviews.map(ObjectIdentifier.init) == [c, a, b].map(ObjectIdentifier.init))
        root.bringSubviewToFront(c)
        #expect(root.subviews.last === c)
        b.removeFromSuperview()
        #expect(b.superview == nil && root.subviews.count == 2)
        a.addSubview(root)
        #expect(root.superview == nil)
        a.addSubview(b)
        c.addSubview(b)
        #expect(b.superview === c && a.subviews.isEmpty)
    }

    @Test("viewWithTag searches the view and its subtree depth-first")
    func tags() {
        let root = View(), child = View(), grandchild = View()
        root.addSubview(child)
        child.addSubview(grandchild)
        grandchild.tag = 9

        #expect(root.viewWithTag(9) === grandchild)
        #expect(root.viewWithTag(3) == nil)
    }

    @Test("convert(_:to:) goes through centers, bounds origins and transforms")
    func conversion() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 500, height: 500))
        let panel = View(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        let box = View(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        root.addSubview(panel)
        panel.addSubview(box)

        #expect(box.convert(CGPoint.zero, to: root) == CGPoint(x: 110, y: 110))
        panel.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(isApproximatelyEqual(box.convert(CGPoint.zero, to: root), CGPoint(x: 20, y: 20)))
        #expect(isApproximatelyEqual(root.convert(CGPoint(x: 20, y: 20), to: box), .zero))
        #expect(isApproximatelyEqual(box.convert(CGPoint(x: 20, y: 20), from: root), .zero))
    }

    @Test("hitTest finds the frontmost visible, interactive view under a point")
    func hitTesting() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let back = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let front = View(frame: CGRect(x: 25, y: 25, width: 50, height: 50))
        root.addSubview(back)
        root.addSubview(front)

        #expect(root.hitTest(CGPoint(x: 30, y: 30)) === front)
        front.isHidden = true
        #expect(root.hitTest(CGPoint(x: 30, y: 30)) === back)
        back.isUserInteractionEnabled = false
        #expect(root.hitTest(CGPoint(x: 30, y: 30)) === root)
        #expect(root.hitTest(CGPoint(x: 300, y: 30)) == nil)
    }

    @Test("a label sizes itself through the injected measurer, keeping its top-left corner")
    func labelSizeToFit() {
        let saved = Label.textMeasurer
        defer { Label.textMeasurer = saved }
        Label.textMeasurer = FixedMeasurer()
        let label = UILabel(frame: CGRect(x: 10, y: 20, width: 1, height: 1))
        label.text = "Hello"
        label.font = .systemFont(ofSize: 20)

        label.sizeToFit()

        #expect(label.frame == CGRect(x: 10, y: 20, width: 50, height: 23))
    }

    @Test("the default measurer estimates from the font size")
    func estimatingMeasurer() {
        let size = EstimatingTextMeasurer().size(of: "abcd\nab", in: .systemFont(ofSize: 10))

        #expect(size == CGSize(width: 22, height: 24))
    }

    @Test("a button runs its tap actions in order")
    func buttonTap() {
        let button = UIButton()
        var taps: [Int] = []
        button.setTitle("Go", for: .normal)
        button.addAction(UIAction { _ in taps.append(1) }, for: .touchUpInside)
        button.addAction(UIAction { _ in taps.append(2) }, for: .touchUpInside)

        button.sendActions(for: .touchUpInside)

        #expect(button.title == "Go")
        #expect(taps == [1, 2])
    }
}
