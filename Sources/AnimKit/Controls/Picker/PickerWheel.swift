import Foundation

/// One wheel of a picker: its rows stacked on a drum, the row at ``position`` in the middle. A row `d` rows from the
/// middle sits where a drum of the wheel's height turned by `d` row heights puts it — `sin` of the angle along the
/// height, squeezed by its `cos` — and fades with the angle; rows past a quarter turn are hidden.
@preconcurrency @MainActor
final class PickerWheel: View {
    /// The rows, top to bottom.
    private(set) var rows: [View] = []
    /// How tall a row is, on the drum's face.
    var rowHeight = PickerView.defaultRowHeight
    /// The row the wheel rests on (or last rested on, while it turns).
    private(set) var chosen = 0
    /// The row in the middle now, fractional while the wheel turns (the model: where a settle ends).
    private(set) var position: CGFloat = 0
    /// The animation bringing the wheel to rest.
    private var settling: PropertyAnimator?

    init() {
        super.init(frame: .zero)
        clipsToBounds = true
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { nil }

    /// Puts `rows` on the wheel in place of the old ones.
    func replaceRows(_ rows: [View]) {
        for row in self.rows { row.removeFromSuperview() }
        self.rows = rows
        for row in rows { addSubview(row) }
    }

    /// Turns the wheel so that `row` is in the middle, over `duration` seconds on ease-out (at once for 0), then runs
    /// `then`; the wheel rests on `row` from now.
    func settle(on row: Int, duration: TimeInterval, then: (@MainActor () -> Void)? = nil) {
        stopSettling()
        chosen = row
        guard duration > 0 else {
            View.performWithoutAnimation { show(position: CGFloat(row)) }
            then?()
            return
        }
        let animator = PropertyAnimator(duration: duration, curve: .easeOut)
        animator.name = "picker"
        animator.addAnimations { [weak self] in self?.show(position: CGFloat(row)) }
        animator.addCompletion { position in if position == .end { then?() } }
        settling = animator
        animator.startAnimation()
    }

    /// Stops a settle where the wheel is drawn, so that a finger takes it from there.
    func stopSettling() {
        guard let settling else { return }
        self.settling = nil
        let drawn = rows.indices.min { abs(rowCentre($0)) < abs(rowCentre($1)) }.map { index -> CGFloat in
            let y = rows[index].presentation.center.y - bounds.midY
            return CGFloat(index) + asin(Swift.min(Swift.max(y / radius, -1), 1)) * radius / rowHeight
        }
        settling.stopAnimation(true)
        View.performWithoutAnimation { show(position: drawn ?? position) }
    }

    /// Where row `index` is drawn now, from the middle, in points.
    private func rowCentre(_ index: Int) -> CGFloat { rows[index].presentation.center.y - bounds.midY }

    /// The drum's radius: half the wheel's height.
    private var radius: CGFloat { Swift.max(bounds.height / 2, rowHeight) }

    /// Puts the rows where the wheel turned to `position` shows them (animated inside an animation block).
    func show(position: CGFloat) {
        self.position = position
        for (index, row) in rows.enumerated() {
            let angle = (CGFloat(index) - position) * rowHeight / radius
            row.bounds = CGRect(x: 0, y: 0, width: bounds.width, height: rowHeight)
            guard abs(angle) < .pi / 2 else {
                row.alpha = 0
                continue
            }
            row.center = CGPoint(x: bounds.midX, y: bounds.midY + radius * sin(angle))
            row.transform = CGAffineTransform(scaleX: 1, y: Swift.max(cos(angle), 0.01))
            row.alpha = Swift.max(1 - abs(angle) / (.pi / 2) * 0.75, 0)
        }
    }

    /// `position` held within the rows, stretched past either end by half a row at most.
    func rubberBanded(_ position: CGFloat) -> CGFloat {
        let last = CGFloat(Swift.max(rows.count - 1, 0))
        if position < 0 { return -ScrollPhysics.rubberBand(-position * rowHeight, dimension: bounds.height) / rowHeight }
        if position > last { return last + ScrollPhysics.rubberBand((position - last) * rowHeight, dimension: bounds.height) / rowHeight }
        return position
    }

    /// The rows are placed for the wheel's size.
    override func layoutSubviews() {
        super.layoutSubviews()
        if settling == nil { View.performWithoutAnimation { show(position: position) } }
    }

    package override func checkpointRestoration() -> CheckpointRestoration {
        let view = super.checkpointRestoration(), kept = (rows, rowHeight, chosen, position)
        return CheckpointRestoration(covering: PickerWheel.self) { [weak self] in
            view.run()
            guard let self else { return }
            (rows, rowHeight, chosen, position) = kept
            settling = nil
        }
    }
}

extension Int {
    /// The number held within `range`.
    func clamped(to range: ClosedRange<Int>) -> Int { Swift.min(Swift.max(self, range.lowerBound), range.upperBound) }
}
