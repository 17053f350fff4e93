import Foundation

/// Baselines for Auto Layout: where a view's first and last lines of text sit.
extension View {
    /// Where the first and last baselines lie below the view's vertical centre, for the text a label or a button draws
    /// centred in its bounds (lines `lineHeight` apart, each baseline `ascender` below its line's top); `nil` for a view
    /// without text, whose baselines are its bottom edge.
    var baselineOffsetsFromCenter: (first: CGFloat, last: CGFloat)? {
        let text: String?, font: Font
        if let label = self as? Label {
            (text, font) = (label.text, label.font)
        } else if let button = self as? Button {
            (text, font) = (button.title, button.font)
        } else {
            return nil
        }
        let lines = CGFloat(Swift.max((text ?? "").split(separator: "\n", omittingEmptySubsequences: false).count, 1))
        let lineHeight = Label.textMeasurer.lineHeight(of: font), ascender = Label.textMeasurer.ascender(of: font)
        let first = ascender - lineHeight * lines / 2
        return (first, first + (lines - 1) * lineHeight)
    }

    /// The view whose first (or last) baseline stands for this view's: what ``View/forFirstBaselineLayout`` names, and
    /// what that one names in turn, until a view names itself (or one named before: a loop ends there).
    func baselineLayoutView(first: Bool) -> View {
        var view = self, seen: Set<ObjectIdentifier> = []
        while seen.insert(ObjectIdentifier(view)).inserted {
            let next = first ? view.forFirstBaselineLayout : view.forLastBaselineLayout
            guard next !== view else { break }
            view = next
        }
        return view
    }

    /// How far below its centre `item`'s baseline `attribute` lies — the baseline of the view its
    /// ``View/forFirstBaselineLayout`` or ``View/forLastBaselineLayout`` names —; `nil` for another attribute or a view
    /// without text.
    package static func baselineOffset(_ attribute: NSLayoutConstraint.Attribute, of item: AnyObject?) -> CGFloat? {
        guard attribute == .firstBaseline || attribute == .lastBaseline, let view = item as? View else { return nil }
        guard let offsets = view.baselineLayoutView(first: attribute == .firstBaseline).baselineOffsetsFromCenter else { return nil }
        return attribute == .firstBaseline ? offsets.first : offsets.last
    }
}
