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

/// Dragging a sheet between its detents, as iOS 15 does: it follows the finger between the highest detent's top and
/// the lowest one's (stretching by the rubber band beyond them); let go, it settles at the detent nearest to
/// where the release's speed would carry it in 0.15 s (AnimKit's projection: iOS publishes none), animated by a
/// critically damped half-second spring; a drag down from the smallest detent dismisses as a one-detent sheet does.
extension SheetPresentationController {
    /// The active detents' values in `container`, in the order of ``detents`` (a detent named twice counts once).
    func detentValues(in container: View) -> [(identifier: Detent.Identifier, value: CGFloat)] {
        let context = SheetDetentContext(container: container)
        var seen = Set<Detent.Identifier>()
        return detents.compactMap { detent in
            guard seen.insert(detent.identifier).inserted, let value = detent.resolvedValue(in: context) else { return nil }
            return (detent.identifier, value)
        }
    }

    /// The smallest of the active detents (the large one when none is active).
    var smallestDetent: Detent.Identifier {
        guard let container = containerView else { return detents.first?.identifier ?? .large }
        return detentValues(in: container).min { $0.value < $1.value }?.identifier ?? .large
    }

    /// Whether a drag may move the sheet between detents: one attached to the bottom edge, with more than one active.
    var resizesBetweenDetents: Bool {
        guard shape == .edgeAttached, let container = containerView, detentValues(in: container).count > 1 else { return false }
        return container.traitCollection.verticalSizeClass != .compact || prefersEdgeAttachedInCompactHeight
    }

    /// The sheet's top in `container` at `detent`: its value up from the bottom of the safe area (the large detent 10
    /// points below the safe area's top, the medium one at half the height); at the large detent's when `detent` is
    /// not an active one of ``detents``.
    func sheetTop(at detent: Detent.Identifier, in container: View) -> CGFloat {
        let context = SheetDetentContext(container: container)
        let value = detentValues(in: container).first { $0.identifier == detent }?.value ?? context.maximumDetentValue
        return context.top(at: value)
    }

    /// Whether the sheet resting at `detent` is at most as high as the largest undimmed detent.
    func isUndimmed(at detent: Detent.Identifier, in container: View) -> Bool {
        guard let largestUndimmedDetentIdentifier else { return false }
        return sheetTop(at: detent, in: container) >= sheetTop(at: largestUndimmedDetentIdentifier, in: container)
    }

    /// Puts the sheet's top at `top`, held between the large and the smallest detents' tops by the rubber band.
    func follow(_ top: CGFloat, sheet: View, in container: View) {
        let tops = detentValues(in: container).map { SheetDetentContext(container: container).top(at: $0.value) }
        let high = tops.min() ?? sheetTop(at: .large, in: container), low = tops.max() ?? high
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
            detentValues(in: container).map(\.identifier).min {
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
