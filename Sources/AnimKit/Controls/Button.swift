import Foundation

/// A control with a title that runs its actions when tapped (also spelled `UIButton`).
///
/// The title lives in ``titleLabel`` as in UIKit, so `button.titleLabel?.font = …`
/// changes what is drawn; it is drawn centred in the button's bounds. A tap sends
/// ``Control/Event/touchUpInside`` and ``Control/Event/primaryActionTriggered``; while
/// a touch is down inside it, a system button's title fades to a fifth of its opacity,
/// as iOS's does.
@preconcurrency @MainActor
open class Button: Control {
    /// The proxy whose settings every such view takes as it enters a window (UIKit's `UIAppearance`).
    open override class func appearance() -> Button { appearanceProxy { Button(type: .system) } }
    /// The proxy for such views inside instances of `containerTypes`, innermost first.
    open override class func appearance(whenContainedInInstancesOf containerTypes: [any AppearanceContainer.Type]) -> Button {
        appearanceProxy(in: containerTypes) { Button(type: .system) }
    }

    /// UIKit's button types: the typed ones show UIKit's glyphs until given a title or an image.
    public enum ButtonType: Int, Sendable {
        /// No system styling: the title is white until a colour is set.
        case custom
        /// The standard button: a tinted title (`.systemBlue`) on no background.
        case system
        /// UIKit's detail disclosure button: a circled "i", tinted.
        case detailDisclosure
        /// UIKit's light info button: a circled "i", tinted.
        case infoLight
        /// UIKit's dark info button: a circled "i", tinted.
        case infoDark
        /// UIKit's contact-add button: a circled plus, tinted.
        case contactAdd
        /// UIKit's close button (iOS 13): a grey cross on a 30-point grey disc.
        case close
    }

    /// The type the button was made with.
    open internal(set) var buttonType: ButtonType
    private let label = Label(frame: .zero)
    /// What was set for each state (``setTitle(_:for:)`` and the rest).
    var looks = ButtonLooks()
    /// The configuration shown instead of the looks (see ``configuration``).
    var shownConfiguration: Configuration?
    /// The spinner a configuration's ``Configuration/showsActivityIndicator`` shows, while it does.
    var configurationSpinner: ActivityIndicatorView?
    /// Runs when the configuration is to be brought up to date with the button's state (iOS 15).
    open var configurationUpdateHandler: (@MainActor (Button) -> Void)? {
        didSet { setNeedsUpdateConfiguration() }
    }
    /// Whether ``updateConfiguration()`` is running, asked for by ``setNeedsUpdateConfiguration()`` or a change of state.
    var isUpdatingConfiguration = false
    /// Whether a change of state brings the configuration up to date (``updateConfiguration()``) by itself.
    open var automaticallyUpdatesConfiguration = true
    /// The menu the button shows when tapped, with ``showsMenuAsPrimaryAction`` (iOS 14).
    open var menu: Menu? {
        didSet { showSelectedActionTitle() }
    }
    /// Whether a tap shows ``menu`` instead of sending the primary action.
    open var showsMenuAsPrimaryAction = false
    /// What the button does (iOS 14): kept, for a system look that reads it (a menu's destructive action is red).
    open var role = Role.normal
    /// Whether the button answers the pointer (iOS 13.4): a pointer interaction added to it, styled by
    /// ``pointerStyleProvider`` (the system's highlight when there is none).
    open var isPointerInteractionEnabled = false {
        didSet { if isPointerInteractionEnabled != oldValue { pointerInteractionChanged() } }
    }
    /// Makes the pointer style of the button from the effect and shape it would have (iOS 13.4).
    open var pointerStyleProvider: PointerStyleProvider?
    /// Whether a custom button's image darkens while touched (kept: the image is drawn as set).
    open var adjustsImageWhenHighlighted = true
    /// Whether the button is a pop-up button (iOS 15): choosing an action of its menu turns it on and the others off,
    /// and the button's title is the chosen action's.
    open var changesSelectionAsPrimaryAction = false {
        didSet { showSelectedActionTitle() }
    }

    /// A button of `type` with no frame yet, as `UIButton(type: .system)` makes one.
    public convenience init(type: ButtonType) {
        self.init(frame: .zero, type: type)
    }

    /// A button of `type` that runs `primaryAction` when tapped, its title the action's (iOS 14's initialiser).
    public convenience init(type: ButtonType = .system, primaryAction: Action?) {
        self.init(frame: .zero, type: type)
        adopt(primaryAction)
    }

    /// A system button occupying `frame` that runs `primaryAction` when tapped, its title the action's.
    public convenience init(frame: CGRect, primaryAction: Action?) {
        self.init(frame: frame, type: .system)
        adopt(primaryAction)
    }

    private func adopt(_ action: Action?) {
        guard let action else { return }
        if !action.title.isEmpty { setTitle(action.title, for: .normal) }
        addAction(action, for: .primaryActionTriggered)
    }

    /// A custom button occupying `frame`: UIKit's designated initialiser, which subclasses call as `super.init(frame:)`.
    public override init(frame: CGRect) {
        buttonType = .custom
        super.init(frame: frame)
        style(as: .custom)
    }

    /// A button of `type` occupying `frame`.
    convenience init(frame: CGRect, type: ButtonType) {
        self.init(frame: frame)
        buttonType = type
        style(as: type)
    }

    /// An empty custom button, as a button from an archive would start (see `View.init(coder:)`).
    public required init?(coder: NSCoder) {
        buttonType = .custom
        super.init(coder: coder)
        style(as: .custom)
    }

    private func style(as type: ButtonType) {
        label.font = .systemFont(ofSize: 17)
        label.textColor = type == .custom ? .white : .systemBlue
        label.textAlignment = .center
        // A title too long for the button loses its middle, as UIKit's button label does by default.
        label.lineBreakMode = .byTruncatingMiddle
        if let glyph = ButtonTypeGlyph.image(for: type) { setImage(glyph, for: .normal) }
    }

    /// A change of state shows that state's title and colour, and brings a configuration up to date.
    open override var isHighlighted: Bool { didSet { stateChanged() } }
    /// A change of state shows that state's title and colour, and brings a configuration up to date.
    open override var isSelected: Bool { didSet { stateChanged() } }
    /// A change of state shows that state's title and colour, and brings a configuration up to date.
    open override var isEnabled: Bool { didSet { stateChanged() } }

    /// Space between the edges and the content (deprecated in iOS 15 for configurations, still common): the content
    /// is placed inside it, and a button's own size is its content's plus these insets.
    open var contentEdgeInsets = UIEdgeInsets.zero { didSet { invalidateIntrinsicContentSize() } }
    /// Moves the title from its place: by half the difference of opposite insets when centred, else by the inset on
    /// the side it is aligned to.
    open var titleEdgeInsets = UIEdgeInsets.zero { didSet { setNeedsDisplay() } }
    /// Moves the image likewise.
    open var imageEdgeInsets = UIEdgeInsets.zero { didSet { setNeedsDisplay() } }

    /// The label that holds the title, its font and colour (not a subview: the button draws it).
    open var titleLabel: Label? { label }

    /// Sets the title shown in `state` (the normal one serves states with none); Auto Layout reads the size again.
    open func setTitle(_ title: String?, for state: State) {
        looks.titles[state.rawValue] = title
        label.text = currentTitle
        invalidateIntrinsicContentSize()
    }

    /// Sets the title's colour in `state`; `nil` takes the state's back to the normal one's.
    open func setTitleColor(_ color: Color?, for state: State) {
        looks.titleColors[state.rawValue] = color
        label.textColor = currentTitleColor
    }

    /// Sets the image shown before the title in `state` (a system button draws it as a template in its tint).
    open func setImage(_ image: UIImage?, for state: State) {
        looks.images[state.rawValue] = image
        invalidateIntrinsicContentSize()
    }

    /// Sets the image stretched over the bounds, under the title and image, in `state`.
    open func setBackgroundImage(_ image: UIImage?, for state: State) { looks.backgroundImages[state.rawValue] = image }

    /// The title set for `state`, else the normal one.
    open func title(for state: State) -> String? { looks.titles.shown(in: state) }
    /// The title colour set for `state`, else the normal one, else the type's.
    open func titleColor(for state: State) -> Color? { looks.titleColors.shown(in: state) ?? defaultTitleColor }
    /// The image set for `state`, else the normal one.
    open func image(for state: State) -> UIImage? { looks.images.shown(in: state) }
    /// The background image set for `state`, else the normal one.
    open func backgroundImage(for state: State) -> UIImage? { looks.backgroundImages.shown(in: state) }

    /// The size that fits the title, 6 points above and below it as UIKit's; a configuration's content in its insets.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        if let drawnConfiguration { return drawnConfiguration.fittingSize }
        if showsCloseGlyph { return CGSize(width: ButtonTypeGlyph.closeSide, height: ButtonTypeGlyph.closeSide) }
        let text = (currentTitle ?? "").isEmpty ? .zero : Label.textMeasurer.size(of: currentTitle ?? "", in: font)
        let image = currentImage?.size ?? .zero, insets = contentEdgeInsets
        // UIKit's 6 points above and below a title (none at its sides; an image alone has none), unless the code gave its own.
        let margin: CGFloat = text == .zero ? 0 : 12
        let (across, down) = insets == .zero ? (CGFloat(0), margin) : (insets.left + insets.right, insets.top + insets.bottom)
        return CGSize(width: text.width + image.width + across, height: Swift.max(text.height, image.height) + down)
    }

    /// The title's size with its margins, rounded up to whole points: what Auto Layout hugs and keeps uncompressed.
    open override var intrinsicContentSize: CGSize {
        let size = sizeThatFits(.zero)
        return CGSize(width: size.width.rounded(.up), height: size.height.rounded(.up))
    }

    /// Where the background image is drawn: `bounds`, unless a subclass says otherwise.
    open func backgroundRect(forBounds bounds: CGRect) -> CGRect { bounds }
    /// The rectangle the image and title are placed in: `bounds` less ``contentEdgeInsets``.
    open func contentRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: contentEdgeInsets) }
    /// Where the title is drawn in `contentRect`: beside the image, placed by the content alignments and moved by
    /// ``titleEdgeInsets``. A subclass moves it (a title under its image) as in UIKit; the drawing follows.
    open func titleRect(forContentRect contentRect: CGRect) -> CGRect { contentPlace(in: contentRect).titleRect }
    /// Where the image is drawn in `contentRect`: before the title, moved by ``imageEdgeInsets``.
    open func imageRect(forContentRect contentRect: CGRect) -> CGRect { contentPlace(in: contentRect).imageRect }

    /// Brings the configuration up to date with the button's state: runs ``configurationUpdateHandler`` (iOS 15).
    open func updateConfiguration() {
        configurationUpdateHandler?(self)
    }

    /// Lays out the subviews, and a configuration's spinner where its image goes.
    open override func layoutSubviews() {
        super.layoutSubviews()
        placeConfigurationSpinner()
    }

    /// A tap sends the primary action too.
    override var touchUpInsideEvents: Event { [.touchUpInside, .primaryActionTriggered] }

    /// A lift inside shows the menu, when the button shows one as its primary action.
    override func liftedInside() -> Bool { presentMenuIfPrimary() }

    package override func checkpointRestoration() -> CheckpointRestoration {
        let control = super.checkpointRestoration(), looks = self.looks, type = buttonType
        let (configuration, spinner) = (shownConfiguration, configurationSpinner)
        let (text, color, font) = (label.text, label.textColor, label.font)
        let insets = (contentEdgeInsets, titleEdgeInsets, imageEdgeInsets)
        return CheckpointRestoration(covering: Button.self) {
            control.run()
            (self.looks, self.buttonType) = (looks, type)
            (self.contentEdgeInsets, self.titleEdgeInsets, self.imageEdgeInsets) = insets
            (self.shownConfiguration, self.configurationSpinner) = (configuration, spinner)
            (self.label.text, self.label.textColor, self.label.font) = (text, color, font)
        }
    }
}

/// UIKit's name for a button.
public typealias UIButton = Button
