import Foundation

/// What a custom detent's resolver reads to work out its value (also spelled
/// `UISheetPresentationControllerDetentResolutionContext`, iOS 16).
@preconcurrency @MainActor
public protocol SheetPresentationControllerDetentResolutionContext: AnyObject {
    /// The traits of the sheet's container view.
    var containerTraitCollection: TraitCollection { get }
    /// The largest value a detent can have: the large detent's.
    var maximumDetentValue: CGFloat { get }
}

/// UIKit's name for a detent's resolution context.
public typealias UISheetPresentationControllerDetentResolutionContext = SheetPresentationControllerDetentResolutionContext

/// A sheet's container as its detents see it: values are heights within the container's safe area, measured up from
/// its bottom inset. The large detent's top is 10 points below the safe area's top; the medium detent's is half the
/// container's height.
@MainActor
final class SheetDetentContext: SheetPresentationControllerDetentResolutionContext {
    let containerTraitCollection: TraitCollection
    let maximumDetentValue: CGFloat
    /// The medium detent's value.
    let mediumValue: CGFloat
    /// The container's height less its bottom safe-area inset: where a value of 0 puts the sheet's top.
    private let bottom: CGFloat

    init(container: View) {
        containerTraitCollection = container.traitCollection
        bottom = container.bounds.height - container.safeAreaInsets.bottom
        maximumDetentValue = Swift.max(bottom - (container.safeAreaInsets.top + 10), 0)
        mediumValue = Swift.max(bottom - container.bounds.height / 2, 0)
    }

    /// The sheet's top in the container at `value`.
    func top(at value: CGFloat) -> CGFloat { bottom - value }
}
