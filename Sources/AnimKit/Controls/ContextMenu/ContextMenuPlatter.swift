import Foundation

/// What a context menu lifts above the screen (iOS 13's): the screen behind blurred, and over it the preview — the
/// configuration's preview controller's view, or else a snapshot of the view held — rounded, with the menu beside it.
///
/// The held view's snapshot rises from where the view is; a preview controller's view grows from there to its
/// `preferredContentSize` (or, with none, the window's width less 16 points each side and up to half its height),
/// centred. Both then move up as far as needed for the menu to fit under them inside the safe area. Opening takes a
/// spring of 0.35 s (damping 0.8) and closing 0.25 s, the preview returning to the view: AnimKit's timings, as iOS
/// publishes none.
@MainActor
final class ContextMenuPlatter {
    let backdrop = VisualEffectView(effect: BlurEffect(style: .systemUltraThinMaterial))
    let preview = View()
    private let content: View
    /// Where the held view is, in the window, and where the preview rests while the menu shows.
    private let source: CGRect
    private(set) var rest: CGRect = .zero
    /// The space between the preview and the menu, and the preview's corner radius.
    static let gap: CGFloat = 8
    static let cornerRadius: CGFloat = 13

    /// A platter lifting `content` (a snapshot or a preview controller's view) from `source` (in the window).
    init(content: View, from source: CGRect) {
        (self.content, self.source) = (content, source)
        preview.clipsToBounds = true
        preview.layer.cornerRadius = Self.cornerRadius
        preview.addSubview(content)
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    /// The preview's content for `configuration` held on `view`: the preview controller's view, or else a snapshot of
    /// the view, with the size it wants (zero: the default) and the controller, if any.
    static func content(for configuration: ContextMenuConfiguration, on view: View) -> Content? {
        if let controller = configuration.previewProvider?() {
            controller.loadViewIfNeeded()
            return Content(view: controller.view, size: controller.preferredContentSize, controller: controller)
        }
        return view.snapshotView(afterScreenUpdates: false).map { Content(view: $0, size: $0.bounds.size, controller: nil) }
    }

    /// What a preview shows: a view, the size it wants and the controller it is the view of, if any.
    struct Content {
        let view: View, size: CGSize, controller: ViewController?
    }

    /// Puts the blur and the preview in `cover` (the menu's layer over the window) and lifts the preview, sized `size`
    /// (zero: the default), leaving room under it for a menu `menuHeight` tall; returns where the menu goes: its top
    /// edge and whether it sits under the preview's trailing half.
    func lift(in cover: View, size: CGSize, menuHeight: CGFloat) -> (top: CGFloat, trailing: Bool) {
        let bounds = cover.bounds, safe = cover.window?.safeAreaInsets ?? .zero
        backdrop.frame = bounds
        cover.insertSubview(backdrop, at: 0)
        cover.insertSubview(preview, aboveSubview: backdrop)
        var frame = source
        if size != source.size {
            let width = size.width > 0 ? size.width : bounds.width - 32
            let height = size.height > 0 ? size.height : Swift.min(bounds.height / 2, width * 1.2)
            frame = CGRect(x: (bounds.width - width) / 2, y: source.midY - height / 2, width: width, height: height)
        }
        let lowest = bounds.height - safe.bottom - 8 - menuHeight - Self.gap - frame.height
        frame.origin.y = Swift.max(Swift.min(frame.minY, lowest), safe.top + 8)
        rest = frame
        View.performWithoutAnimation {
            backdrop.alpha = 0
            preview.frame = source
            content.frame = preview.bounds
        }
        View.animate(withDuration: 0.35, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0, options: []) {
            self.backdrop.alpha = 1
            self.preview.frame = frame
        }
        return (frame.maxY + Self.gap, frame.midX > bounds.midX)
    }

    /// Lowers the preview back onto the held view and fades the blur, with `alongside`, then runs `done`.
    func lower(alongside: @escaping @MainActor () -> Void = {}, then done: @escaping @MainActor () -> Void) {
        View.animate(withDuration: 0.25) {
            self.backdrop.alpha = 0
            self.preview.frame = self.source
            self.preview.alpha = 0
            alongside()
        } completion: { _ in
            done()
        }
    }

    /// A tapped preview's pop: it grows square-cornered to fill `cover` as the blur fades, with `alongside`, over
    /// 0.3 s; then `done` runs (the delegate shows the content) and the preview fades away over 0.2 s (AnimKit's
    /// timings, as iOS publishes none), and `faded` after that.
    func pop(
        in cover: View, alongside: @escaping @MainActor () -> Void, then done: @escaping @MainActor () -> Void,
        faded: @escaping @MainActor () -> Void
    ) {
        View.animate(withDuration: 0.3) {
            self.backdrop.alpha = 0
            self.preview.frame = cover.bounds
            self.preview.layer.cornerRadius = 0
            alongside()
        } completion: { _ in
            done()
            View.animate(withDuration: 0.2, animations: { self.preview.alpha = 0 }, completion: { _ in faded() })
        }
    }
}
