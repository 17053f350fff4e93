import Foundation

/// A place a drag can start from: told when its drag has ended, and where an item not dropped goes back to.
@MainActor
protocol DragSource: AnyObject {
    /// Where the drag's preview goes back to when it is not dropped, in the window's coordinates.
    func returnFrame(for flight: DragFlight) -> CGRect?
    /// The drag and its animations are over (`dropped`: it was taken somewhere).
    func dragEnded(_ flight: DragFlight, dropped: Bool)
}

/// A place a drag can be dropped on.
@MainActor
protocol DropTarget: AnyObject {
    /// Whether it takes drops now, and this drag at all.
    func accepts(_ flight: DragFlight) -> Bool
    func dragEntered(_ flight: DragFlight)
    /// What a drop at the finger's place would do.
    func dragMoved(_ flight: DragFlight) -> DropProposal
    func dragExited(_ flight: DragFlight)
    /// The drag was let go here with an operation that copies or moves: where the items land.
    func performDrop(_ flight: DragFlight) -> DropLanding
    /// The drag and its animations are over.
    func dropEnded(_ flight: DragFlight)
}

/// Where a drop's preview goes, and what runs beside its flight and after it.
@MainActor
struct DropLanding {
    /// The frame the preview lands in, in the window's coordinates; `nil`: it shrinks and fades where it was let go.
    var frame: CGRect?
    let animations: AlongsideAnimations
}

/// Animations an app adds beside a lift or a drop's flight (`UIDragAnimating`), run by the same animator.
@MainActor
final class AlongsideAnimations: DragAnimating {
    private(set) var animations: [() -> Void] = []
    private(set) var completions: [(AnimatingPosition) -> Void] = []

    func addAnimations(_ animations: @escaping () -> Void) { self.animations.append(animations) }
    func addCompletion(_ completion: @escaping (AnimatingPosition) -> Void) { completions.append(completion) }
}

/// The one drag going on in a window: its preview following the finger over everything, the place under it told as it
/// comes, moves and goes, and the drop — the preview flying to where the drop puts it, or back to where it came from.
/// (Lift 0.2 s, flights 0.3 s on ease in-out, a lifted preview 1.05 × its size: AnimKit's; iOS publishes none.)
@MainActor
final class DragFlight {
    let session: LocalDragSession
    let preview: View
    weak var source: (any DragSource)?
    private weak var target: (any DropTarget)?
    private(set) var proposal: DropProposal?
    /// Where the finger holds the preview, from its centre.
    private let grab: CGPoint
    private var isOver = false

    static let liftScale: CGFloat = 1.05
    static let liftDuration: TimeInterval = 0.2
    static let flightDuration: TimeInterval = 0.3

    /// Lifts `view`'s look, held at the window point `point`: a snapshot over everything in `window`, with
    /// `alongsideLift`'s animations.
    init?(
        lifting view: View, at point: CGPoint, in window: View, session: LocalDragSession, source: any DragSource,
        alongsideLift: AlongsideAnimations = AlongsideAnimations()
    ) {
        guard let snapshot = view.snapshotView(afterScreenUpdates: false) else { return nil }
        self.session = session
        session.point = point
        self.source = source
        let frame = view.convert(view.bounds, to: window)
        preview = View(frame: frame)
        preview.isUserInteractionEnabled = false
        // UIKit's preview parameters put opaque white behind the view's look.
        preview.backgroundColor = .white
        preview.addSubview(snapshot)
        (preview.layer.shadowOpacity, preview.layer.shadowRadius, preview.layer.shadowOffset) = (0.25, 10, CGSize(width: 0, height: 4))
        window.addSubview(preview)
        grab = CGPoint(x: point.x - frame.midX, y: point.y - frame.midY)
        let lift = PropertyAnimator(duration: DragFlight.liftDuration, curve: .easeOut)
        lift.name = "drag lift"
        let preview = self.preview
        lift.addAnimations { preview.transform = CGAffineTransform(scaleX: DragFlight.liftScale, y: DragFlight.liftScale) }
        for animation in alongsideLift.animations { lift.addAnimations(animation) }
        for completion in alongsideLift.completions { lift.addCompletion(completion) }
        lift.startAnimation()
    }

    /// The finger moved to `point` (in the window): the preview follows, and the place under it is told.
    func move(to point: CGPoint) {
        guard !isOver else { return }
        session.point = point
        View.performWithoutAnimation { preview.center = CGPoint(x: point.x - grab.x, y: point.y - grab.y) }
        let under = dropTarget(at: point)
        if under !== target {
            target?.dragExited(self)
            target = under
            under?.dragEntered(self)
        }
        proposal = target?.dragMoved(self)
    }

    /// The finger lifted: a drop where the place under it proposed one, else the preview goes back.
    func end() {
        guard !isOver else { return }
        isOver = true
        guard let target, let proposal, proposal.operation == .copy || proposal.operation == .move else {
            target?.dragExited(self)
            return fly(to: source?.returnFrame(for: self), animations: AlongsideAnimations(), dropped: false)
        }
        let landing = target.performDrop(self)
        fly(to: landing.frame, animations: landing.animations, dropped: true)
    }

    /// The drag stopped without a drop (the press was cancelled).
    func cancel() {
        guard !isOver else { return }
        isOver = true
        target?.dragExited(self)
        fly(to: source?.returnFrame(for: self), animations: AlongsideAnimations(), dropped: false)
    }

    /// The first place up from the view under `point` that takes this drag.
    private func dropTarget(at point: CGPoint) -> (any DropTarget)? {
        guard let window = session.window else { return nil }
        var view = window.dropHitTest(point)
        while let candidate = view {
            let interaction = candidate.interactions.lazy.compactMap { $0 as? any DropTarget }.first
            if let target = (candidate as? any DropTarget) ?? interaction, target.accepts(self) { return target }
            view = candidate.superview
        }
        return nil
    }

    /// Flies the preview to `frame` (or shrinks and fades it where it is), then ends the drag at both ends.
    private func fly(to frame: CGRect?, animations extra: AlongsideAnimations, dropped: Bool) {
        let animator = PropertyAnimator(duration: DragFlight.flightDuration, curve: .easeInOut)
        animator.name = dropped ? "drop" : "drag returning"
        let preview = self.preview
        animator.addAnimations {
            if let frame {
                preview.center = CGPoint(x: frame.midX, y: frame.midY)
                let size = preview.bounds.size
                preview.transform = CGAffineTransform(
                    scaleX: size.width > 0 ? frame.width / size.width : 1, y: size.height > 0 ? frame.height / size.height : 1)
            } else {
                preview.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
                preview.alpha = 0
            }
        }
        for animation in extra.animations { animator.addAnimations(animation) }
        animator.addCompletion { [weak self] position in
            preview.removeFromSuperview()
            for completion in extra.completions { completion(position) }
            guard let self else { return }
            let target = self.target
            self.source?.dragEnded(self, dropped: dropped)
            target?.dropEnded(self)
        }
        animator.startAnimation()
    }
}

extension View {
    /// The deepest view under `point` (in this view's coordinates) that a drag can be over: a hit test that, unlike a
    /// touch's, does not pass over a view moved by an animation — a drop target that grows as a drag enters it stays
    /// under the drag.
    func dropHitTest(_ point: CGPoint) -> View? {
        guard !isHidden, isUserInteractionEnabled, presentation.alpha >= 0.01, self.point(inside: point, with: nil) else { return nil }
        for subview in subviews.reversed() {
            if let hit = subview.dropHitTest(point.applying(subview.presentation.transformToSuperview.inverted())) { return hit }
        }
        return self
    }
}
