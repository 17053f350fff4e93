import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// A form's two-wheel picker: a size and a colour, each choice recorded.
@MainActor
private final class ShirtPicker: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
    let sizes = ["XS", "S", "M", "L", "XL"], colours = ["Red", "Blue"]
    var chosen: [(row: Int, component: Int)] = []
    func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        component == 0 ? sizes.count : colours.count
    }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        component == 0 ? sizes[row] : colours[row]
    }
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) { chosen.append((row, component)) }
}

// UIPickerView as a form uses it: wheels from the data source, titles from the delegate, the chosen row in the middle
// on the band, `selectRow(_:inComponent:animated:)` (which does not tell the delegate, as in UIKit), and a drag that
// turns a wheel by whole rows and tells the delegate where it came to rest — dragged with the pointer on the clock.
@MainActor
@Suite("UIPickerView: wheels, selection and dragging")
struct PickerViewSnippets {
    private func shown() -> (UIWindow, UIPickerView, ShirtPicker) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        let picker = UIPickerView(frame: CGRect(x: 0, y: 300, width: 393, height: 216))
        let model = ShirtPicker()
        (picker.dataSource, picker.delegate) = (model, model)
        window.addSubview(picker)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (window, picker, model)
    }

    @Test("two wheels sharing the width, the first row in the middle on the band; selectRow moves it and tells no one")
    func wheels() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (window, picker, model) = shown()
        #expect(picker.numberOfComponents == 2 && picker.numberOfRows(inComponent: 0) == 5 && picker.numberOfRows(inComponent: 1) == 2)
        #expect(UIPickerView().intrinsicContentSize == CGSize(width: 320, height: 216))
        // 393 − 16 − 5 = 372 shared by two: 186 each, from 8.
        #expect(picker.rowSize(forComponent: 0) == CGSize(width: 186, height: 32) && picker.selectedRow(inComponent: 0) == 0)
        let xs = try #require(picker.view(forRow: 0, forComponent: 0) as? UILabel)
        #expect(xs.text == "XS" && xs.center.y == 108 && xs.alpha == 1)
        picker.selectRow(3, inComponent: 0, animated: false)
        let large = try #require(picker.view(forRow: 3, forComponent: 0))
        #expect(picker.selectedRow(inComponent: 0) == 3 && large.center.y == 108 && model.chosen.isEmpty)
        // A row one away sits on a drum of radius 108 turned by 32 points: 108 sin(32/108) below the middle, squeezed
        // by cos(32/108).
        let next = try #require(picker.view(forRow: 4, forComponent: 0))
        let angle: CGFloat = 32 / 108
        #expect(isApproximatelyEqual(next.center.y, 108 + 108 * sin(angle)) && isApproximatelyEqual(next.transform.d, cos(angle)))
        #expect(picker.selectedRow(inComponent: 5) == -1 && picker.view(forRow: 9, forComponent: 0) == nil)
        _ = window
    }

    @Test("dragged up two rows and let go, the first wheel rests on M and the delegate hears it once")
    func dragTurnsTheWheel() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (window, picker, model) = shown()
        let pointer = PointerDispatcher(root: window)
        let start = CGPoint(x: 100, y: 300 + 108)
        pointer.pointerDown(at: start, time: 0)
        pointer.pointerMoved(to: CGPoint(x: 100, y: start.y - 10), time: 0.05)
        pointer.pointerMoved(to: CGPoint(x: 100, y: start.y - 70), time: 0.1)
        // Resting before the lift: no flick, the nearest row — 60 points is 1.9 rows from XS.
        pointer.pointerMoved(to: CGPoint(x: 100, y: start.y - 70), time: 0.4)
        pointer.pointerUp(at: CGPoint(x: 100, y: start.y - 70), time: 0.41)
        fixture.run(seconds: 0.6)
        #expect(picker.selectedRow(inComponent: 0) == 2 && picker.view(forRow: 2, forComponent: 0)?.center.y == 108)
        #expect(model.chosen.count == 1 && model.chosen.first?.row == 2 && model.chosen.first?.component == 0)
        // The second wheel did not move.
        #expect(picker.selectedRow(inComponent: 1) == 0)
    }
}
