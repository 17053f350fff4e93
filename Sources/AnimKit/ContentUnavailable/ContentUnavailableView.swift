import Foundation

/// The view of a content-unavailable configuration (iOS 17's `UIContentUnavailableView`): its image (or a spinning
/// activity indicator), texts and buttons stacked in the middle of its margins, each part as tall as it needs at the
/// width there is.
@preconcurrency @MainActor
open class ContentUnavailableView: View, ContentView {
    private var shown: ContentUnavailableConfiguration
    private let imageView = ImageView()
    private let spinner = ActivityIndicatorView(style: .medium)
    private let textLabel = Label(), secondaryLabel = Label()
    private let button = Button(type: .system), secondaryButton = Button(type: .system)

    /// A view showing `configuration`.
    public init(configuration: ContentUnavailableConfiguration) {
        shown = configuration
        super.init(frame: .zero)
        for part in [imageView, spinner, textLabel, secondaryLabel, button, secondaryButton] as [View] { addSubview(part) }
        apply()
    }

    /// A content-unavailable view comes from no archive.
    public required init?(coder: NSCoder) { nil }

    /// The configuration shown; another kind of configuration is ignored.
    open var configuration: any ContentConfiguration {
        get { shown }
        set {
            guard let unavailable = newValue as? ContentUnavailableConfiguration else { return }
            shown = unavailable
            apply()
        }
    }

    private func apply() {
        backgroundColor = shown.backgroundColor
        imageView.image = shown.image
        imageView.tintColor = shown.imageProperties.tintColor
        imageView.isHidden = shown.image == nil || shown.showsActivity
        spinner.isHidden = !shown.showsActivity
        if shown.showsActivity { spinner.startAnimating() } else { spinner.stopAnimating() }
        for (label, text, properties) in [
            (textLabel, shown.text, shown.textProperties), (secondaryLabel, shown.secondaryText, shown.secondaryTextProperties),
        ] {
            (label.text, label.font, label.textColor) = (text, properties.font, properties.color)
            label.numberOfLines = properties.numberOfLines
            label.textAlignment = shown.alignment == .center ? .center : .left
            label.isHidden = text == nil
        }
        for (part, configuration, properties) in [
            (button, shown.button, shown.buttonProperties), (secondaryButton, shown.secondaryButton, shown.secondaryButtonProperties),
        ] {
            part.configuration = configuration
            part.isEnabled = properties.isEnabled
            if let action = properties.primaryAction { part.addAction(action, for: .touchUpInside) }
            part.isHidden = configuration.title == nil && configuration.image == nil
        }
        setNeedsLayout()
    }

    /// Stacks the parts shown in the middle of the margins: image, text, secondary text, then the buttons, with the
    /// configuration's paddings between them.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let margins = shown.directionalLayoutMargins
        let area = bounds.inset(by: UIEdgeInsets(top: margins.top, left: margins.leading, bottom: margins.bottom, right: margins.trailing))
            .inset(by: layoutMargins)
        let width = Swift.max(area.width, 0)
        let top: View? = shown.showsActivity ? spinner : imageView.isHidden ? nil : imageView
        var parts: [(view: View, size: CGSize, gap: CGFloat)] = []
        func add(_ view: View?, _ size: (View) -> CGSize, after gap: CGFloat) {
            guard let view, !view.isHidden else { return }
            parts.append((view, size(view), parts.isEmpty ? 0 : gap))
        }
        add(top, { view in self.imageSize(of: view, width: width) }, after: 0)
        add(
            textLabel, { CGSize(width: width, height: $0.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height) },
            after: shown.imageToTextPadding)
        add(
            secondaryLabel,
            { CGSize(width: width, height: $0.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height) },
            after: shown.textToSecondaryTextPadding)
        add(button, { $0.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)) }, after: shown.textToButtonPadding)
        add(
            secondaryButton, { $0.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)) },
            after: shown.buttonToSecondaryButtonPadding)
        let height = parts.reduce(0) { $0 + $1.gap + $1.size.height }
        var y = area.minY + Swift.max((area.height - height) / 2, 0)
        for part in parts {
            y += part.gap
            let x = shown.alignment == .center ? area.midX - part.size.width / 2 : area.minX
            part.view.frame = CGRect(x: x, y: y, width: part.size.width, height: part.size.height)
            y += part.size.height
        }
    }

    /// The image at its own size, within the width and the configuration's largest size; the spinner at its style's.
    private func imageSize(of view: View, width: CGFloat) -> CGSize {
        guard view === imageView, let image = imageView.image else { return view.bounds.size }
        var size = image.size
        let limit = shown.imageProperties.maximumSize
        let bound = CGSize(
            width: Swift.min(width, limit.width > 0 ? limit.width : .greatestFiniteMagnitude),
            height: limit.height > 0 ? limit.height : .greatestFiniteMagnitude)
        let scale = Swift.min(1, bound.width / Swift.max(size.width, 1), bound.height / Swift.max(size.height, 1))
        size = CGSize(width: size.width * scale, height: size.height * scale)
        return size
    }
}

/// UIKit's name for the view.
public typealias UIContentUnavailableView = ContentUnavailableView
