import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// A form's error label, written as screens write it: in a stack view between the fields and the button, with no text
/// until there is an error. UIKit's label with no text needs no room (its intrinsic size is zero), so the stack keeps
/// only the spacing around it; setting its text makes room for one line.
@MainActor
@Suite("A label with no text, in a stack view")
struct EmptyLabelSnippets {
    @Test("nil or empty text: intrinsic size and size that fits are zero; with text, one line's height")
    func sizes() {
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .footnote)
        #expect(label.intrinsicContentSize == .zero && label.sizeThatFits(CGSize(width: 200, height: 0)) == .zero)
        label.text = ""
        #expect(label.intrinsicContentSize == .zero)
        label.text = "Please enter a valid email address."
        #expect(label.intrinsicContentSize.height == label.font.lineHeight.rounded(.up))
        #expect(label.intrinsicContentSize.width > 0)
        label.text = nil
        #expect(label.intrinsicContentSize == .zero)
    }

    @Test("a 44-point field, the empty label and a 50-point button 12 apart: the button at 68; with an error, one line lower")
    func stackKeepsOnlyTheSpacing() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        let field = UIView(), error = UILabel(), button = UIView()
        error.font = .preferredFont(forTextStyle: .footnote)
        let stack = UIStackView(arrangedSubviews: [field, error, button])
        (stack.axis, stack.spacing) = (.vertical, 12)
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: root.topAnchor), stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.widthAnchor.constraint(equalToConstant: 300), field.heightAnchor.constraint(equalToConstant: 44),
            button.heightAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        #expect(error.frame == CGRect(x: 0, y: 56, width: 300, height: 0))
        #expect(button.frame.minY == 68 && stack.frame.height == 118)
        error.text = "Please enter a valid email address."
        root.layoutIfNeeded()
        let line = error.font.lineHeight.rounded(.up)
        #expect(error.frame.height == line && button.frame.minY == 68 + line)
    }
}
