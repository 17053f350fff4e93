import Foundation

extension ScrollView {
    /// Reports a call UIKit raises on (a scroll view's, a table's or a collection view's), and what was done instead:
    /// on standard error and in the inspector's errors, never a crash.
    static func refuse(_ call: String, _ why: String) {
        AnimationEngine.shared.report(AnimatorError(.controller(why), call: call, tag: 0, state: nil))
    }
}
