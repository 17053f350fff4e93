import Foundation

extension ViewController {
    /// Loads the view as UIKit does: ``loadView()``, a plain view the screen's size if it set none, then ``viewDidLoad()``.
    func loadViewAndTell() {
        loadView()
        if loadedView == nil { view = View(frame: Screen.main.bounds) }
        viewDidLoad()
    }
}

extension ViewController {
    /// Whether the view is showing now (between `viewDidAppear` and `viewWillDisappear`).
    public var isShowing: Bool { appearance == .appeared }
}

/// UIKit's name for a view controller.
public typealias UIViewController = ViewController
