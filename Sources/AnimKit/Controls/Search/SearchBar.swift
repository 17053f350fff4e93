import Foundation

/// A search field with an optional Cancel button and scope bar (also spelled `UISearchBar`), as iOS draws it: a
/// 36-point rounded field of the tertiary system fill with a magnifier, the Cancel button at its right while
/// ``showsCancelButton``, the scope buttons in a segmented control under it while ``showsScopeBar``. What is typed
/// shows in ``text`` and goes to the ``delegate``; a search controller's bar also tells the controller.
@preconcurrency @MainActor
open class SearchBar: View {
    /// The proxy whose settings every such view takes as it enters a window (UIKit's `UIAppearance`).
    open override class func appearance() -> SearchBar { appearanceProxy { SearchBar() } }
    /// The proxy for such views inside instances of `containerTypes`, innermost first.
    open override class func appearance(whenContainedInInstancesOf containerTypes: [any AppearanceContainer.Type]) -> SearchBar {
        appearanceProxy(in: containerTypes) { SearchBar() }
    }

    /// How tall the bar is: the field and its margins.
    public static let fieldRowHeight: CGFloat = 52
    /// How much taller the scope bar makes it.
    public static let scopeBarHeight: CGFloat = 44

    /// The field typed into (UIKit's `UISearchTextField`).
    open var searchTextField: SearchTextField { field }
    private let field = SearchTextField()
    let cancelButton = Button(type: .system)
    let scopeBar = SegmentedControl(items: nil)

    /// Told of typing, of the buttons and of the scope.
    open weak var delegate: (any SearchBarDelegate)?
    /// The search controller whose bar this is: told of typing, focus and Cancel.
    weak var searchController: SearchController?

    /// The text in the field.
    open var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }
    /// The grey text shown while the field is empty.
    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }
    /// A line above the field; kept, not drawn.
    open var prompt: String?
    /// How the bar's background looks (kept: the bar is drawn as `.minimal` draws it, without a background).
    open var searchBarStyle = Style.default
    /// The bar's background colour; `nil` for none.
    open var barTintColor: Color? { didSet { backgroundColor = barTintColor } }
    /// Whether the bar is translucent; kept.
    open var isTranslucent = true
    /// Whether the Cancel button shows at the field's right.
    open var showsCancelButton: Bool {
        get { cancelShown }
        set { setShowsCancelButton(newValue, animated: false) }
    }
    private var cancelShown = false
    /// Whether the bookmark button shows; kept, not drawn.
    open var showsBookmarkButton = false
    /// The titles of the scope buttons; `nil` for none.
    open var scopeButtonTitles: [String]? { didSet { buildScopeBar() } }
    /// Which scope button is selected.
    open var selectedScopeButtonIndex: Int {
        get { Swift.max(scopeBar.selectedSegmentIndex, 0) }
        set { scopeBar.selectedSegmentIndex = newValue }
    }
    /// Whether the scope bar shows under the field.
    open var showsScopeBar = false { didSet { changedHeight() } }
    /// The keyboard's return key, the field's autocapitalization and keyboard type (its other ``TextInputTraits`` are
    /// its field's too).
    open var returnKeyType: ReturnKeyType {
        get { searchTextField.returnKeyType }
        set { searchTextField.returnKeyType = newValue }
    }
    open var autocapitalizationType: TextAutocapitalizationType {
        get { searchTextField.autocapitalizationType }
        set { searchTextField.autocapitalizationType = newValue }
    }
    open var keyboardType: KeyboardType {
        get { searchTextField.keyboardType }
        set { searchTextField.keyboardType = newValue }
    }

    /// How a search bar's background is drawn (UIKit's `UISearchBar.Style`).
    public enum Style: UInt, Sendable {
        case `default`, prominent, minimal
    }

    /// A search bar occupying `frame`.
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        build()
    }

    /// A search bar from an archive (there are none here).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        build()
    }

    private func build() {
        cancelButton.setTitle("Cancel", for: .normal)
        cancelButton.contentEdgeInsets = BarItemViews.titleInsets
        cancelButton.alpha = 0
        cancelButton.addAction(Action { [weak self] _ in self?.cancelTapped() }, for: .touchUpInside)
        scopeBar.isHidden = true
        scopeBar.addAction(Action { [weak self] _ in self?.scopeChanged() }, for: .valueChanged)
        searchTextField.addAction(Action { [weak self] _ in self?.typed() }, for: .editingChanged)
        searchTextField.addAction(Action { [weak self] _ in self?.beganEditing() }, for: .editingDidBegin)
        searchTextField.addAction(Action { [weak self] _ in self?.endedEditing() }, for: .editingDidEnd)
        searchTextField.addAction(Action { [weak self] _ in self?.searchPressed() }, for: .editingDidEndOnExit)
        for part in [field, cancelButton, scopeBar] as [View] { addSubview(part) }
    }

    /// Shows or hides the Cancel button, the field narrowing or widening for it (over 0.25 s when `animated`).
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        guard cancelShown != showsCancelButton else { return }
        cancelShown = showsCancelButton
        let change = {
            self.layoutParts()
            self.cancelButton.alpha = showsCancelButton ? 1 : 0
        }
        if animated { View.animate(withDuration: 0.25, animations: change) } else { View.performWithoutAnimation(change) }
    }

    /// The bar's height: the field's row, and the scope bar's while it shows.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: SearchBar.fieldRowHeight + (scopeBarShows ? SearchBar.scopeBarHeight : 0))
    }

    /// The bar's height, for Auto Layout; its width is left to the constraints.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: View.noIntrinsicMetric, height: sizeThatFits(bounds.size).height)
    }

    /// Whether the scope bar shows: asked for and given titles.
    var scopeBarShows: Bool { showsScopeBar && !(scopeButtonTitles ?? []).isEmpty }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutParts()
    }

    /// Places the field (16 in from each side, 8 down, 36 tall), the Cancel button at its right while shown, and the
    /// scope bar under them.
    private func layoutParts() {
        let width = bounds.width, cancel = cancelButton.intrinsicContentSize
        let fieldWidth = width - 32 - (cancelShown ? cancel.width + 8 : 0)
        searchTextField.frame = CGRect(x: 16, y: 8, width: Swift.max(fieldWidth, 0), height: 36)
        cancelButton.frame = CGRect(
            x: cancelShown ? width - 16 - cancel.width : width, y: 8 + (36 - cancel.height) / 2, width: cancel.width, height: cancel.height)
        scopeBar.isHidden = !scopeBarShows
        scopeBar.frame = CGRect(x: 16, y: SearchBar.fieldRowHeight, width: Swift.max(width - 32, 0), height: 32)
    }

    private func buildScopeBar() {
        scopeBar.removeAllSegments()
        for (index, title) in (scopeButtonTitles ?? []).enumerated() {
            scopeBar.insertSegment(withTitle: title, at: index, animated: false)
        }
        if scopeBar.numberOfSegments > 0 { scopeBar.selectedSegmentIndex = 0 }
        changedHeight()
    }

    private func changedHeight() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        searchController?.barChangedHeight()
    }

    private func typed() {
        delegate?.searchBar(self, textDidChange: text ?? "")
        searchController?.textChanged()
    }

    private func beganEditing() {
        delegate?.searchBarTextDidBeginEditing(self)
        searchController?.fieldBeganEditing()
    }

    private func endedEditing() { delegate?.searchBarTextDidEndEditing(self) }

    private func searchPressed() { delegate?.searchBarSearchButtonClicked(self) }

    private func cancelTapped() {
        delegate?.searchBarCancelButtonClicked(self)
        searchController?.cancelled()
    }

    private func scopeChanged() {
        delegate?.searchBar(self, selectedScopeButtonIndexDidChange: selectedScopeButtonIndex)
        searchController?.scopeChanged()
    }

    /// Whether the field begins editing when tapped: the delegate may say no.
    func fieldShouldBeginEditing() -> Bool { delegate?.searchBarShouldBeginEditing(self) ?? true }
}

/// The field of a search bar (also spelled `UISearchTextField`): a rounded field of the tertiary system fill, a
/// magnifier at its left.
@preconcurrency @MainActor
open class SearchTextField: TextField {
    /// A field with the search look.
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        backgroundColor = .tertiarySystemFill
        layer.cornerRadius = 10
        // The magnifier: a ring and its handle, stroked in the secondary label colour, 8 points in.
        let magnifier = View(frame: CGRect(x: 0, y: 0, width: 30, height: 36))
        let glass = CAShapeLayer()
        let path = UIBezierPath(ovalIn: CGRect(x: 9, y: 11, width: 11, height: 11))
        path.move(to: CGPoint(x: 18.5, y: 20.5))
        path.addLine(to: CGPoint(x: 22.5, y: 24.5))
        glass.path = path.cgPath
        glass.strokeColor = Color.secondaryLabel.cgColor
        glass.fillColor = nil
        glass.lineWidth = 2
        glass.lineCap = .round
        magnifier.layer.addSublayer(glass)
        leftView = magnifier
        leftViewMode = .always
        returnKeyType = .search
    }

    /// A field from an archive (there are none here).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// A search bar's field begins editing only when its bar's delegate lets it.
    open override func becomeFirstResponder() -> Bool {
        if let bar = superview as? SearchBar, !bar.fieldShouldBeginEditing() { return false }
        return super.becomeFirstResponder()
    }
}

/// UIKit's names for a search bar and its field.
public typealias UISearchBar = SearchBar
public typealias UISearchTextField = SearchTextField

/// A search bar's keyboard settings are its field's.
extension SearchBar: KeepsTextInputSettings {
    var inputSettings: TextInputSettings {
        get { searchTextField.inputSettings }
        set { searchTextField.inputSettings = newValue }
    }
}
