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
    /// UIKit's button types; every type draws the same here: its title, centred.
    public enum ButtonType: Int, Sendable {
        /// No system styling: the title is white until a colour is set.
        case custom
        /// The standard button: a tinted title (`.systemBlue`) on no background.
        case system
        /// UIKit's detail disclosure button, drawn here as a system button.
        case detailDisclosure
        /// UIKit's light info button, drawn here as a system button.
        case infoLight
        /// UIKit's dark info button, drawn here as a system button.
        case infoDark
        /// UIKit's contact-add button, drawn here as a system button.
        case contactAdd
        /// UIKit's close button, drawn here as a system button.
        case close
    }

    /// The type the button was made with.
    public let buttonType: ButtonType
    private let label = Label(frame: .zero)

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
        if !action.title.isEmpty { title = action.title }
        addAction(action, for: .primaryActionTriggered)
    }

    /// A button occupying `frame`.
    public convenience override init(frame: CGRect = .zero) {
        self.init(frame: frame, type: .custom)
    }

    /// A button of `type` occupying `frame`.
    public init(frame: CGRect, type: ButtonType) {
        buttonType = type
        label.font = .systemFont(ofSize: 17)
        label.textColor = type == .custom ? .white : .systemBlue
        label.textAlignment = .center
        super.init(frame: frame)
    }

    /// An empty custom button, as a button from an archive would start (see `View.init(coder:)`).
    public required init?(coder: NSCoder) {
        buttonType = .custom
        label.font = .systemFont(ofSize: 17)
        label.textColor = .white
        label.textAlignment = .center
        super.init(coder: coder)
    }

    /// The label that holds the title, its font and colour (not a subview: the button draws it).
    open var titleLabel: Label? { label }

    /// The title shown; a change makes Auto Layout read the button's intrinsic size again.
    open var title: String? {
        get { label.text }
        set {
            label.text = newValue
            invalidateIntrinsicContentSize()
        }
    }

    /// The colour of the title.
    open var titleColor: Color {
        get { label.textColor }
        set { label.textColor = newValue }
    }

    /// The title's font; a change makes Auto Layout read the button's intrinsic size again.
    open var font: Font {
        get { label.font }
        set {
            label.font = newValue
            invalidateIntrinsicContentSize()
        }
    }

    /// Sets the title, UIKit-style.
    open func setTitle(_ title: String?, for state: State) {
        self.title = title
    }

    /// Sets the title colour, UIKit-style.
    open func setTitleColor(_ color: Color?, for state: State) {
        titleColor = color ?? .systemBlue
    }

    /// The title set for `state` (one title serves every state here).
    open func title(for state: State) -> String? { title }

    /// The size that fits the title, with UIKit's small margins round it.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let text = Label.textMeasurer.size(of: title ?? "", in: font)
        return CGSize(width: text.width + 16, height: text.height + 12)
    }

    /// The title's size with its margins, rounded up to whole points: what Auto Layout hugs and keeps uncompressed.
    open override var intrinsicContentSize: CGSize {
        let size = sizeThatFits(.zero)
        return CGSize(width: size.width.rounded(.up), height: size.height.rounded(.up))
    }

    /// A tap sends the primary action too.
    override var touchUpInsideEvents: Event { [.touchUpInside, .primaryActionTriggered] }
}

/// UIKit's name for a button.
public typealias UIButton = Button
