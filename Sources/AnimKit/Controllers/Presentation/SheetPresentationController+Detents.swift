import Foundation

/// Told when the user drags a sheet to another detent (also spelled `UISheetPresentationControllerDelegate`, iOS 15).
@preconcurrency @MainActor
public protocol SheetPresentationControllerDelegate: AdaptivePresentationControllerDelegate {
    /// The user's drag left the sheet at another detent (not called when code sets the selected detent, as Apple
    /// documents).
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: SheetPresentationController)
}

extension SheetPresentationControllerDelegate {
    /// Nothing by default.
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: SheetPresentationController) {}
}

/// UIKit's name for a sheet's delegate.
public typealias UISheetPresentationControllerDelegate = SheetPresentationControllerDelegate

/// Dragging a sheet of two detents between them, as iOS 15 does: it follows the finger between the large detent's
/// top and the medium one's (stretching by the rubber band beyond them); let go, it settles at the detent nearest to
/// where the release's speed would carry it in 0.15 s (AnimKit's projection: iOS publishes none), animated by a
/// critically damped half-second spring; a drag down from the smallest detent dismisses as a one-detent sheet does.
extension SheetPresentationController {
    /// The smallest of the detents.
    var smallestDetent: Detent.Identifier { detents.contains { $0.identifier == .medium } ? .medium : .large }

    /// Whether a drag may move the sheet between detents: one attached to the bottom edge, with more than one.
    var resizesBetweenDetents: Bool {
        guard shape == .edgeAttached, Set(detents.map(\.identifier)).count > 1, let container = containerView else { return false }
        return container.traitCollection.verticalSizeClass != .compact || prefersEdgeAttachedInCompactHeight
    }

    /// The sheet's top in `container` at `detent`: half the height at medium, 10 points below the safe area's top at large.
    func sheetTop(at detent: Detent.Identifier, in container: View) -> CGFloat {
        detent == .medium ? container.bounds.height / 2 : container.safeAreaInsets.top + 10
    }

    /// Puts the sheet's top at `top`, held between the large and the smallest detents' tops by the rubber band.
    func follow(_ top: CGFloat, sheet: View, in container: View) {
        let high = sheetTop(at: .large, in: container), low = sheetTop(at: smallestDetent, in: container)
        let dimension = container.bounds.height
        var y = top
        if y < high { y = high - ScrollPhysics.rubberBand(high - y, dimension: dimension) }
        if y > low { y = low + ScrollPhysics.rubberBand(y - low, dimension: dimension) }
        sheet.frame = CGRect(x: sheet.frame.minX, y: y, width: sheet.frame.width, height: Swift.max(container.bounds.height - y, 0))
    }

    /// Brings a resized sheet to rest at the detent nearest where `velocity` (points a second, down positive) carries
    /// it, telling the delegate when that is another detent.
    func settle(_ sheet: View, velocity: CGFloat) {
        guard let container = containerView else { return }
        let projected = sheet.frame.minY + velocity * 0.15
        let chosen =
            detents.map(\.identifier).min {
                abs(sheetTop(at: $0, in: container) - projected) < abs(sheetTop(at: $1, in: container) - projected)
            }
            ?? restingDetent
        let changed = chosen != restingDetent
        View.animate(
            withDuration: 0.5, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0, options: [],
            animations: { [self] in
                if changed { selectedDetentIdentifier = chosen } else { placeSheet() }
            })
        if changed {
            (delegate as? any SheetPresentationControllerDelegate)?.sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
        }
    }
}
