import Foundation

extension View {
    /// ``tintColor``'s setter: the view's own tint (`nil`: inherit), told to it and the views beneath that inherit it.
    func setOwnTint(_ color: Color?) {
        ownTintColor = color
        tellTintChanged()
    }

    private func tellTintChanged() {
        tintColorDidChange()
        for subview in subviews where subview.ownTintColor == nil { subview.tellTintChanged() }
    }
}
