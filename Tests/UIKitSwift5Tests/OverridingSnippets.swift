import AnimKit
import Testing

// Subclasses as real iOS libraries write them: they override what UIKit lets them override (members Objective-C
// declares are overridable from Swift), and declare names of their own that AnimKit must not take. This target is
// another module, so each `override` here compiles only if AnimKit's member is `open`.

/// A rounded view from a library: its own `cornerRadius`, and a `bounds` override that keeps the corners in step.
final class CornerRoundingView: UIView {
    var cornerRadius: CGFloat = 8 {
        didSet { layer.cornerRadius = cornerRadius }
    }
    var boundsChanges = 0

    override var bounds: CGRect {
        didSet { boundsChanges += 1 }
    }

    override var frame: CGRect {
        didSet { layer.cornerRadius = min(cornerRadius, frame.height / 2) }
    }

    override var backgroundColor: UIColor? {
        get { super.backgroundColor }
        set { super.backgroundColor = newValue?.withAlphaComponent(0.5) }
    }

    override var alpha: CGFloat {
        didSet { isHidden = alpha == 0 }
    }
}

/// A view that stops its work when taken out of the tree, as a gradient cycler does.
final class CyclingView: UIView {
    var stopped = false
    override func removeFromSuperview() {
        super.removeFromSuperview()
        stopped = true
    }
}

/// A floating-label text field: the placeholder is shown by a label of its own.
final class FloatingField: UITextField {
    let title = UILabel()

    override var placeholder: String? {
        didSet { title.text = placeholder?.uppercased() }
    }

    override var text: String? {
        didSet { title.alpha = (text ?? "").isEmpty ? 0 : 1 }
    }
}

/// A label that counts what it is told to show.
final class CountingLabel: UILabel {
    var shown = 0
    override var text: String? {
        didSet { shown += 1 }
    }
}

@MainActor
@Suite("Overriding UIKit's members from another module, as libraries do")
struct OverridingSnippets {
    @Test("overridden bounds, frame, backgroundColor and alpha run their observers and reach the view's own storage")
    func views() async {
        let view = CornerRoundingView(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
        view.cornerRadius = 20
        #expect(view.layer.cornerRadius == 20)
        view.frame = CGRect(x: 0, y: 0, width: 100, height: 30)
        // The frame's observer: the radius at most half the height.
        #expect(view.layer.cornerRadius == 15)
        // frame's setter sets bounds (UIKit's frame is derived from center and bounds): the override sees it.
        #expect(view.boundsChanges >= 1 && view.bounds.size == CGSize(width: 100, height: 30))
        view.backgroundColor = .red
        #expect(view.backgroundColor == UIColor.red.withAlphaComponent(0.5))
        view.alpha = 0
        #expect(view.isHidden)
    }

    @Test("an overridden removeFromSuperview runs, and super takes the view out")
    func removal() async {
        let parent = UIView()
        let cycling = CyclingView()
        parent.addSubview(cycling)
        cycling.removeFromSuperview()
        #expect(cycling.stopped && cycling.superview == nil && parent.subviews.isEmpty)
    }

    @Test("a text field's placeholder and text, a label's text: overridden, their observers run")
    func text() async {
        let field = FloatingField()
        field.placeholder = "Email"
        #expect(field.title.text == "EMAIL" && field.placeholder == "Email")
        field.text = "a@b.c"
        #expect(field.title.alpha == 1 && field.text == "a@b.c")
        let label = CountingLabel()
        label.text = "one"
        label.text = "two"
        #expect(label.shown == 2 && label.text == "two")
    }
}

/// A layout that narrows `collectionView` to non-optional, as real layouts do once they are in use.
final class CardsLayout: UICollectionViewLayout {
    override var collectionView: UICollectionView {
        super.collectionView ?? UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    }
}

@MainActor
@Suite("A layout's collectionView, narrowed")
struct NarrowedLayoutSnippets {
    @Test("the narrowed collectionView is the collection view that took the layout")
    func narrowed() async {
        let layout = CardsLayout()
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 200), collectionViewLayout: layout)
        #expect(layout.collectionView === view)
    }
}
