import AnimKit
import Foundation

/// A transition animator a file declares, seen as it is used on iOS: a screen presents another half a second in,
/// with the animator as its transitioning delegate's animation controller (`.custom`, so the first screen stays
/// behind as custom transitions expect), and the second screen dismisses itself a second after the presentation ends,
/// through the same animator. An animator that needs both views of a transition (`navigation`: a navigation or tab bar
/// controller's, which finds the first screen's view in the container) is seen pushing the second screen and popping it.
@MainActor
public func __animviewTransitionPreview(
    _ animator: any UIViewControllerAnimatedTransitioning, navigation: Bool = false
) -> UIViewController {
    guard !navigation else { return NavigationTransitionPreview(animator: animator) }
    return TransitionPreviewController(animator: animator, presentation: nil)
}

/// A presentation controller a file declares, seen as on iOS: the second screen is presented `.custom` and dismissed as
/// ``__animviewTransitionPreview(_:navigation:)`` does, with a presentation controller that `make` makes for it (from the presented
/// and the presenting controller), in UIKit's own animation.
@MainActor
public func __animviewPresentationPreview(
    _ make: @escaping @MainActor (UIViewController, UIViewController?) -> UIPresentationController
) -> UIViewController {
    TransitionPreviewController(animator: nil, presentation: make)
}

/// The first screen of ``__animviewTransitionPreview(_:navigation:)`` and ``__animviewPresentationPreview(_:)``, which presents the second.
@MainActor
final class TransitionPreviewController: UIViewController, UIViewControllerTransitioningDelegate {
    /// When the presentation starts, and how long the second screen stays once it is in place.
    static let presentAt: TimeInterval = 0.5
    static let staysFor: TimeInterval = 1

    private let animator: (any UIViewControllerAnimatedTransitioning)?
    private let presentation: (@MainActor (UIViewController, UIViewController?) -> UIPresentationController)?

    init(
        animator: (any UIViewControllerAnimatedTransitioning)?,
        presentation: (@MainActor (UIViewController, UIViewController?) -> UIPresentationController)?
    ) {
        self.animator = animator
        self.presentation = presentation
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.addSubview(Self.title("First screen", color: .label, in: view.bounds))
        DispatchQueue.main.asyncAfter(deadline: .now() + Self.presentAt) { [weak self] in
            MainActor.assumeIsolated { self?.presentSecond() }
        }
    }

    private func presentSecond() {
        let second = Self.secondScreen()
        second.modalPresentationStyle = .custom
        second.transitioningDelegate = self
        present(second, animated: true) {
            DispatchQueue.main.asyncAfter(deadline: .now() + Self.staysFor) { [weak second] in
                MainActor.assumeIsolated { second?.dismiss(animated: true) }
            }
        }
    }

    /// The screen shown second: indigo, titled.
    static func secondScreen() -> UIViewController {
        let second = UIViewController()
        second.view.backgroundColor = .systemIndigo
        second.view.addSubview(title("Second screen", color: .white, in: second.view.bounds))
        return second
    }

    /// A centred title across `bounds`, following its size.
    static func title(_ text: String, color: UIColor, in bounds: CGRect) -> UILabel {
        let label = UILabel(frame: bounds)
        label.text = text
        label.textColor = color
        label.textAlignment = .center
        label.font = .boldSystemFont(ofSize: 28)
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        return label
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { animator }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        animator
    }

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? { presentation?(presented, presenting) }
}
