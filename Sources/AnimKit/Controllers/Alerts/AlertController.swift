import Foundation

/// An alert or an action sheet (also spelled `UIAlertController`): a title, a message, text fields and buttons,
/// presented over the screen with `present(_:animated:completion:)`.
///
/// An alert is a box in the middle of the dimmed screen: two buttons side by side (the cancel one first), more one
/// under another. An action sheet rises from the bottom: its buttons in one group, the cancel one apart under it. On
/// a pad (a regular width) an action sheet is a popover at the anchor its ``ViewController/popoverPresentationController``
/// is given, 304 points wide, without its cancel button: a tap outside cancels it, running that button's handler.
/// Choosing a button dismisses the alert, then runs the button's handler, as UIKit does. The box's looks follow iOS's
/// (270 points wide, 44-point buttons; a sheet's 57-point buttons); the blur behind iOS's box is a pale fill here.
@preconcurrency @MainActor
open class AlertController: ViewController {
    /// Whether it is an alert or an action sheet.
    public enum Style: Int, Sendable {
        /// Rises from the bottom (an iPhone's sheet of choices).
        case actionSheet = 0
        /// A box in the middle of the screen.
        case alert = 1
    }

    /// The alert's message, under its title.
    open var message: String?
    /// Whether it is an alert or an action sheet.
    open private(set) var preferredStyle: Style
    /// The buttons, in the order added.
    open private(set) var actions: [AlertAction] = []
    /// The text fields (an alert's only), in the order added.
    open private(set) var textFields: [TextField]?
    /// The button shown in bold, which Return chooses.
    open var preferredAction: AlertAction?
    package let box = View()
    /// An action sheet's cancel button, in a group of its own under the box.
    package var cancelGroup: View?
    /// What the box was last built for.
    var builtFor: BuiltFor?
    private let transition = AlertTransition()
    /// An action sheet's popover controller, which a pad presents it with.
    package private(set) lazy var sheetPopover = PopoverPresentationController(presentedViewController: self, presenting: nil)
    /// Whether it shows as a popover now (an action sheet on a pad).
    var showsAsPopover = false

    /// An alert or action sheet titled `title`, saying `message`.
    public init(title: String?, message: String?, preferredStyle: Style) {
        self.message = message
        self.preferredStyle = preferredStyle
        super.init(nibName: nil, bundle: nil)
        self.title = title
        modalPresentationStyle = .custom
        transitioningDelegate = transition
    }

    /// An alert from an archive (there are none here): an empty alert.
    public required init?(coder: NSCoder) {
        preferredStyle = .alert
        super.init(coder: coder)
        modalPresentationStyle = .custom
        transitioningDelegate = transition
    }

    /// Adds a button.
    open func addAction(_ action: AlertAction) { actions.append(action) }

    /// Adds a text field (an alert's only), made ready by `configurationHandler` before it shows.
    open func addTextField(configurationHandler: ((TextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            return ViewController.refuse("addTextField on an action sheet", "only an alert has text fields; nothing happens")
        }
        let field = TextField()
        field.font = .systemFont(ofSize: 13)
        field.borderStyle = .roundedRect
        configurationHandler?(field)
        textFields = (textFields ?? []) + [field]
    }

    /// The dimmed screen with the box on it.
    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = Color(white: 0, alpha: 0.2)
        box.backgroundColor = Color(white: 0.97, alpha: 0.98)
        box.layer.cornerRadius = 14
        box.clipsToBounds = true
        view.addSubview(box)
    }

    /// The box laid out for the screen it is on.
    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layOutBox()
    }

    /// A button was chosen: the alert goes, then the button's handler runs.
    func choose(_ action: AlertAction) {
        guard action.isEnabled else { return }
        dismiss(animated: true) { action.handler?(action) }
    }

    /// A popover action sheet was tapped away: its cancel button's handler runs.
    func cancelledOutside() {
        guard let cancel = actions.first(where: { $0.style == .cancel }) else { return }
        cancel.handler?(cancel)
    }

    /// Shows as a popover from now: clear behind the box, which is the content, its size the preferred one.
    func prepareAsPopover() {
        showsAsPopover = true
        builtFor = nil
        loadViewIfNeeded()
        view.backgroundColor = .clear
        layOutBox()
        preferredContentSize = box.frame.size
    }
}

/// UIKit's name for an alert.
public typealias UIAlertController = AlertController
