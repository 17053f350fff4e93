import Foundation

/// What a view keeps for AnimKit's own work, beside the properties UIKit declares: how its background was given, what
/// it drew, its layout record, a transition's stand-ins, its recognizers and interactions, its own tint and its mask
/// view — one value, which a checkpoint keeps whole (``ViewKeptValues``), so that `View`'s body is UIKit's members.
struct ViewOwnState {
    /// What ``View/backgroundColor`` was given: none (it reads `nil`), a colour the layer holds, or a dynamic colour.
    var backgroundChoice = BackgroundChoice.none
    /// What ``View/draw(_:)`` drew last, at which bounds; `nil` when it drew nothing.
    var drawnContent: DrawnContent?
    /// Whether ``View/draw(_:)`` runs again before the view is next shown (``View/setNeedsDisplay()``).
    var needsDisplay = true
    /// Auto Layout's record: the constraints installed here, whether the frame is the code's, a pending layout.
    var layoutRecord = LayoutRecord()
    /// The old look a transition shows in place of the view's content while it turns away (`transition(with:)`).
    var transitionCover: TransitionCover?
    /// A flip transition's turn, drawn in perspective in place of its squeeze (`transition(with:)`).
    var transitionTurn: TransitionTurn?
    /// The gesture recognizers attached (``View/addGestureRecognizer(_:)``).
    var attachedRecognizers: [GestureRecognizer] = []
    /// The interactions added (``View/addInteraction(_:)``).
    var attachedInteractions: [any Interaction] = []
    /// The tint colour set on this view itself (``View/tintColor`` otherwise inherits it).
    var ownTintColor: Color?
    /// The view set as ``View/mask``, kept alive here (its layer is this view's layer's mask).
    var maskView: View?
}

// The parts by their own names, changed in place.
extension View {
    var backgroundChoice: BackgroundChoice {
        get { own.backgroundChoice }
        _modify { yield &own.backgroundChoice }
    }
    var drawnContent: DrawnContent? {
        get { own.drawnContent }
        _modify { yield &own.drawnContent }
    }
    var needsDisplay: Bool {
        get { own.needsDisplay }
        _modify { yield &own.needsDisplay }
    }
    var layoutRecord: LayoutRecord {
        get { own.layoutRecord }
        _modify { yield &own.layoutRecord }
    }
    var transitionCover: TransitionCover? {
        get { own.transitionCover }
        _modify { yield &own.transitionCover }
    }
    var transitionTurn: TransitionTurn? {
        get { own.transitionTurn }
        _modify { yield &own.transitionTurn }
    }
    var attachedRecognizers: [GestureRecognizer] {
        get { own.attachedRecognizers }
        _modify { yield &own.attachedRecognizers }
    }
    var attachedInteractions: [any Interaction] {
        get { own.attachedInteractions }
        _modify { yield &own.attachedInteractions }
    }
    var ownTintColor: Color? {
        get { own.ownTintColor }
        _modify { yield &own.ownTintColor }
    }
    var maskView: View? {
        get { own.maskView }
        _modify { yield &own.maskView }
    }
    /// ``View/mask``'s setting: the view's layer becomes the layer's mask.
    func setMaskView(_ view: View?) { (layer.mask, maskView) = (view?.layer, view) }
}
