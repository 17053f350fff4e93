import Foundation

extension Window {
    /// Whether the window draws a status bar: it shows a controller and is a phone's whole screen, with a safe area on top.
    var showsStatusBar: Bool {
        guard rootViewController != nil, safeAreaInsets.top > 0 else { return false }
        return bounds.size == Device.current.screenSize || PhoneSafeArea.insets(forScreen: bounds.size) != nil
    }

    /// Shows the status bar as the controller on screen prefers it: its style, and hidden or shown — faded or slid
    /// as its ``ViewController/preferredStatusBarUpdateAnimation`` says, along the animation block it is called in.
    func updateStatusBar() {
        guard showsStatusBar, let root = rootViewController else { return }
        let bar: StatusBar
        if let existing = statusBar {
            bar = existing
        } else {
            // Made as it is, even inside an animation block (a presentation's alongside animations can make it).
            bar = AnimationRecorder.withoutRecording { StatusBar(width: bounds.width, height: safeAreaInsets.top) }
            statusBar = bar
        }
        let styled = root.statusBarController(following: \.childForStatusBarStyle)
        // The colours change at once (iOS cross-fades them; the bar's own fade and slide are what animate here). The
        // default style's ink is the label colour of the appearance of the controller that chose it. Over the black
        // around a presenter a large sheet shrinks back, the bar is light, whatever the controllers prefer.
        View.performWithoutAnimation {
            bar.overrideUserInterfaceStyle = styled.viewIfLoaded?.effectiveUserInterfaceStyle ?? .unspecified
            bar.apply(root.sheetPushesBack ? .lightContent : styled.preferredStatusBarStyle)
        }
        let shown = root.statusBarController(following: \.childForStatusBarHidden)
        let hidden = shown.prefersStatusBarHidden
        let change = {
            switch shown.preferredStatusBarUpdateAnimation {
            case .slide:
                bar.alpha = 1
                bar.transform = hidden ? CGAffineTransform(translationX: 0, y: -bar.bounds.height) : .identity
            case .fade, .none:
                bar.transform = .identity
                bar.alpha = hidden ? 0 : 1
            }
        }
        if shown.preferredStatusBarUpdateAnimation == .none { View.performWithoutAnimation(change) } else { change() }
    }
}

extension Window {
    /// Cross-fades the status bar's next change of colours over `duration` (the animation block it happens in), as iOS
    /// fades the bar from one style to the other; nothing outside a block.
    func crossFadeStatusBar(over duration: TimeInterval) {
        guard duration > 0, let bar = statusBar else { return }
        let fade = CATransition()
        fade.type = .fade
        fade.duration = duration
        bar.layer.add(fade, forKey: kCATransition)
    }
}

extension ViewController {
    /// The controller whose preference the status bar follows: this one, or the one it presented full screen (or
    /// that captures the status bar), and so on up; then the child each names through `child`.
    func statusBarController(following child: KeyPath<ViewController, ViewController?>) -> ViewController {
        var shown = self
        while let presented = shown.presentedViewController, presented.capturesStatusBar { shown = presented }
        while let named = shown[keyPath: child], named !== shown { shown = named }
        return shown
    }

    /// Whether a sheet presented from this controller, or from one it presented, holds its presenter shrunk back now.
    fileprivate var sheetPushesBack: Bool {
        var presenter = self
        while let presented = presenter.presentedViewController {
            if (presented.ownPresentation as? SheetPresentationController)?.pushesPresenterBack == true { return true }
            presenter = presented
        }
        return false
    }

    /// Whether a presented controller decides the status bar: a full-screen one does; another only when it says so.
    private var capturesStatusBar: Bool {
        let style = modalPresentationStyle.resolved
        return style == .fullScreen || style == .overFullScreen || modalPresentationCapturesStatusBarAppearance
    }
}
