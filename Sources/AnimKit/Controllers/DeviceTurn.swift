import Foundation

extension Device {
    /// Holds the device as `orientation` when scenes start (`animview play --orientation`, a preview's traits): nothing
    /// is told, the interface is turned with it, and the scene running now starts over held so (what it turned is
    /// forgotten); windows made from now take the turned screen.
    package func hold(_ orientation: DeviceOrientation) {
        let interface = InterfaceOrientation(following: orientation) ?? launchHold.interface
        launchHold = (orientation, interface)
        AnimationEngine.shared.state.deviceTurn = nil
    }

    /// The device is turned to `orientation`, as a hand turns it (the previewer's turn keys, a test).
    ///
    /// As on iOS: ``orientation`` changes and ``orientationDidChangeNotification`` is posted; then, when the
    /// interface would turn too (a side or upside down, not flat) and the controller that decides — the key window's
    /// root, or what it presented full screen — supports it (``ViewController/shouldAutorotate``,
    /// ``ViewController/supportedInterfaceOrientations``), every window the screen's size turns with it
    /// (``Window/turn(by:to:safeArea:duration:)``), animated over UIKit's duration unless `animated` is false.
    package func turn(to orientation: DeviceOrientation, animated: Bool = true) {
        guard orientation != heldOrientation else { return }
        heldOrientation = orientation
        NotificationCenter.default.post(name: Device.orientationDidChangeNotification, object: self)
        guard let interface = InterfaceOrientation(following: orientation), interface != interfaceOrientation else { return }
        if let deciding = Application.shared.windowsOfRunningScene.last?.rootViewController?.orientationDecider {
            guard deciding.shouldAutorotate, deciding.supportedInterfaceOrientations.contains(InterfaceOrientationMask(interface)) else {
                return
            }
        }
        turnInterface(to: interface, animated: animated)
    }

    /// The interface turns, the device held as it is, to one of `allowed` unless it is turned so already: the way
    /// the device is held if allowed, else the first allowed of landscape right, landscape left, portrait and upside
    /// down (what `requestGeometryUpdate` and `setNeedsUpdateOfSupportedInterfaceOrientations()` ask).
    func turnInterface(within allowed: InterfaceOrientationMask) {
        if allowed.contains(InterfaceOrientationMask(interfaceOrientation)) {
            guard let held = InterfaceOrientation(following: heldOrientation), held != interfaceOrientation,
                allowed.contains(InterfaceOrientationMask(held))
            else { return }
            turnInterface(to: held, animated: true)
            return
        }
        let preferred = [InterfaceOrientation(following: heldOrientation)].compactMap { $0 }
        let order = preferred + [.landscapeRight, .landscapeLeft, .portrait, .portraitUpsideDown]
        guard let target = order.first(where: { allowed.contains(InterfaceOrientationMask($0)) }) else { return }
        turnInterface(to: target, animated: true)
    }

    /// Turns every window the screen's size from the interface's orientation now to `interface`.
    private func turnInterface(to interface: InterfaceOrientation, animated: Bool) {
        let screen = screenSize, from = interfaceOrientation
        interfaceOrientation = interface
        let quarterTurns = (interface.quarterTurns - from.quarterTurns + 4) % 4
        let rotation = CGAffineTransform(rotationAngle: CGFloat(quarterTurns == 3 ? -1 : quarterTurns) * .pi / 2)
        let duration = animated ? Application.shared.statusBarOrientationAnimationDuration * (quarterTurns == 2 ? 2 : 1) : 0
        // The host's own windows (one holding a scene's canvas) are not the scene's: they keep their size.
        for window in Application.shared.windowsOfRunningScene where window.bounds.size == screen && !window.isHostChrome {
            window.turn(by: rotation, to: screenSize, safeArea: safeArea, duration: duration)
        }
    }
}

extension InterfaceOrientation {
    /// The environment variable through which `animview play --orientation` hands the orientation to the program.
    package static let environmentVariable = "ANIMVIEW_ORIENTATION"

    /// The orientation `--orientation` names (`portrait`, `landscape-left`, `landscape-right`, as Xcode's previews
    /// name the interface's), or `nil`.
    package static func previewed(named name: String) -> InterfaceOrientation? {
        switch name {
        case "portrait": .portrait
        case "landscape-left": .landscapeLeft
        case "landscape-right": .landscapeRight
        default: nil
        }
    }

    /// The device held so that the interface is turned this way (the device turned right shows the interface turned left).
    package var heldDevice: DeviceOrientation {
        switch self {
        case .portrait, .unknown: .portrait
        case .portraitUpsideDown: .portraitUpsideDown
        case .landscapeLeft: .landscapeRight
        case .landscapeRight: .landscapeLeft
        }
    }

    /// Quarter turns clockwise from upright, as the interface is drawn on the screen.
    fileprivate var quarterTurns: Int {
        switch self {
        case .portrait, .unknown: 0
        case .landscapeRight: 1
        case .portraitUpsideDown: 2
        case .landscapeLeft: 3
        }
    }
}

extension Application {
    /// How long the interface takes to turn a quarter: 0.4 s (a half turn takes twice as long, as UIKit's
    /// documentation says of this property).
    public var statusBarOrientationAnimationDuration: TimeInterval { 0.4 }
}

extension Window {
    /// The window takes `size` and the safe area `insets` as the device turns by `rotation`, told as UIKit tells it:
    /// the root controller's ``ViewController/willTransition(to:with:)`` when the size classes change, then its
    /// ``ViewController/viewWillTransition(to:with:)`` (each passed on to children and what they presented); then, in
    /// one animation of `duration` (0: at once), the new size and safe area, `traitCollectionDidChange(_:)` for every
    /// view and controller whose traits changed, the status bar shown or hidden at the new width, the layout, and the
    /// animations given to the coordinator; its completions when it ends.
    func turn(by rotation: CGAffineTransform, to size: CGSize, safeArea insets: UIEdgeInsets, duration: TimeInterval) {
        let before = traitsBeneath()
        let now = traitCollection
        var coming = now
        let sized = TraitCollection(windowSize: size, idiom: Device.current.userInterfaceIdiom)
        (coming.horizontalSizeClass, coming.verticalSizeClass) = (sized.horizontalSizeClass, sized.verticalSizeClass)
        let coordinator = SizeTransitionCoordinator(window: self, rotation: rotation, duration: duration)
        if let root = rootViewController {
            if coming != now { root.willTransition(to: coming, with: coordinator) }
            root.viewWillTransition(to: size, with: coordinator)
        }
        coordinator.run { [self] in
            frame = CGRect(origin: frame.origin, size: size)
            setWindowSafeAreaInsets(insets)
            for (view, previous) in before where view.window === self && view.traitCollection != previous {
                view.tellTraitsChanged(from: previous)
            }
            statusBar = nil
            updateStatusBar()
            layoutIfNeeded()
        }
    }

    /// Every view in the window, the window first, with its traits now.
    private func traitsBeneath() -> [(View, TraitCollection)] {
        var found: [(View, TraitCollection)] = []
        func visit(_ view: View) {
            found.append((view, view.traitCollection))
            for subview in view.subviews { visit(subview) }
        }
        visit(self)
        return found
    }
}
