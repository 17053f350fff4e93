import AnimKit
import Foundation

// Each `// api:` line names an entry of uikit-animation-api.txt; the code under it uses that declaration with UIKit's
// exact labels and types (and, where UIKit has them, its default arguments), so a renamed or retyped one stops this
// file compiling. UIKitAPICoverageTests runs it and checks that every supported entry has its line here.

/// A view subclass overriding what UIKit code overrides.
final class OverridingView: UIView {
    // api: UIView.init(frame:)
    override init(frame: CGRect) { super.init(frame: frame) }
    // api: UIView.init(coder:)
    required init?(coder: NSCoder) { super.init(coder: coder) }
    // api: UIView.tintColorDidChange()
    override func tintColorDidChange() { super.tintColorDidChange() }
    // api: UIView.didAddSubview(_:)
    override func didAddSubview(_ subview: UIView) { super.didAddSubview(subview) }
    // api: UIView.willRemoveSubview(_:)
    override func willRemoveSubview(_ subview: UIView) { super.willRemoveSubview(subview) }
    // api: UIView.willMove(toSuperview:)
    override func willMove(toSuperview newSuperview: UIView?) { super.willMove(toSuperview: newSuperview) }
    // api: UIView.didMoveToSuperview()
    override func didMoveToSuperview() { super.didMoveToSuperview() }
    // api: UIView.willMove(toWindow:)
    override func willMove(toWindow newWindow: UIWindow?) { super.willMove(toWindow: newWindow) }
    // api: UIView.didMoveToWindow()
    override func didMoveToWindow() { super.didMoveToWindow() }
    // api: UIView.awakeFromNib()
    override func awakeFromNib() { super.awakeFromNib() }
    // api: UIView.hitTest(_:with:)
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { super.hitTest(point, with: event) }
    // api: UIView.point(inside:with:)
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { super.point(inside: point, with: event) }
    // api: UIView.layoutSubviews()
    override func layoutSubviews() { super.layoutSubviews() }
    // api: UIView.sizeThatFits(_:)
    override func sizeThatFits(_ size: CGSize) -> CGSize { super.sizeThatFits(size) }
    // api: UIView.intrinsicContentSize
    override var intrinsicContentSize: CGSize { super.intrinsicContentSize }
    // api: UIView.updateConstraints()
    override func updateConstraints() { super.updateConstraints() }
    // api: UIView.layoutMarginsDidChange()
    override func layoutMarginsDidChange() { super.layoutMarginsDidChange() }
    // api: UIResponder.touchesBegan(_:with:)
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { super.touchesBegan(touches, with: event) }
    // api: UIResponder.touchesMoved(_:with:)
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { super.touchesMoved(touches, with: event) }
    // api: UIResponder.touchesEnded(_:with:)
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { super.touchesEnded(touches, with: event) }
    // api: UIResponder.touchesCancelled(_:with:)
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { super.touchesCancelled(touches, with: event) }
    // api: UIResponder.canBecomeFirstResponder
    override var canBecomeFirstResponder: Bool { super.canBecomeFirstResponder }
    // api: UIResponder.becomeFirstResponder()
    override func becomeFirstResponder() -> Bool { super.becomeFirstResponder() }
    // api: UIResponder.resignFirstResponder()
    override func resignFirstResponder() -> Bool { super.resignFirstResponder() }
    // api: UIResponder.next
    override var next: UIResponder? { super.next }
}

/// A control subclass following its touch, as UIKit code writes one.
final class TrackingControl: UIControl {
    // api: UIControl.beginTracking(_:with:)
    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { super.beginTracking(touch, with: event) }
    // api: UIControl.continueTracking(_:with:)
    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { super.continueTracking(touch, with: event) }
    // api: UIControl.endTracking(_:with:)
    override func endTracking(_ touch: UITouch?, with event: UIEvent?) { super.endTracking(touch, with: event) }
    // api: UIControl.cancelTracking(with:)
    override func cancelTracking(with event: UIEvent?) { super.cancelTracking(with: event) }
}

/// A recognizer subclass, as UIGestureRecognizerSubclass lets UIKit code write one.
final class SubclassedRecognizer: UIGestureRecognizer {
    // api: UIGestureRecognizer.touchesBegan(_:with:)
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { state = .began }
    // api: UIGestureRecognizer.touchesMoved(_:with:)
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { state = .changed }
    // api: UIGestureRecognizer.touchesEnded(_:with:)
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { state = .ended }
    // api: UIGestureRecognizer.touchesCancelled(_:with:)
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { state = .cancelled }
    // api: UIGestureRecognizer.reset()
    override func reset() { super.reset() }
}

/// Every delegate method, with UIKit's signatures.
final class EveryDelegate: UITextFieldDelegate, UIGestureRecognizerDelegate {
    // api: UITextFieldDelegate.textFieldShouldBeginEditing(_:)
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    // api: UITextFieldDelegate.textFieldDidBeginEditing(_:)
    func textFieldDidBeginEditing(_ textField: UITextField) {}
    // api: UITextFieldDelegate.textFieldShouldEndEditing(_:)
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    // api: UITextFieldDelegate.textFieldDidEndEditing(_:)
    func textFieldDidEndEditing(_ textField: UITextField) {}
    // api: UITextFieldDelegate.textField(_:shouldChangeCharactersIn:replacementString:)
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool { true }
    // api: UITextFieldDelegate.textFieldShouldReturn(_:)
    func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
    // api: UIGestureRecognizerDelegate.gestureRecognizerShouldBegin(_:)
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    // api: UIGestureRecognizerDelegate.gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool {
        false
    }
    // api: UIGestureRecognizerDelegate.gestureRecognizer(_:shouldReceive:)
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { true }
}
