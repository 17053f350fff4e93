import Foundation

/// How a ``CATransition`` brings the new content in.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The old content fades out as the new fades in.
    public static let fade = CATransitionType(rawValue: "fade")
    /// The new content slides in over the old, which stays.
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    /// The new content slides in and pushes the old out.
    public static let push = CATransitionType(rawValue: "push")
    /// The old content slides out, showing the new under it.
    public static let reveal = CATransitionType(rawValue: "reveal")
}

/// Which side a ``CATransition`` moves from.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}

/// Core Animation's transition: added to a layer (a view's or one of its own), it shows the layer's old look (frozen when
/// the transition is added) giving way to the new one — faded, moved in, pushed or revealed — over the animation's time.
///
/// Add it, then change the content (`label.layer.add(transition, forKey: nil)`, then `label.text = …`), as the usual
/// recipe does: the old look is the one when it is added. The transition runs on the scene's clock, with the timing of
/// any ``CAAnimation`` (linear unless `timingFunction` says otherwise), from `startProgress` to `endProgress`. The
/// layer is not clipped: content pushed out of the bounds shows unless `masksToBounds` (`clipsToBounds`) is set.
@preconcurrency @MainActor
open class CATransition: CAAnimation {
    /// How the new content comes in; `.fade` by default.
    open var type: CATransitionType = .fade
    /// Which side it comes from (for `.moveIn`, `.push` and `.reveal`); from the left when `nil`.
    open var subtype: CATransitionSubtype?
    /// Where in the transition it starts, 0…1.
    open var startProgress: Float = 0
    /// Where in the transition it ends, 0…1.
    open var endProgress: Float = 1
    /// The old look, frozen when the transition was added.
    private(set) var cover: TransitionCover?

    /// A copy of `other`.
    public required convenience init(copying other: CAAnimation) {
        self.init()
        copyTiming(from: other)
        if let other = other as? CATransition {
            (type, subtype, startProgress, endProgress, cover) = (
                other.type, other.subtype, other.startProgress, other.endProgress, other.cover
            )
        }
    }

    override var timelineSummary: String {
        "transition \(type.rawValue)" + (subtype.map { " \($0.rawValue)" } ?? "") + curveSummary
    }

    /// Freezes `layer`'s look now: the old content the transition shows giving way.
    func freezeOldLook(of layer: Layer) {
        cover = layer.view.map { TransitionCover(freezing: $0) } ?? TransitionCover(freezing: layer)
    }

    /// How far through the transition it is at `moment`: its progress mapped between `startProgress` and `endProgress`.
    func progress(at moment: AnimationMoment) -> CGFloat {
        let start = CGFloat(Swift.min(Swift.max(startProgress, 0), 1)), end = CGFloat(Swift.min(Swift.max(endProgress, 0), 1))
        return start + (end - start) * CGFloat(moment.progress)
    }

    /// Where the old and the new content sit at `progress` in a view of `size`, and how opaque each is. A fade over a
    /// view that covers its bounds with an opaque background keeps the old look whole under the new one coming in —
    /// exactly a cross-dissolve; over one that does not (a label's text), the old fades out as the new fades in.
    func looks(at progress: CGFloat, size: CGSize, coversBounds: Bool) -> (
        old: (offset: CGPoint, alpha: CGFloat), new: (offset: CGPoint, alpha: CGFloat)
    ) {
        // The unit step toward which content leaves: from the right, content moves left.
        let step: CGPoint =
            switch subtype {
            case .fromRight?: CGPoint(x: -size.width, y: 0)
            case .fromTop?: CGPoint(x: 0, y: size.height)
            case .fromBottom?: CGPoint(x: 0, y: -size.height)
            default: CGPoint(x: size.width, y: 0)
            }
        let gone = CGPoint(x: step.x * progress, y: step.y * progress)
        let coming = CGPoint(x: -step.x * (1 - progress), y: -step.y * (1 - progress))
        switch type {
        case .moveIn: return ((.zero, 1), (coming, 1))
        case .push: return ((gone, 1), (coming, 1))
        case .reveal: return ((gone, 1), (.zero, 1))
        default: return ((.zero, coversBounds ? 1 : 1 - progress), (.zero, progress))
        }
    }
}

/// The key Core Animation adds a transition under when a layer runs one as an action.
public let kCATransition = "transition"
