import Foundation

/// The view a cell, header or footer shows its background configuration in (UIKit's is private too): behind the
/// content, over the bounds less the configuration's insets; the fill and rounded corners its own, the image and the
/// custom view clipped to those corners, and the stroke around them, outset as the configuration says.
@MainActor
final class BackgroundConfigurationView: View {
    /// Holds the image and the custom view, clipped to the corners.
    private let clipped = View()
    private let imageView = ImageView()
    private let stroke = View()

    init() {
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        accessibilityIdentifier = "background configuration"
        clipped.clipsToBounds = true
        clipped.isUserInteractionEnabled = false
        addSubview(clipped)
        clipped.addSubview(imageView)
        stroke.isUserInteractionEnabled = false
        addSubview(stroke)
    }

    required init?(coder: NSCoder) { nil }

    /// Shows `configuration` behind everything else in `owner`, in the view kept in `view` (made on first use).
    static func show(_ configuration: BackgroundConfiguration, in owner: View, keeping view: inout BackgroundConfigurationView?) {
        let shown = view ?? BackgroundConfigurationView()
        if shown.superview !== owner { owner.insertSubview(shown, at: 0) }
        view = shown
        shown.show(configuration, in: owner)
    }

    /// Shows `configuration` in `owner`, whose bounds, tint and layout margins it takes.
    func show(_ configuration: BackgroundConfiguration, in owner: View) {
        let tint = owner.tintColor ?? .systemBlue
        frame = Self.frame(of: configuration, in: owner.bounds, margins: owner.layoutMargins)
        backgroundColor = configuration.resolvedBackgroundColor(for: tint)
        layer.cornerRadius = configuration.cornerRadius
        clipped.frame = bounds
        clipped.layer.cornerRadius = configuration.cornerRadius
        (imageView.image, imageView.contentMode, imageView.frame) = (configuration.image, configuration.imageContentMode, bounds)
        imageView.isHidden = configuration.image == nil
        let custom = configuration.customView
        for view in clipped.subviews where view !== imageView && view !== custom { view.removeFromSuperview() }
        if let custom {
            if custom.superview !== clipped { clipped.addSubview(custom) }
            custom.frame = bounds
        }
        let outset = configuration.strokeOutset
        stroke.frame = bounds.insetBy(dx: -outset, dy: -outset)
        stroke.layer.cornerRadius = configuration.cornerRadius > 0 ? configuration.cornerRadius + outset : 0
        stroke.layer.borderWidth = configuration.strokeWidth
        stroke.layer.borderColor = configuration.resolvedStrokeColor(for: tint).cgColor
        stroke.isHidden = configuration.strokeWidth <= 0
    }

    /// Where the background goes in `bounds`: inset by the configuration's insets, plus `margins` on the edges it names
    /// (leading is left: text runs left to right here).
    static func frame(of configuration: BackgroundConfiguration, in bounds: CGRect, margins: UIEdgeInsets) -> CGRect {
        let insets = configuration.backgroundInsets, edges = configuration.edgesAddingLayoutMarginsToBackgroundInsets
        let top = insets.top + (edges.contains(.top) ? margins.top : 0)
        let left = insets.leading + (edges.contains(.leading) ? margins.left : 0)
        let bottom = insets.bottom + (edges.contains(.bottom) ? margins.bottom : 0)
        let right = insets.trailing + (edges.contains(.trailing) ? margins.right : 0)
        return CGRect(
            x: bounds.minX + left, y: bounds.minY + top, width: Swift.max(bounds.width - left - right, 0),
            height: Swift.max(bounds.height - top - bottom, 0))
    }
}
