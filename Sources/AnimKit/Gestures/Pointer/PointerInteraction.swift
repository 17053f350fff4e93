import Foundation

/// The pointer over a view, with effects and regions (also spelled `UIPointerInteraction`, iPadOS 13.4): when the
/// pointer comes over the view (or a view inside it), the delegate says which region of the view it is in and how that
/// region looks; entering and leaving a region hand the delegate an animator to add its own animations to, which run
/// alongside the effect's. In the window the mouse is the pointer, no button held; headless, call
/// ``PointerDispatcher/pointerHovered(at:time:)``.
@preconcurrency @MainActor
open class PointerInteraction: NSObject, Interaction {
    /// What decides the regions, their styles and what happens on entering and leaving them.
    open private(set) weak var delegate: (any PointerInteractionDelegate)?
    /// Whether the interaction follows the pointer; turned off, it leaves the region it is in.
    open var isEnabled = true {
        didSet { if !isEnabled { leave() } }
    }
    /// The view it is added to.
    open private(set) weak var view: View?
    /// The region the pointer is in, with its effect on the view, if any.
    private(set) var current: (region: PointerRegion, effect: PointerEffectMotion?)?
    /// Where the style of a button's interaction comes from when it has no delegate (``Button/pointerStyleProvider``).
    var fallbackStyle: ((PointerRegion) -> PointerStyle?)?

    /// An interaction whose regions and styles `delegate` decides.
    public init(delegate: (any PointerInteractionDelegate)?) {
        self.delegate = delegate
        super.init()
    }

    open func willMove(to view: View?) { if view == nil { leave() } }
    open func didMove(to view: View?) { self.view = view }

    /// Asks the delegate again for the region the pointer is in and its style, when the pointer next moves.
    open func invalidate() { current.map { current = ($0.region.withoutIdentity, $0.effect) } }

    /// Follows the pointer at `point` (root coordinates), over the view or not: leaves the region it was in and enters
    /// the one the delegate names. Whether anything was entered or left.
    func follow(_ point: CGPoint, over: Bool) -> Bool {
        guard let view, isEnabled, over else { return leave() }
        let location = view.convert(point, from: nil)
        let fallback = PointerRegion(rect: view.bounds, identifier: nil)
        let request = PointerRegionRequest(location: location, modifiers: [])
        let region = delegate.map { $0.pointerInteraction(self, regionFor: request, defaultRegion: fallback) } ?? fallback
        guard let region, region.rect.contains(location) else { return leave() }
        if let current, current.region.isSame(as: region) { return false }
        leave()
        let animator = PointerAnimator()
        delegate?.pointerInteraction(self, willEnter: region, animator: animator)
        let style = delegate.map { $0.pointerInteraction(self, styleFor: region) } ?? fallbackStyle?(region)
        current = (region, style.flatMap { PointerEffectMotion(style: $0) })
        animator.run()
        return true
    }

    /// Leaves the region the pointer is in, if any: the effect undone, the delegate's exit animations run.
    @discardableResult
    func leave() -> Bool {
        guard let (region, effect) = current else { return false }
        current = nil
        let animator = PointerAnimator()
        delegate?.pointerInteraction(self, willExit: region, animator: animator)
        effect?.undo()
        animator.run()
        return true
    }
}

/// UIKit's name for a pointer interaction.
public typealias UIPointerInteraction = PointerInteraction

/// What a pointer interaction asks (also spelled `UIPointerInteractionDelegate`); every method is optional.
@preconcurrency @MainActor
public protocol PointerInteractionDelegate: AnyObject {
    /// The region the pointer at `request.location` is in: `defaultRegion` (the view's bounds) unless you cut it up;
    /// `nil` for none.
    func pointerInteraction(
        _ interaction: PointerInteraction, regionFor request: PointerRegionRequest, defaultRegion: PointerRegion
    ) -> PointerRegion?
    /// How `region` looks with the pointer in it; `nil` for the system's pointer and no effect.
    func pointerInteraction(_ interaction: PointerInteraction, styleFor region: PointerRegion) -> PointerStyle?
    /// The pointer is entering `region`: add animations to run alongside the effect's.
    func pointerInteraction(_ interaction: PointerInteraction, willEnter region: PointerRegion, animator: any PointerInteractionAnimating)
    /// The pointer is leaving `region`: add animations to run alongside the effect's undoing.
    func pointerInteraction(_ interaction: PointerInteraction, willExit region: PointerRegion, animator: any PointerInteractionAnimating)
}

extension PointerInteractionDelegate {
    /// The default region: the view's bounds.
    public func pointerInteraction(
        _ interaction: PointerInteraction, regionFor request: PointerRegionRequest, defaultRegion: PointerRegion
    ) -> PointerRegion? { defaultRegion }
    /// No style: the system's pointer, no effect.
    public func pointerInteraction(_ interaction: PointerInteraction, styleFor region: PointerRegion) -> PointerStyle? { nil }
    /// Nothing added on entering.
    public func pointerInteraction(
        _ interaction: PointerInteraction, willEnter region: PointerRegion, animator: any PointerInteractionAnimating
    ) {}
    /// Nothing added on leaving.
    public func pointerInteraction(
        _ interaction: PointerInteraction, willExit region: PointerRegion, animator: any PointerInteractionAnimating
    ) {}
}

/// UIKit's name for a pointer interaction's delegate.
public typealias UIPointerInteractionDelegate = PointerInteractionDelegate
