import Foundation

/// What a page-curl page view controller shows while a page turns: the page beneath, the shadow the fold casts on
/// it, the turning page cut at the fold, and the folded part — the page's back, which on a single-sided page shows
/// its front mirrored through the paper (a snapshot of the page, mirrored across the fold and lightened) — all kept
/// inside the page's rectangle.
@MainActor
final class PageCurlStage: View {
    /// How much of the page's own drawing shows through its back (UIKit does not publish it; AnimKit's choice).
    static let backTint = Color(white: 1, alpha: 0.8)
    /// The shadow's darkness at the fold, and its widest spread in points (AnimKit's choice).
    static let shadowAlpha: CGFloat = 0.35, shadowWidth: CGFloat = 40

    let upper: View, lower: View
    let flap: View
    private let upperShape = CAShapeLayer(), flapShape = CAShapeLayer()
    private let shadow = View(), shadowGradient = CAGradientLayer()
    private let keptMask: Layer?

    /// A stage of `upper` turning over `lower`, both already laid out at the stage's bounds.
    init(upper: View, lower: View, frame: CGRect) {
        (self.upper, self.lower, keptMask) = (upper, lower, upper.layer.mask)
        flap = View(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        clipsToBounds = true
        for page in [lower, upper] { page.frame = bounds }
        let back = View(frame: flap.bounds)
        back.backgroundColor = PageCurlStage.backTint
        if let front = upper.snapshotView(afterScreenUpdates: true) { flap.addSubview(front) }
        flap.addSubview(back)
        flap.layer.mask = flapShape
        upper.layer.mask = upperShape
        shadowGradient.colors = [Color(white: 0, alpha: PageCurlStage.shadowAlpha).cgColor, Color(white: 0, alpha: 0).cgColor]
        shadowGradient.startPoint = CGPoint(x: 0, y: 0.5)
        shadowGradient.endPoint = CGPoint(x: 1, y: 0.5)
        shadow.layer.addSublayer(shadowGradient)
        shadow.isUserInteractionEnabled = false
        flap.isUserInteractionEnabled = false
        for part in [lower, shadow, upper, flap] { addSubview(part) }
    }

    /// A stage is made in code only.
    required init?(coder: NSCoder) { nil }

    /// Draws `fold`: the upper page cut to what lies flat, the flap mirrored across the fold, the shadow beside it.
    func show(_ fold: PageFold) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        View.performWithoutAnimation {
            upperShape.path = Self.path(through: fold.lying)
            flapShape.path = Self.path(through: fold.folded)
            flap.transform = fold.reflectionAboutCentre
            flap.isHidden = fold.isFlat
            placeShadow(for: fold)
        }
        CATransaction.commit()
    }

    /// The pages given back as they were: no mask of the stage's left on the upper page, both out of the stage.
    func dismantle() {
        upper.layer.mask = keptMask
        for part in [lower, upper] where part.superview === self { part.removeFromSuperview() }
        removeFromSuperview()
    }

    /// A band along the fold on the page beneath, dark at the fold and clear `width` points away: as wide as half the
    /// way the grab has come, up to ``shadowWidth``.
    private func placeShadow(for fold: PageFold) {
        let width = Swift.min(PageCurlStage.shadowWidth, fold.distance / 2)
        shadow.isHidden = fold.isFlat || width < 1
        let length = 2 * (bounds.width * bounds.width + bounds.height * bounds.height).squareRoot()
        let n = fold.normal, m = fold.midpoint
        shadow.transform = .identity
        shadow.bounds = CGRect(x: 0, y: 0, width: width, height: length)
        shadow.center = CGPoint(x: m.x + n.dx * width / 2, y: m.y + n.dy * width / 2)
        shadow.transform = CGAffineTransform(rotationAngle: atan2(n.dy, n.dx))
        shadowGradient.frame = shadow.bounds
    }

    /// A closed path through `points` (none when there are fewer than three).
    private static func path(through points: [CGPoint]) -> CGPath {
        let path = CGMutablePath()
        if points.count >= 3 {
            path.addLines(between: points)
            path.closeSubpath()
        }
        return path
    }
}
