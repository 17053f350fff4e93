import Foundation

/// The view at the top of a screen's hierarchy (also spelled `UIWindow`): a view's ``View/window`` is the window it
/// is in, and moving into or out of one calls `willMove(toWindow:)` and `didMoveToWindow()` down the subtree.
///
/// A scene shown by animview (a playground's live view, a scene of `AnimView.preview`)
/// is put in a window of the host's, made key, so `view.window` is set and
/// `didMoveToWindow()` runs as it would on a device.
@preconcurrency @MainActor
open class Window: View {
    /// Whether the window has been shown (``makeKeyAndVisible()``): its root controller's view is then in it.
    var isShown = false
    /// The status bar drawn over a phone-sized window's views, once it shows a controller.
    package internal(set) var statusBar: StatusBar?

    /// The controller whose view fills the window; setting it on a shown window swaps the views at once, with the
    /// old controller's disappearance and the new one's appearance, as UIKit does.
    open var rootViewController: ViewController? {
        didSet {
            guard oldValue !== rootViewController, isShown else { return }
            if let oldValue { uninstall(oldValue) }
            if let rootViewController { install(rootViewController) }
        }
    }

    /// The window's level among windows (UIKit's `.normal`, `.statusBar`, `.alert`): kept for code that reads it back.
    open var windowLevel = Level.normal
    /// The screen the window is on: the one screen.
    open var screen: Screen { Screen.main }
    /// The scene the window is in: the scene previewed's one, unless code sets another (or none).
    open weak var windowScene: WindowScene? = WindowScene.previewed

    /// A window's level (also spelled `UIWindow.Level`): higher levels are shown above lower ones.
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        public let rawValue: CGFloat
        /// The level of `rawValue`.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// The level of `rawValue`, as code adds to a level (`.statusBar + 1`).
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        /// An app's windows: 0.
        public static let normal = Level(rawValue: 0)
        /// The status bar's: 1 000.
        public static let statusBar = Level(rawValue: 1000)
        /// Alerts': 2 000.
        public static let alert = Level(rawValue: 2000)
        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
        /// The level `rhs` above `lhs`.
        public static func + (lhs: Level, rhs: CGFloat) -> Level { Level(rawValue: lhs.rawValue + rhs) }
        /// The level `rhs` below `lhs`.
        public static func - (lhs: Level, rhs: CGFloat) -> Level { Level(rawValue: lhs.rawValue - rhs) }
    }

    /// A window the screen's size in `windowScene` (iOS 13's way to make one).
    public convenience init(windowScene: WindowScene) {
        self.init(frame: Screen.main.bounds)
        self.windowScene = windowScene
    }

    /// Lays out the window's views, the presentation controllers whose container it is (a built-in sheet's) told
    /// before and after, as a custom presentation's container tells its own.
    open override func layoutSubviews() {
        let presentations = presentationsContained
        for presentation in presentations { presentation.containerViewWillLayoutSubviews() }
        super.layoutSubviews()
        for presentation in presentations { presentation.containerViewDidLayoutSubviews() }
    }

    /// The presentations shown in this window directly (the window is their container), from the root up.
    private var presentationsContained: [PresentationController] {
        var found: [PresentationController] = []
        var shown = rootViewController
        while let presented = shown?.presentedViewController, presented !== shown {
            if let presentation = presented.ownPresentation, presentation.containerView === self { found.append(presentation) }
            shown = presented
        }
        return found
    }

    /// Whether this is the window keys and the app's `keyWindow` go to.
    open var isKeyWindow: Bool { Application.shared.keyWindow === self }

    /// Makes the window the key window and shows it.
    open func makeKeyAndVisible() {
        makeKey()
        isHidden = false
        guard !isShown else { return }
        isShown = true
        if let rootViewController { install(rootViewController) }
    }

    /// Makes the window the key window: the one before is told ``resignKey()``, this one ``becomeKey()``.
    open func makeKey() {
        let application = Application.shared
        guard application.keyWindow !== self else { return }
        application.keyWindow?.resignKey()
        application.keep(self)
        application.keyWindow = self
        becomeKey()
    }

    /// Called when the window became the key window.
    open func becomeKey() {}

    /// Called when another window became the key window.
    open func resignKey() {}

    package override func checkpointRestoration() -> CheckpointRestoration {
        let view = super.checkpointRestoration(), own = Window.windowCheckpointFields.keep(self)
        return CheckpointRestoration(covering: Window.self) {
            view.run()
            own()
        }
    }

    /// What a checkpoint keeps of a window beyond the view: every stored property of its own (a test checks). The
    /// root controller is put back without its setter, which would swap views the view checkpoints already put back.
    package static let windowCheckpointFields: [CheckpointField<Window>] = [
        CheckpointField("isShown", { $0.isShown }, { $0.isShown = $1 }),
        CheckpointField("statusBar", { $0.statusBar }, { $0.statusBar = $1 }),
        CheckpointField("windowLevel", { $0.windowLevel }, { $0.windowLevel = $1 }),
        CheckpointField("windowScene") { window in
            let scene = window.windowScene
            return { $0.windowScene = scene }
        },
        CheckpointField("rootViewController") { window in
            let root = window.rootViewController
            return { window in
                let shown = window.isShown
                window.isShown = false
                window.rootViewController = root
                window.isShown = shown
            }
        },
    ]
}

/// UIKit's name for a window.
public typealias UIWindow = Window

extension View {
    /// The window the view is in: the nearest ``Window`` above it (or itself), `nil` outside every window.
    public var window: Window? {
        var current: View? = self
        while let view = current {
            if let window = view as? Window { return window }
            current = view.superview
        }
        return nil
    }

    /// Tells the view and every view beneath it that their window is about to become `newWindow`. A first responder
    /// leaving every window lets the keyboard go first, even if its delegate would keep it, as UIKit's does; a view
    /// entering one takes what appearance proxies set first (``AppearanceProxies``), as UIKit's does.
    func tellWillMove(toWindow newWindow: Window?) {
        if newWindow == nil, isFirstResponder { endEditing(true) }
        if newWindow != nil { AppearanceProxies.apply(to: self) }
        willMove(toWindow: newWindow)
        for subview in subviews { subview.tellWillMove(toWindow: newWindow) }
    }

    /// Tells the view and every view beneath it that their window changed from `oldWindow`, and — when it moved into a
    /// window whose traits differ from the old one's (or had none) — that its traits changed, as UIKit tells a view
    /// added to a window.
    func tellDidMoveToWindow(from oldWindow: Window?) {
        let previous = oldWindow.map { TraitCollection(windowSize: $0.bounds.size, idiom: Device.current.userInterfaceIdiom) }
        tellDidMoveToWindow(previousTraits: previous)
    }

    private func tellDidMoveToWindow(previousTraits: TraitCollection?) {
        didMoveToWindow()
        if window != nil, previousTraits != traitCollection { tellTraitsChanged(from: previousTraits) }
        for subview in subviews { subview.tellDidMoveToWindow(previousTraits: previousTraits) }
    }
}
