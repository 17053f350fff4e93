import Foundation

/// What a picker view asks for its wheels' contents (also spelled `UIPickerViewDataSource`).
@preconcurrency @MainActor
public protocol PickerViewDataSource: AnyObject {
    /// How many wheels (components) side by side.
    func numberOfComponents(in pickerView: PickerView) -> Int
    /// How many rows the wheel `component` has.
    func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int
}

/// What a picker view asks about its rows' looks and tells of a choice (also spelled `UIPickerViewDelegate`); every
/// method has UIKit's default, so implement only those you need.
@preconcurrency @MainActor
public protocol PickerViewDelegate: AnyObject {
    /// How wide wheel `component` is (the picker's width shared equally by default, 0).
    func pickerView(_ pickerView: PickerView, widthForComponent component: Int) -> CGFloat
    /// How tall wheel `component`'s rows are (32 points by default, 0).
    func pickerView(_ pickerView: PickerView, rowHeightForComponent component: Int) -> CGFloat
    /// The title of a row (none by default).
    func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String?
    /// A styled title of a row, used in place of the plain one when given.
    func pickerView(_ pickerView: PickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString?
    /// A view of your own for a row, used in place of a title when given (`view` is one to reuse, never given here).
    func pickerView(_ pickerView: PickerView, viewForRow row: Int, forComponent component: Int, reusing view: View?) -> View?
    /// The wheel `component` came to rest on `row` after the user turned it.
    func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int)
}

extension PickerViewDelegate {
    /// 0: the picker's width shared equally.
    public func pickerView(_ pickerView: PickerView, widthForComponent component: Int) -> CGFloat { 0 }
    /// 0: 32 points.
    public func pickerView(_ pickerView: PickerView, rowHeightForComponent component: Int) -> CGFloat { 0 }
    /// None.
    public func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? { nil }
    /// None.
    public func pickerView(_ pickerView: PickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString? {
        nil
    }
    /// None.
    public func pickerView(_ pickerView: PickerView, viewForRow row: Int, forComponent component: Int, reusing view: View?) -> View? {
        nil
    }
    /// Nothing.
    public func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {}
}

/// UIKit's name for a picker's data source.
public typealias UIPickerViewDataSource = PickerViewDataSource
/// UIKit's name for a picker's delegate.
public typealias UIPickerViewDelegate = PickerViewDelegate
