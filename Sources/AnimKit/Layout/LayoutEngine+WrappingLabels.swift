import Foundation

/// A view whose height follows the width it is given — a label of more than one line, a text view that does not
/// scroll — which Auto Layout measures in UIKit's two passes.
@MainActor
protocol WrapsAtItsWidth: View {
    /// Whether it wraps at its width now (a label of one line, a scrolling text view, does not).
    var wrapsAtItsWidth: Bool { get }
    /// The width its intrinsic size wraps at in place of its own while a solve measures it (0: unbounded lines); `nil`
    /// outside a solve.
    var measuringWidth: CGFloat? { get set }
}

/// Views that wrap at the width they are given, solved in UIKit's two passes: first each is measured on unbounded
/// lines (its text on one line), so that constraints that let it grow — a bubble at most ¾ of a row — give it all the
/// room they allow; then at the width that solve gave it, and solved again. Nothing of an earlier layout counts: a
/// label is never wrapped at the width it had for earlier text or in a narrower container, so the same tree and
/// constraints always give the same frames.
extension LayoutEngine {
    /// The wrapping views among `views` that the solve sizes (not `root`, not one whose frame is the code's), each
    /// set to be measured on unbounded lines.
    func beginFirstPass(_ views: [View], root: View) -> [any WrapsAtItsWidth] {
        let labels = views.compactMap { view -> (any WrapsAtItsWidth)? in
            guard view !== root, !view.layoutRecord.translatesFrame, let label = view as? any WrapsAtItsWidth, label.wrapsAtItsWidth
            else { return nil }
            return label
        }
        for label in labels { label.measuringWidth = 0 }
        return labels
    }

    /// The second pass: each label measured at the width the solve gave it and the solve done again — until no
    /// label's width changes (a few rounds at most: a wrapped label is no wider than before).
    func measureAtSolvedWidths(_ labels: [any WrapsAtItsWidth]) {
        for _ in 0..<4 {
            var changed = false
            for label in labels {
                guard let box = box(label), needsMeasuring(label, at: CGFloat(box.width.value)) else { continue }
                label.measuringWidth = CGFloat(box.width.value)
                updateIntrinsicSize(of: label)
                changed = true
            }
            guard changed else { return }
            solver.updateVariables()
        }
    }

    /// Whether `label`, measured at its ``WrapsAtItsWidth/measuringWidth``, is to be measured again at `width`: not
    /// when `width` lies between its lines' widest and the width they were wrapped at — wrapped greedily, the same
    /// lines fit there, each break made because the next word did not fit in more room — nor within a thousandth of a
    /// point (the solver's own rounding).
    private func needsMeasuring(_ label: any WrapsAtItsWidth, at width: CGFloat) -> Bool {
        guard let measured = label.measuringWidth, measured > 0 else { return true }
        // A text view has no width of its own: any other width is measured.
        let own = label.intrinsicContentSize.width, widest = own >= 0 ? own : measured
        return width < widest - 0.001 || width > measured + 0.001
    }

    /// The views measure at their own widths again, as they do outside a solve.
    func endPasses(_ labels: [any WrapsAtItsWidth]) {
        for label in labels { label.measuringWidth = nil }
    }
}
