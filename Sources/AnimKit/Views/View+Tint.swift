import Foundation

extension View {
    /// The colour controls draw their accents in (a slider's track, a progress bar, a system button's title):
    /// the one set on this view, else its superview's, else `.systemBlue`, as UIKit's tint is inherited.
    ///
    /// Setting it (or `nil`, to inherit again) calls ``tintColorDidChange()`` on this
    /// view and on every view beneath it that inherits it.
    public var tintColor: Color! {
        get { ownTintColor ?? superview?.tintColor ?? .systemBlue }
        set {
            ownTintColor = newValue
            tellTintChanged()
        }
    }

    private func tellTintChanged() {
        tintColorDidChange()
        for subview in subviews where subview.ownTintColor == nil { subview.tellTintChanged() }
    }
}
