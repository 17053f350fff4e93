import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// `UIStepper` stepping by taps, and `UIFontMetrics`, as settings screens write them.
@MainActor
@Suite("UIStepper and UIFontMetrics")
struct StepperAndFontMetricsSnippets {
    @Test("a tap on + steps up by stepValue and sends valueChanged; at the top it stops unless it wraps; code sends nothing")
    func stepper() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let stepper = UIStepper(frame: CGRect(x: 10, y: 10, width: 300, height: 300))
        #expect(stepper.frame == CGRect(x: 10, y: 10, width: 94, height: 32))
        root.addSubview(stepper)
        (stepper.minimumValue, stepper.maximumValue, stepper.stepValue) = (0, 1, 0.5)
        var sent: [Double] = []
        stepper.addAction(UIAction { action in sent.append((action.sender as? UIStepper)?.value ?? -1) }, for: .valueChanged)
        let pointer = PointerDispatcher(root: root)
        func tap(_ x: CGFloat, at time: Double) {
            _ = pointer.pointerDown(at: CGPoint(x: x, y: 26), time: time)
            pointer.pointerUp(at: CGPoint(x: x, y: 26), time: time + 0.05)
        }
        tap(90, at: 0)
        tap(90, at: 1)
        tap(90, at: 2)
        #expect(sent == [0.5, 1] && stepper.value == 1)
        stepper.wraps = true
        tap(90, at: 3)
        tap(20, at: 4)
        #expect(sent == [0.5, 1, 0, 1])
        stepper.value = 7
        #expect(stepper.value == 1 && sent.count == 4)
    }

    @Test("at iOS's default text size (.large, what AnimKit previews) fonts and values keep their size; a maximum caps a font")
    func fontMetrics() {
        let font = UIFont.systemFont(ofSize: 28, weight: .bold)
        #expect(UIFontMetrics(forTextStyle: .title1).scaledFont(for: font) == font && UIFontMetrics.default.scaledValue(for: 40) == 40)
        #expect(UIFontMetrics.default.scaledFont(for: font, maximumPointSize: 20).pointSize == 20)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(window.traitCollection.preferredContentSizeCategory == .large)
        #expect(!UIContentSizeCategory.large.isAccessibilityCategory && UIContentSizeCategory.accessibilityLarge > .extraExtraExtraLarge)
    }
}
