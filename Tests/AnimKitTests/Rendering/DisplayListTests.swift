import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

@MainActor
@Suite("The display list: what to draw, decided without a drawing library")
struct DisplayListTests {
    func tree() -> (root: View, parent: View, child: View) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        root.backgroundColor = .white
        let parent = View(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        parent.backgroundColor = .red
        let child = View(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        child.backgroundColor = .blue
        root.addSubview(parent)
        parent.addSubview(child)
        return (root, parent, child)
    }

    @Test("items come back to front with transforms composed down the tree")
    func composition() {
        let (root, parent, _) = tree()
        parent.transform = CGAffineTransform(scaleX: 2, y: 2)

        let list = DisplayList(root: root)

        #expect(list.canvas == CGRect(x: 0, y: 0, width: 400, height: 300))
        #expect(list.items.count == 3)
        let child = list.items[2]
        #expect(isApproximatelyEqual(child.transform.apply(CGPoint(x: child.rect.minX, y: child.rect.minY)), CGPoint(x: 70, y: 70)))
        #expect(isApproximatelyEqual(child.canvasBounds.width, 40))
    }

    @Test("alpha multiplies down the tree; hidden and transparent subtrees are left out")
    func opacity() {
        let (root, parent, child) = tree()
        parent.alpha = 0.5
        child.alpha = 0.5

        #expect(DisplayList(root: root).items.last?.alpha == 0.25)
        parent.isHidden = true
        #expect(DisplayList(root: root).items.count == 1)
        parent.isHidden = false
        parent.alpha = 0
        #expect(DisplayList(root: root).items.count == 1)
    }

    @Test("items wholly outside the canvas are culled; their children are still visited")
    func culling() {
        let (root, parent, child) = tree()
        parent.center = CGPoint(x: -200, y: 150)
        child.center = CGPoint(x: 300, y: 50)

        let list = DisplayList(root: root)

        #expect(list.items.count == 2)
        #expect(list.items.last?.viewID == ObjectIdentifier(child))
    }

    @Test("clipsToBounds clips the children to the parent's rectangle on the canvas")
    func clipping() {
        let (root, parent, _) = tree()
        parent.clipsToBounds = true

        let list = DisplayList(root: root)

        #expect(list.items[1].clip == nil)
        #expect(list.items[2].clip == CGRect(x: 100, y: 100, width: 100, height: 100))
    }

    @Test("labels and buttons add their text after their fill")
    func text() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let label = Label(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        label.text = "Hi"
        label.textAlignment = .right
        let button = Button(frame: CGRect(x: 0, y: 50, width: 100, height: 30))
        button.backgroundColor = .systemBlue
        button.setTitle("Go", for: .normal)
        root.addSubview(label)
        root.addSubview(button)

        let contents = DisplayList(root: root).items.map(\.content)

        #expect(
            contents == [
                // A label's default colour is `.label` (drawn black in the light appearance); a background is held resolved.
                .text("Hi", font: .systemFont(ofSize: 17), color: .label, alignment: .right),
                .fill(Color(hex: 0x007AFF)),
                // A button made with a frame is UIKit's custom type, whose title is white.
                .text("Go", font: .systemFont(ofSize: 17), color: .white, alignment: .center),
            ])
    }

    @Test("the list shows presentation values, not the model")
    func presentation() {
        let fixture = EngineFixture()
        let (root, parent, _) = tree()
        PropertyAnimator(duration: 1, curve: .linear) { parent.center.x = 350 }.startAnimation()

        fixture.run(frames: 30)

        let fill = DisplayList(root: root).items[1]
        #expect(isApproximatelyEqual(fill.canvasBounds.midX, 250))
    }
}
