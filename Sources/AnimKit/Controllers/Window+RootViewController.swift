import Foundation

extension Window {
    /// Puts `controller`'s view in the window, filling it: `viewWillAppear`, the view added and laid out, then
    /// `viewDidAppear` — when the window is shown; a window not shown yet does this when it is.
    func install(_ controller: ViewController) {
        let view: View = controller.view
        view.frame = bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        controller.beginAppearance(true, animated: false)
        addSubview(view)
        layoutIfNeeded()
        updateStatusBar()
        controller.endAppearance(animated: false)
    }

    /// Takes `controller`'s view out: `viewWillDisappear`, the view removed, `viewDidDisappear`.
    func uninstall(_ controller: ViewController) {
        controller.beginAppearance(false, animated: false)
        controller.viewIfLoaded?.removeFromSuperview()
        controller.endAppearance(animated: false)
    }
}
