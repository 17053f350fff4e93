import AnimKit
import Foundation
import Testing

/// What iOS imports from C's global constants is nonisolated: a notification observer's closure, a helper off the main
/// actor, reads the keys and names as it does against the SDK. (This file is in the Swift 6 language mode: were any of
/// them main-actor-isolated, the build would warn here — AnimKit's types are `@preconcurrency`, as the SDK's are — and
/// the project builds with none.)
private func constantsReadOffTheMainActor() -> [String] {
    [
        UIResponder.keyboardFrameEndUserInfoKey, UIResponder.keyboardAnimationDurationUserInfoKey,
        UIResponder.keyboardWillShowNotification.rawValue, UIResponder.keyboardWillChangeFrameNotification.rawValue,
        UIApplication.didBecomeActiveNotification.rawValue, UIDevice.orientationDidChangeNotification.rawValue,
        UITextField.textDidChangeNotification.rawValue, UITextView.textDidChangeNotification.rawValue,
        UIAccessibility.voiceOverStatusDidChangeNotification.rawValue, "\(UIView.noIntrinsicMetric)",
        "\(UIView.layoutFittingCompressedSize.width)", "\(UITableView.automaticDimension)",
    ]
}

@Suite("Constants iOS imports as nonisolated")
struct NonisolatedConstantsSnippets {
    @Test("keys, notification names and metrics read off the main actor have UIKit's values")
    func readOffTheMainActor() async {
        let values = await Task.detached { constantsReadOffTheMainActor() }.value
        #expect(
            values == [
                "UIKeyboardFrameEndUserInfoKey", "UIKeyboardAnimationDurationUserInfoKey", "UIKeyboardWillShowNotification",
                "UIKeyboardWillChangeFrameNotification", "UIApplicationDidBecomeActiveNotification",
                "UIDeviceOrientationDidChangeNotification", "UITextFieldTextDidChangeNotification",
                "UITextViewTextDidChangeNotification", "UIAccessibilityVoiceOverStatusDidChangeNotification", "-1.0", "0.0", "-1.0",
            ])
    }
}
