import AnimKit
import Foundation

/// What a preview's closure made, as Xcode's canvas shows it: a view controller as it is, a view on a screen of the
/// device of its own (a playground's live view, set by the user's own line, stays a view shown as it is).
@MainActor
func previewed(_ made: any PlaygroundLiveViewable) -> any PlaygroundLiveViewable {
    guard case .view(let view) = made.playgroundLiveViewRepresentation else { return made }
    return PreviewedViewController(previewed: view)
}

/// The screen a previewed view is shown on: the system background, the view filling it when it has no size of its own
/// (as a `UIView()` made bare), else centred in it at its size — so a view that draws nothing where it is clear (a
/// text field, a spinner not yet spinning) shows on white, not on the canvas's black.
@MainActor
final class PreviewedViewController: UIViewController {
    private let previewed: UIView

    init(previewed: UIView) {
        self.previewed = previewed
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.addSubview(previewed)
        if previewed.bounds.isEmpty {
            previewed.frame = view.bounds
            previewed.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        } else {
            previewed.center = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
            previewed.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin]
        }
    }
}
