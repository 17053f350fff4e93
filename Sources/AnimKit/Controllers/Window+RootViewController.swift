import Foundation

extension Window {
    /// Puts `controller`'s view in the window, filling it: `viewWillAppear`, the view added and laid out, then
    /// `viewDidAppear` — when the window is shown; a window not shown yet does this when it is. UIKit tells
    /// `viewDidAppear` once the frame showing the view is committed: its layers are on screen by then, and a layer of
    /// its own that the code changes there animates implicitly.
    func install(_ controller: ViewController) {
        let view: View = controller.view
        view.frame = bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        controller.beginAppearance(true, animated: false)
        addSubview(view)
        layoutIfNeeded()
        updateStatusBar()
        view.layer.commitTree()
        controller.endAppearance(animated: false)
    }

    /// Takes `controller`'s view out: `viewWillDisappear`, the view removed, `viewDidDisappear`.
    func uninstall(_ controller: ViewController) {
        controller.beginAppearance(false, animated: false)
        controller.viewIfLoaded?.removeFromSuperview()
        controller.endAppearance(animated: false)
    }
}
