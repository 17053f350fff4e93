import Foundation

extension Button {
    /// A button that shows `configuration` and runs `primaryAction` when tapped (iOS 15's initialiser): a system
    /// button whose title is the configuration's, or else the action's.
    public convenience init(configuration: Configuration, primaryAction: Action? = nil) {
        self.init(frame: .zero, type: .system)
        var shown = configuration
        if shown.title == nil, let title = primaryAction?.title, !title.isEmpty { shown.title = title }
        self.configuration = shown
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// What the button shows, as one value (iOS 15); `nil` — the default — shows the titles and images set for each
    /// state instead. Setting it redraws the button and makes Auto Layout read its size again.
    public var configuration: Configuration? {
        get { shownConfiguration }
        set {
            shownConfiguration = newValue
            configurationChanged()
        }
    }

    /// The configuration as the button draws and sizes it: with the title set for the state by `setTitle(_:for:)`, which
    /// a configured button shows too, in place of the configuration's own.
    var drawnConfiguration: Configuration? {
        guard var shown = shownConfiguration else { return nil }
        shown.title = currentTitle
        return shown
    }

    /// Asks for ``updateConfiguration()`` now (UIKit defers it to the next layout; the result is the same) — unless it
    /// is under way: a handler that sets the configuration it made, or changes the state (`isEnabled`), is not run
    /// again from inside itself, as UIKit's deferred update never is.
    public func setNeedsUpdateConfiguration() {
        guard !isUpdatingConfiguration else { return }
        isUpdatingConfiguration = true
        defer { isUpdatingConfiguration = false }
        updateConfiguration()
    }

    /// The state changed: the looks for the new state, and the configuration brought up to date.
    func stateChanged() {
        showLooksForState()
        if automaticallyUpdatesConfiguration, shownConfiguration != nil || configurationUpdateHandler != nil {
            setNeedsUpdateConfiguration()
        }
    }

    /// The configuration changed: its title and font in ``titleLabel``, its spinner shown or taken away, the size read
    /// again.
    private func configurationChanged() {
        if let shownConfiguration {
            titleLabel?.text = shownConfiguration.title
            titleLabel?.font = shownConfiguration.resolvedTitleFont
        } else {
            showLooksForState()
        }
        let spins = shownConfiguration?.showsActivityIndicator == true
        if spins, configurationSpinner == nil {
            let spinner = ActivityIndicatorView(style: .medium)
            spinner.isUserInteractionEnabled = false
            addSubview(spinner)
            spinner.startAnimating()
            configurationSpinner = spinner
        } else if !spins, let spinner = configurationSpinner {
            spinner.removeFromSuperview()
            configurationSpinner = nil
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// Places a configuration's spinner where its image goes.
    func placeConfigurationSpinner() {
        guard let spinner = configurationSpinner, let shownConfiguration = drawnConfiguration else { return }
        spinner.tintColor = shownConfiguration.foreground(tint: tintColor ?? .systemBlue, isEnabled: isEnabled)
        spinner.color = spinner.tintColor
        let place = shownConfiguration.contentLayout(in: bounds).image
        spinner.center = CGPoint(x: place.midX, y: place.midY)
    }
}

@MainActor
extension Button.Configuration {
    /// Where the parts of the content go in `bounds`: the image (or spinner), the title and the subtitle, centred in
    /// the bounds less the insets, the image on its side of the text with ``imagePadding`` between.
    func contentLayout(in bounds: CGRect) -> (image: CGRect, title: CGRect, subtitle: CGRect) {
        let (imageSize, text, titleSize, subtitleSize) = sizes
        let padding = imageSize == .zero || text == .zero ? 0 : imagePadding
        let beside = imagePlacement.contains(.leading) || imagePlacement.contains(.trailing) || imagePlacement.isEmpty
        let content =
            beside
            ? CGSize(width: imageSize.width + padding + text.width, height: Swift.max(imageSize.height, text.height))
            : CGSize(width: Swift.max(imageSize.width, text.width), height: imageSize.height + padding + text.height)
        let inner = CGRect(
            x: bounds.minX + contentInsets.leading, y: bounds.minY + contentInsets.top,
            width: bounds.width - contentInsets.leading - contentInsets.trailing,
            height: bounds.height - contentInsets.top - contentInsets.bottom)
        let origin = CGPoint(x: inner.midX - content.width / 2, y: inner.midY - content.height / 2)
        var imageRect = CGRect(origin: origin, size: imageSize), textOrigin = origin
        if beside {
            imageRect.origin.y = origin.y + (content.height - imageSize.height) / 2
            textOrigin.y = origin.y + (content.height - text.height) / 2
            if imagePlacement.contains(.trailing) {
                imageRect.origin.x = origin.x + text.width + padding
            } else {
                textOrigin.x = origin.x + imageSize.width + padding
            }
        } else {
            imageRect.origin.x = origin.x + (content.width - imageSize.width) / 2
            textOrigin.x = origin.x + (content.width - text.width) / 2
            if imagePlacement.contains(.bottom) {
                imageRect.origin.y = origin.y + text.height + padding
            } else {
                textOrigin.y = origin.y + imageSize.height + padding
            }
        }
        func line(_ size: CGSize, at y: CGFloat) -> CGRect {
            let alignment =
                titleAlignment == .automatic ? (beside && imageSize != .zero ? TitleAlignment.leading : .center) : titleAlignment
            let x: CGFloat =
                switch alignment {
                case .leading: textOrigin.x
                case .trailing: textOrigin.x + text.width - size.width
                case .center, .automatic: textOrigin.x + (text.width - size.width) / 2
                }
            return CGRect(origin: CGPoint(x: x, y: y), size: size)
        }
        let subtitleTop = textOrigin.y + titleSize.height + (subtitleSize == .zero || titleSize == .zero ? 0 : titlePadding)
        return (imageRect, line(titleSize, at: textOrigin.y), line(subtitleSize, at: subtitleTop))
    }

    /// The content's size in its insets: what the button's `sizeThatFits` and intrinsic size are.
    var fittingSize: CGSize {
        let content = contentLayout(in: .zero)
        let union = [content.image, content.title, content.subtitle].filter { $0.size != .zero }.reduce(CGRect.null) { $0.union($1) }
        let size = union.isNull ? .zero : union.size
        return CGSize(
            width: size.width + contentInsets.leading + contentInsets.trailing,
            height: size.height + contentInsets.top + contentInsets.bottom)
    }

    /// The image's (or the spinner's) size, the text block's, and the title's and subtitle's.
    private var sizes: (image: CGSize, text: CGSize, title: CGSize, subtitle: CGSize) {
        let measure = { (text: String?, font: Font) -> CGSize in
            guard let text, !text.isEmpty else { return .zero }
            let size = Label.textMeasurer.size(of: text, in: font)
            return CGSize(width: size.width.rounded(.up), height: size.height.rounded(.up))
        }
        let title = measure(self.title, resolvedTitleFont), subtitle = measure(self.subtitle, subtitleFont)
        let gap = title == .zero || subtitle == .zero ? 0 : titlePadding
        let text = CGSize(width: Swift.max(title.width, subtitle.width), height: title.height + gap + subtitle.height)
        let spinner = ActivityIndicatorView.Style.medium.side
        let image = showsActivityIndicator ? CGSize(width: spinner, height: spinner) : shownImage?.size ?? .zero
        return (image, text, title, subtitle)
    }
}
