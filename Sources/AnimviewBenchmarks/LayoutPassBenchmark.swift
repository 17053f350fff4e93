import AnimKit
import Foundation

/// ``LayoutBenchmarkScreen`` written as an iOS screen: views in a container placed with anchors, then one constant
/// changed and `layoutIfNeeded()` called — the whole cost of a constraint animation's one solve.
@MainActor
public struct LayoutPassBenchmark {
    public let screen: LayoutBenchmarkScreen

    public init(screen: LayoutBenchmarkScreen) {
        self.screen = screen
    }

    /// The container and the first view's width constraint, laid out once.
    func build() -> (root: View, width: NSLayoutConstraint) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 1280, height: 800))
        var views: [View] = []
        var edited: NSLayoutConstraint?
        for index in 0..<screen.viewCount {
            let view = View()
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            let column = index % LayoutBenchmarkScreen.columns, row = index / LayoutBenchmarkScreen.columns
            let left =
                column == 0
                ? view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16)
                : view.leadingAnchor.constraint(equalTo: views[index - 1].trailingAnchor, constant: 8)
            let above = index - LayoutBenchmarkScreen.columns
            let top =
                row == 0
                ? view.topAnchor.constraint(equalTo: root.topAnchor, constant: 20)
                : view.topAnchor.constraint(equalTo: views[above].bottomAnchor, constant: 8)
            let base = CGFloat(LayoutBenchmarkScreen.baseWidth(of: index))
            let width: NSLayoutConstraint
            if index % 2 == 0 {
                width = view.widthAnchor.constraint(equalToConstant: base)
                width.priority = .defaultHigh
            } else {
                width = view.widthAnchor.constraint(greaterThanOrEqualToConstant: base)
            }
            if index == 0 { edited = width }
            let height = view.heightAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.5, constant: 10)
            NSLayoutConstraint.activate([left, top, width, height])
            views.append(view)
        }
        root.layoutIfNeeded()
        return (
            root,
            edited
                ?? NSLayoutConstraint(
                    item: root, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 0)
        )
    }

    /// Median CPU milliseconds of `repetitions` passes, each after the first view's width constant moves between 45 and 55.
    public func pass(repetitions: Int) -> Double {
        let (root, width) = build()
        var times: [Double] = []
        for repetition in 0..<repetitions {
            let start = CPUTime.nanoseconds()
            width.constant = repetition % 2 == 0 ? 55 : 45
            root.layoutIfNeeded()
            times.append(Double(CPUTime.nanoseconds() - start) / 1e6)
        }
        return times.sorted()[times.count / 2]
    }
}
