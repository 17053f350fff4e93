import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

// Settings rows as screens write them: a label beside a switch (or a stepper) in a horizontal stack view. UIKit's
// switch, stepper and spinner hug their size at 750 on both axes, so the label takes the rest of the row; a switch's
// size is its own, whatever frame it is given.
@MainActor
@Suite("UISwitch, UIStepper and UIActivityIndicatorView keep their size in a stack view")
struct FixedSizeControlsSnippets {
    @Test("a label and a switch in a 300-point row: the label 249 wide, the switch 51 × 31 at its end")
    func switchRow() {
        let label = UILabel(), toggle = UISwitch()
        label.text = "Express"
        let row = UIStackView(arrangedSubviews: [label, toggle])
        row.frame = CGRect(x: 0, y: 0, width: 300, height: 31)
        #expect(toggle.contentHuggingPriority(for: .horizontal) == .defaultHigh)
        #expect(toggle.contentHuggingPriority(for: .vertical) == .defaultHigh)
        row.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 0, y: 0, width: 249, height: 31))
        #expect(toggle.frame == CGRect(x: 249, y: 0, width: 51, height: 31))
    }

    @Test("a switch given a frame of another size keeps the frame's origin and its own 51 × 31")
    func switchFrame() {
        let toggle = UISwitch()
        toggle.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
        #expect(toggle.frame == CGRect(x: 10, y: 20, width: 51, height: 31))
        toggle.bounds = CGRect(x: 0, y: 0, width: 5, height: 5)
        #expect(toggle.bounds.size == CGSize(width: 51, height: 31))
    }

    @Test("a stepper and a spinner hug their size too: in a 300-point row the label beside them takes the rest")
    func stepperAndSpinner() {
        let label = UILabel(), stepper = UIStepper(), spinner = UIActivityIndicatorView(style: .medium)
        label.text = "Copies"
        // A stopped spinner is hidden, and a hidden arranged view takes no room: started, it is 20 × 20.
        spinner.startAnimating()
        let row = UIStackView(arrangedSubviews: [label, spinner, stepper])
        row.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
        row.layoutIfNeeded()
        #expect(stepper.frame.size == CGSize(width: 94, height: 32) && stepper.frame.maxX == 300)
        #expect(spinner.frame.width == 20 && label.frame.width == 300 - 94 - 20)
    }
}
