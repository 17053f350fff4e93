import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

// A form's date picker as iOS 14+ code makes one: compact, the date and the time in pills, in the locale and time
// zone given; the range pins the date; a count-down shows its length on a wheel; a seek back restores the date.
@MainActor
@Suite("UIDatePicker")
struct DatePickerSnippets {
    /// 1 January 2030, 09:41 UTC.
    static let moment = Date(timeIntervalSince1970: 1_893_490_860)

    private func texts(_ picker: UIDatePicker) -> [String] {
        picker.layoutIfNeeded()
        return picker.subviews.filter { !$0.isHidden }.flatMap { [$0] + $0.subviews }.compactMap { ($0 as? UILabel)?.text }
    }

    @Test("compact: the date and the time in two pills, in US English and UTC; a date before the minimum is pinned to it")
    func compact() {
        let picker = UIDatePicker()
        (picker.locale, picker.timeZone) = (Locale(identifier: "en_US"), TimeZone(identifier: "UTC"))
        picker.date = Self.moment
        #expect(picker.datePickerStyle == .compact && picker.datePickerMode == .dateAndTime)
        #expect(texts(picker) == ["Jan 1, 2030", "9:41\u{202F}AM"])
        #expect(picker.intrinsicContentSize.height == 34 && picker.intrinsicContentSize.width > 100)
        picker.datePickerMode = .date
        #expect(texts(picker) == ["Jan 1, 2030"])
        picker.minimumDate = Self.moment.addingTimeInterval(86_400)
        #expect(picker.date == Self.moment.addingTimeInterval(86_400) && texts(picker) == ["Jan 2, 2030"])
    }

    @Test("a count-down picker is a wheel, 320 × 216, showing its length; wheels for a time show the minutes either side")
    func wheels() {
        let picker = UIDatePicker()
        picker.datePickerMode = .countDownTimer
        picker.countDownDuration = 5_400
        #expect(picker.datePickerStyle == .wheels && picker.intrinsicContentSize == CGSize(width: 320, height: 216))
        #expect(texts(picker) == ["1 hours 30 min"])
        let time = UIDatePicker()
        (time.locale, time.timeZone, time.datePickerMode, time.preferredDatePickerStyle) =
            (Locale(identifier: "en_US"), TimeZone(identifier: "UTC"), .time, .wheels)
        time.date = Self.moment
        #expect(texts(time) == ["9:40\u{202F}AM", "9:41\u{202F}AM", "9:42\u{202F}AM"])
    }

    @Test("a date set by code after a checkpoint is put back by a seek to it")
    func checkpoint() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let picker = UIDatePicker()
        picker.date = Self.moment
        let restore = picker.capturedState()
        picker.date = Self.moment.addingTimeInterval(3_600)
        restore()
        #expect(picker.date == Self.moment)
    }
}
