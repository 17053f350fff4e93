import Foundation

extension View {
    /// The first tag handed to a view that had none when its `dance` handle was first used.
    ///
    /// Far above the small tags people give views by hand, so the two never meet.
    public static let firstAutomaticTag = 1_000_000

    private static var nextAutomaticTag = firstAutomaticTag

    /// The tagged-chain handle on this view's animator, on ``AnimationEngine/shared``.
    ///
    /// A view without a tag gets a unique one (from ``firstAutomaticTag`` up) the first time.
    public var dance: Dance {
        if tag == 0 {
            tag = View.nextAutomaticTag
            View.nextAutomaticTag += 1
        }
        return Dance(view: self, engine: AnimationEngine.shared)
    }
}
