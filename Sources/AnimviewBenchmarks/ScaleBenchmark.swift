import AnimKit
import AnimKitSDL
import Foundation

/// Inputs far past any real screen, each measured at two sizes in one run: the growth ratio — the large size's time
/// over the small one's — says how the cost scales with the input (as much as the sizes' ratio when it is linear, its
/// square when quadratic). The reference is the same work at the small size, so the ratio does not depend on the
/// machine.
@MainActor
package enum ScaleBenchmark {
    /// One input at two sizes.
    package struct Measurement {
        package let name: String
        package let small: Int
        package let large: Int
        package let smallMilliseconds: Double
        package let largeMilliseconds: Double

        /// `scale case=… small=… large=… small_ms=… large_ms=… growth=…x linear=…x`.
        package var line: String {
            String(
                format: "scale case=%@ small=%d large=%d small_ms=%.1f large_ms=%.1f growth=%.1fx linear=%.1fx", name, small, large,
                smallMilliseconds, largeMilliseconds, largeMilliseconds / smallMilliseconds, Double(large) / Double(small))
        }
    }

    /// Every case: sibling views, constraints, one label's text.
    package static func all() throws -> [Measurement] {
        [
            try measure("siblings", small: 10_000, large: 100_000, siblings),
            try measure("constraints", small: 1_000, large: 10_000, constraints),
            try measure("label_bytes", small: 1_000_000, large: 10_000_000, label),
        ]
    }

    private static func measure(_ name: String, small: Int, large: Int, _ work: (Int) throws -> Void) throws -> Measurement {
        func time(_ size: Int) throws -> Double {
            let start = CPUTime.nanoseconds()
            try work(size)
            return Double(CPUTime.nanoseconds() - start) / 1e6
        }
        return Measurement(name: name, small: small, large: large, smallMilliseconds: try time(small), largeMilliseconds: try time(large))
    }

    /// `count` 2×2 views added to one root, their alpha animated by one animator, and a frame drawn.
    static func siblings(_ count: Int) throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        for index in 0..<count {
            let view = View(frame: CGRect(x: CGFloat(index % 400), y: CGFloat(index / 400 % 400), width: 2, height: 2))
            view.backgroundColor = .red
            root.addSubview(view)
        }
        let animator = PropertyAnimator(duration: 1, curve: .linear) { for view in root.subviews { view.alpha = 0.5 } }
        animator.startAnimation()
        let host = try OffscreenHost(root: root, width: 400, height: 400)
        try host.render()
        animator.stopAnimation(true)
    }

    /// A grid of `count / 4` views, each with four constraints (a width, a square, a left and a top neighbour), laid out.
    static func constraints(_ count: Int) throws {
        let side = Int(Double(count / 4).squareRoot())
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let views = (0..<(side * side)).map { _ in View() }
        var constraints: [NSLayoutConstraint] = []
        for (index, view) in views.enumerated() {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            let (row, column) = index.quotientAndRemainder(dividingBy: side)
            constraints += [
                view.widthAnchor.constraint(equalToConstant: 6), view.heightAnchor.constraint(equalTo: view.widthAnchor),
                column == 0
                    ? view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
                    : view.leadingAnchor.constraint(equalTo: views[index - 1].trailingAnchor, constant: 1),
                row == 0
                    ? view.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)
                    : view.topAnchor.constraint(equalTo: views[index - side].bottomAnchor, constant: 1),
            ]
        }
        NSLayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
    }

    /// A wrapping label of `bytes` of words, sized to fit its width, and ten frames of it drawn.
    static func label(_ bytes: Int) throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let label = Label(frame: CGRect(x: 10, y: 10, width: 280, height: 100))
        label.numberOfLines = 0
        let words = "lorem ipsum dolor sit amet "
        label.text = String(repeating: words, count: bytes / words.utf8.count)
        label.sizeToFit()
        root.addSubview(label)
        let host = try OffscreenHost(root: root, width: 300, height: 300)
        for _ in 0..<10 { try host.render() }
    }
}
