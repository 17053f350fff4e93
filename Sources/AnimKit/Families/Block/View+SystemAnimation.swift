import Foundation

/// The animations UIKit performs on a set of views by name (`UIView.SystemAnimation`).
public enum SystemAnimation: Int, Sendable {
    /// The views shrink and fade away, then leave their superviews.
    case delete
}

extension View {
    /// UIKit's spelling, `UIView.SystemAnimation`.
    public typealias SystemAnimation = AnimKit.SystemAnimation

    /// Performs `animation` on `views`, with `parallelAnimations` animated alongside, as UIKit's `perform(_:on:options:animations:completion:)`.
    ///
    /// `.delete` takes 0.3 s on the curve in `options`: each view shrinks to half its
    /// size and fades out, then is removed from its superview and given back its
    /// alpha and transform (so it can be shown again). `completion` gets whether it ran to its end.
    public static func perform(
        _ animation: SystemAnimation, on views: [View], options: AnimationOptions = [], animations parallelAnimations: (() -> Void)?,
        completion: ((Bool) -> Void)? = nil, file: String = #filePath, line: Int = #line, column: Int = #column
    ) {
        let rest = views.map { ($0.transform, $0.alpha) }
        runBlock(
            duration: 0.3, delay: 0, options: options, timing: CubicTimingParameters(animationCurve: options.curve),
            animations: {
                for view in views {
                    view.transform = view.transform.scaledBy(x: 0.5, y: 0.5)
                    view.alpha = 0
                }
                parallelAnimations?()
            },
            completion: { finished in
                performWithoutAnimation {
                    for (view, look) in zip(views, rest) {
                        view.removeFromSuperview()
                        (view.transform, view.alpha) = look
                    }
                }
                completion?(finished)
            }, family: "UIView.perform(.delete)", site: CallSite.inCode(file: file, line: line, column: column))
    }
}
