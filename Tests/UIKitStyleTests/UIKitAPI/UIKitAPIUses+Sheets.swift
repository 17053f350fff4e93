import AnimKit
import Foundation

/// Told when the user drags a sheet to another detent.
private final class DetentListener: NSObject, UISheetPresentationControllerDelegate {
    // api: UISheetPresentationControllerDelegate.sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {}
}

/// A sheet of two detents as iOS 15 code sets one up, with a delegate for the user's detent changes.
@MainActor
func useSheetDetentAPI() {
    let sheet = UIViewController()
    guard let controls = sheet.sheetPresentationController else { return }
    controls.detents = [.medium(), .large()]
    // api: UISheetPresentationController.prefersScrollingExpandsWhenScrolledToEdge
    controls.prefersScrollingExpandsWhenScrolledToEdge = false
    let listener = DetentListener()
    controls.delegate = listener
    controls.delegate = nil
}
