import AnimKit
import AnimKitTestSupport
import Testing

/// A card drawn with a shadow hanging 4 points left, 6 right and 10 below its face: constraints line up the face.
private final class ShadowedCardView: UIView {
    override var alignmentRectInsets: UIEdgeInsets { UIEdgeInsets(top: 0, left: 4, bottom: 10, right: 6) }
}

/// A badge whose alignment rectangle is converted by the methods rather than the insets: 8 points in on every side.
private final class ConvertingBadgeView: UIView {
    override func alignmentRect(forFrame frame: CGRect) -> CGRect { frame.insetBy(dx: 8, dy: 8) }
    override func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect { alignmentRect.insetBy(dx: -8, dy: -8) }
}

// Apple's `alignmentRectInsets`: "The insets (specified as positive values) … the layout system uses the alignment
// rectangle … instead of the view's frame"; `alignmentRect(forFrame:)` and `frame(forAlignmentRect:)` convert between the
// two; an image view's alignment rectangle is its image's (`UIImage.alignmentRectInsets`), its intrinsic size that
// rectangle's. Each frame below is the constrained rectangle outset by the insets.
@MainActor
@Suite("Alignment rectangles: Auto Layout places what a view aligns, and the frame goes around it")
struct AlignmentRectSnippets {
    private func laidOut(_ build: (UIView) -> Void) -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        build(root)
        root.layoutIfNeeded()
        return root
    }

    @Test("a card pinned at (20, 30), 100 × 50, has the frame (16, 30, 110, 60); a label under it lines up with its face")
    func shadowedCard() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let card = ShadowedCardView(), label = UIView()
        _ = laidOut { root in
            for view in [card, label] {
                view.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(view)
            }
            NSLayoutConstraint.activate([
                card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                card.topAnchor.constraint(equalTo: root.topAnchor, constant: 30),
                card.widthAnchor.constraint(equalToConstant: 100), card.heightAnchor.constraint(equalToConstant: 50),
                label.leadingAnchor.constraint(equalTo: card.leadingAnchor), label.trailingAnchor.constraint(equalTo: card.trailingAnchor),
                label.topAnchor.constraint(equalTo: card.bottomAnchor, constant: 8), label.heightAnchor.constraint(equalToConstant: 20),
            ])
        }
        // Face (20, 30, 100, 50); frame: 4 more to the left, 6 to the right, 10 below.
        #expect(card.frame == CGRect(x: 16, y: 30, width: 110, height: 60))
        #expect(card.alignmentRect(forFrame: card.frame) == CGRect(x: 20, y: 30, width: 100, height: 50))
        // The face's bottom is at 80 (not the shadow's 90): the label starts 8 below it, as wide as the face.
        #expect(label.frame == CGRect(x: 20, y: 88, width: 100, height: 20))
    }

    @Test("a subview pinned to a card's edges fills its face, in the card's coordinates (4, 0)")
    func subviewOfShadowedCard() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let card = ShadowedCardView(frame: CGRect(x: 10, y: 10, width: 110, height: 60)), face = UIView()
        _ = laidOut { root in
            root.addSubview(card)
            face.translatesAutoresizingMaskIntoConstraints = false
            card.addSubview(face)
            NSLayoutConstraint.activate([
                face.leadingAnchor.constraint(equalTo: card.leadingAnchor), face.trailingAnchor.constraint(equalTo: card.trailingAnchor),
                face.topAnchor.constraint(equalTo: card.topAnchor), face.bottomAnchor.constraint(equalTo: card.bottomAnchor),
            ])
        }
        #expect(card.frame == CGRect(x: 10, y: 10, width: 110, height: 60))
        #expect(face.frame == CGRect(x: 4, y: 0, width: 100, height: 50))
    }

    @Test("the conversion methods overridden instead: a badge centred in 300 × 400 at 40 × 40 has the frame (122, 172, 56, 56)")
    func convertingBadge() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let badge = ConvertingBadgeView()
        _ = laidOut { root in
            badge.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(badge)
            NSLayoutConstraint.activate([
                badge.centerXAnchor.constraint(equalTo: root.centerXAnchor), badge.centerYAnchor.constraint(equalTo: root.centerYAnchor),
                badge.widthAnchor.constraint(equalToConstant: 40), badge.heightAnchor.constraint(equalToConstant: 40),
            ])
        }
        // Aligned (130, 180, 40, 40); 8 around it.
        #expect(badge.frame == CGRect(x: 122, y: 172, width: 56, height: 56))
        #expect(badge.alignmentRectInsets == .zero)
    }

    @Test("an image view aligns its image's content: 30 × 30 with 2, 3, 4, 5 insets is 22 × 24 to Auto Layout")
    func imageView() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let image = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 30)).image { _ in }
            .withAlignmentRectInsets(UIEdgeInsets(top: 2, left: 3, bottom: 4, right: 5))
        let imageView = UIImageView(image: image)
        #expect(imageView.alignmentRectInsets == UIEdgeInsets(top: 2, left: 3, bottom: 4, right: 5))
        #expect(imageView.intrinsicContentSize == CGSize(width: 22, height: 24))
        _ = laidOut { root in
            imageView.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(imageView)
            NSLayoutConstraint.activate([
                imageView.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                imageView.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            ])
        }
        // Its content at (10, 10), 22 × 24 by its intrinsic size; the frame is the whole picture, 30 × 30, from (7, 8).
        #expect(imageView.frame == CGRect(x: 7, y: 8, width: 30, height: 30))
    }
}
