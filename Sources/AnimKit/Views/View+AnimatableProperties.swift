import Foundation

/// How the properties a view animates are set: inside an animation block, they move there along the block's curve.
extension View {
    /// Sets the bounds; a change of size marks the view for layout and resizes its subviews by their masks.
    func setBounds(_ newValue: CGRect) {
        let size = model.bounds.size
        update(ViewProperty.Bounds.self, to: newValue)
        if model.bounds.size != size {
            setNeedsLayout()
            resizeSubviews(from: size)
        }
    }

    /// The radius of the rounded corners, in points: `layer.cornerRadius` in UIKit, kept from user code's own
    /// `cornerRadius` (a library's rounded view declares one) by being animview's alone.
    var cornerRadius: CGFloat {
        get { model.cornerRadius }
        set { update(ViewProperty.CornerRadius.self, to: newValue) }
    }
}
