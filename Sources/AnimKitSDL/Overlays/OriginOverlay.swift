import AnimKit
import Foundation

/// Selectable mode (`w`): a click on the canvas picks the frontmost view there, outlines it, and lists in the
/// inspector's place the line that made it and the lines of every animation that moves it (``ViewOrigin``); the same
/// lines go to the terminal whole, as `path:line:column`.
@MainActor
package final class OriginOverlay {
    /// The outline, over the canvas.
    let view = OverlayStyle.box(.clear)
    private let outline = OverlayStyle.box(.clear, radius: 2)
    /// The list, over the inspector.
    let panel = OverlayStyle.box(Color(white: 0.09))
    private let heading = OverlayStyle.label(OverlayStyle.heading)
    private let listing = OverlayStyle.label(OverlayStyle.small)
    /// The view picked; `nil` before a click, or after one on empty canvas.
    package private(set) weak var selected: View?
    /// What is listed of it.
    package private(set) var origin: ViewOrigin?
    /// The heading and the list as the panel shows them.
    package var shownText: String { [heading.text, listing.text].compactMap { $0 }.joined(separator: "\n") }

    package init() {
        view.isHidden = true
        panel.isHidden = true
        panel.clipsToBounds = true
        outline.layer.borderWidth = 2
        outline.layer.borderColor = OverlayStyle.accent
        outline.isHidden = true
        view.addSubview(outline)
        listing.numberOfLines = 0
        for part in [heading, listing] { panel.addSubview(part) }
    }

    package var isActive: Bool { !view.isHidden }

    /// Turns selectable mode on or off; off forgets the view picked.
    package func toggle() {
        view.isHidden.toggle()
        panel.isHidden = view.isHidden
        if view.isHidden { (selected, origin) = (nil, nil) }
        showList()
    }

    func layout(canvas: CGRect, panel frame: CGRect) {
        view.frame = canvas
        panel.frame = frame
        heading.frame = CGRect(x: 10, y: 8, width: frame.width - 20, height: 20)
        showList()
    }

    /// Picks the frontmost view of `canvas` under `point` and says what animates it, as `spans` (the scene's
    /// timeline) name them, and — once read from the debug information, aside, so the window never waits — what made
    /// it; then hands `found` the report's lines (nothing when only the canvas is there).
    package func select(at point: CGPoint, in canvas: View, spans: [AnimatorSpan], found: @escaping @MainActor ([String]) -> Void) {
        let view = canvas.frontmostShownView(at: point)
        selected = view
        origin = view.map { ViewOrigin(of: $0, names: FrameSample.viewNames(under: canvas), spans: spans, looksUpNow: false) }
        showList()
        guard let view, let origin else { return }
        guard origin.isLookingUp, let trace = view.creationTrace else { return found(origin.lines) }
        Task.detached {
            let made = trace.callSite
            await MainActor.run { [weak self, weak view] in
                guard let self, self.selected === view, var shown = self.origin else { return }
                (shown.made, shown.isLookingUp) = (made, false)
                self.origin = shown
                self.showList()
                found(shown.lines)
            }
        }
    }

    /// Moves the outline to where the view picked shows now; called every frame.
    func update() {
        guard isActive, let selected, selected.window != nil || selected.superview != nil else {
            outline.isHidden = true
            return
        }
        outline.isHidden = false
        outline.frame = selected.shownRectInRoot.insetBy(dx: -2, dy: -2)
    }

    private func showList() {
        defer {
            // From the top: a label centres its text in its height.
            let width = panel.bounds.width - 20
            listing.frame = CGRect(x: 10, y: 34, width: width, height: listing.sizeThatFits(CGSize(width: width, height: 0)).height)
        }
        guard let origin else {
            heading.text = "Where from"
            listing.text = "Click a view: the line that made it and the lines that animate it (printed in the terminal too)."
            return
        }
        heading.text = "\(origin.name) (\(origin.typeName))"
        let made =
            origin.isLookingUp
            ? "made at … (reading the debug information)"
            : origin.made.map { "made at \($0.shortDescription)" } ?? "made by no line of yours"
        let moves = origin.animations.map { animation in
            let place = animation.site?.shortDescription ?? "UIKit"
            let keyframes =
                animation.keyframeSites.isEmpty
                ? "" : "\n      keyframes at " + animation.keyframeSites.map { ":\($0.line)" }.joined(separator: ", ")
            return "\(place)  \(animation.label)\n      \(animation.properties.joined(separator: ", "))" + keyframes
        }
        listing.text = ([made, moves.isEmpty ? "no animation moves it" : "animated at:"] + moves).joined(separator: "\n")
    }
}
