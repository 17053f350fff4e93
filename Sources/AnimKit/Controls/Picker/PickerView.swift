import Foundation

/// Spinning wheels of choices (also spelled `UIPickerView`), as forms use it: each of the data source's components is
/// a wheel of rows — titles, styled titles or views from the delegate — the chosen row in the middle on a rounded grey
/// band, the others fading and narrowing away from it as on a turning drum. A drag turns the wheel under the finger,
/// a flick spins it on by iOS's scroll deceleration, and it comes to rest on the nearest row, telling the delegate
/// `didSelectRow`; a tap on a row turns the wheel to it. 320 × 216 points unless sized otherwise.
@preconcurrency @MainActor
open class PickerView: View {
    /// What the wheels show; the picker reloads when it is set.
    open weak var dataSource: (any PickerViewDataSource)? { didSet { reloadAllComponents() } }
    /// Gives the rows' looks and hears of choices; the picker reloads when it is set.
    open weak var delegate: (any PickerViewDelegate)? { didSet { reloadAllComponents() } }
    /// The wheels, left to right.
    private(set) var wheels: [PickerWheel] = []
    /// The band behind the chosen rows.
    let band = View()
    /// The drag turning a wheel: which wheel, where it stood when the finger took it, and the row chosen then.
    private var turning: (wheel: Int, start: CGFloat, chosen: Int)?

    /// The height of a row when the delegate gives none.
    public static let defaultRowHeight: CGFloat = 32

    /// A picker occupying `frame`.
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        build()
    }

    /// A picker with no place yet, as one from an archive would start.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        build()
    }

    private func build() {
        clipsToBounds = true
        band.backgroundColor = .tertiarySystemFill
        band.layer.cornerRadius = 8
        band.isUserInteractionEnabled = false
        addSubview(band)
        addGestureRecognizer(PanGestureRecognizer { [weak self] in self?.follow($0 as? PanGestureRecognizer) })
        addGestureRecognizer(TapGestureRecognizer { [weak self] in self?.tapped($0) })
    }

    /// A picker's own size: 320 × 216, as UIKit's.
    open override var intrinsicContentSize: CGSize { CGSize(width: 320, height: 216) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// How many wheels there are.
    open var numberOfComponents: Int { wheels.count }

    /// How many rows wheel `component` has (0 for no such wheel).
    open func numberOfRows(inComponent component: Int) -> Int { wheels.indices.contains(component) ? wheels[component].rows.count : 0 }

    /// The size of wheel `component`'s rows.
    open func rowSize(forComponent component: Int) -> CGSize {
        guard wheels.indices.contains(component) else { return .zero }
        return CGSize(width: wheels[component].bounds.width, height: wheels[component].rowHeight)
    }

    /// The view showing `row` of wheel `component`; `nil` when there is none.
    open func view(forRow row: Int, forComponent component: Int) -> View? {
        guard wheels.indices.contains(component), wheels[component].rows.indices.contains(row) else { return nil }
        return wheels[component].rows[row]
    }

    /// Asks the data source and delegate again for every wheel, keeping each wheel's chosen row where it still exists.
    open func reloadAllComponents() {
        let chosen = wheels.map(\.chosen)
        for wheel in wheels { wheel.removeFromSuperview() }
        let count = Swift.max(dataSource?.numberOfComponents(in: self) ?? 0, 0)
        wheels = (0..<count).map { _ in PickerWheel() }
        for (component, wheel) in wheels.enumerated() {
            addSubview(wheel)
            fill(wheel, component: component, chosen: component < chosen.count ? chosen[component] : 0)
        }
        setNeedsLayout()
    }

    /// Asks again for wheel `component`'s rows.
    open func reloadComponent(_ component: Int) {
        guard wheels.indices.contains(component) else { return }
        fill(wheels[component], component: component, chosen: wheels[component].chosen)
    }

    /// Turns wheel `component` to `row` (over 0.3 s when `animated`); the delegate is not told, as in UIKit. A row or
    /// wheel that does not exist is ignored.
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        guard wheels.indices.contains(component), wheels[component].rows.indices.contains(row) else { return }
        wheels[component].settle(on: row, duration: animated ? 0.3 : 0)
    }

    /// The row wheel `component` rests on; -1 when it has no rows or there is no such wheel.
    open func selectedRow(inComponent component: Int) -> Int {
        guard wheels.indices.contains(component), !wheels[component].rows.isEmpty else { return -1 }
        return wheels[component].chosen
    }

    /// Makes the rows of `wheel` from the delegate, resting on `chosen` (the last row when there are fewer now).
    private func fill(_ wheel: PickerWheel, component: Int, chosen: Int) {
        let height = delegate?.pickerView(self, rowHeightForComponent: component) ?? 0
        wheel.rowHeight = height > 0 ? height : PickerView.defaultRowHeight
        let count = Swift.max(dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0, 0)
        wheel.replaceRows((0..<count).map { makeRow($0, component: component) })
        wheel.settle(on: Swift.min(chosen, Swift.max(count - 1, 0)), duration: 0)
    }

    /// The view of one row: the delegate's view, else its styled or plain title centred in 21-point text.
    private func makeRow(_ row: Int, component: Int) -> View {
        if let view = delegate?.pickerView(self, viewForRow: row, forComponent: component, reusing: nil) { return view }
        let label = Label()
        (label.font, label.textAlignment, label.textColor) = (.systemFont(ofSize: 21), .center, .label)
        if let styled = delegate?.pickerView(self, attributedTitleForRow: row, forComponent: component) {
            label.attributedText = styled
        } else {
            label.text = delegate?.pickerView(self, titleForRow: row, forComponent: component) ?? "?"
        }
        return label
    }

    /// Places the wheels side by side (the delegate's widths, else equal shares, 5 points apart, 8 in from the
    /// sides) and the band across the middle row.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let inner = bounds.insetBy(dx: 8, dy: 0), gap: CGFloat = 5
        let asked = wheels.indices.map { delegate?.pickerView(self, widthForComponent: $0) ?? 0 }
        let free = inner.width - gap * CGFloat(Swift.max(wheels.count - 1, 0)) - asked.filter { $0 > 0 }.reduce(0, +)
        let share = free / CGFloat(Swift.max(asked.filter { $0 <= 0 }.count, 1))
        var x = inner.minX
        for (wheel, width) in zip(wheels, asked) {
            let shown = width > 0 ? width : Swift.max(share, 0)
            View.performWithoutAnimation { wheel.frame = CGRect(x: x, y: 0, width: shown, height: bounds.height) }
            x += shown + gap
        }
        let row = wheels.first?.rowHeight ?? PickerView.defaultRowHeight
        band.frame = CGRect(x: inner.minX, y: bounds.midY - row / 2, width: inner.width, height: row)
    }

    /// A drag: the wheel under the finger turns with it; let go, it spins on as a flicked scroll view does (iOS's
    /// 0.998 a millisecond) and rests on the nearest row, and the delegate hears of a new choice.
    private func follow(_ pan: PanGestureRecognizer?) {
        guard let pan else { return }
        switch pan.state {
        case .began:
            let x = pan.location(in: self).x
            guard let index = wheels.firstIndex(where: { x >= $0.frame.minX && x < $0.frame.maxX }), !wheels[index].rows.isEmpty else {
                return
            }
            wheels[index].stopSettling()
            turning = (index, wheels[index].position, wheels[index].chosen)
        case .changed:
            guard let turning else { return }
            let wheel = wheels[turning.wheel]
            wheel.show(position: wheel.rubberBanded(turning.start - pan.translation(in: self).y / wheel.rowHeight))
        case .ended, .cancelled:
            guard let turning else { return }
            self.turning = nil
            let wheel = wheels[turning.wheel], speed = pan.state == .ended ? pan.velocity(in: self).y : 0
            // A flick's glide: v × 0.998 / (1000 × (1 − 0.998)) points, as a scroll view's deceleration projects it.
            let glide = -speed * 0.998 / (1000 * (1 - 0.998)) / wheel.rowHeight
            let row = Int((wheel.position + glide).rounded()).clamped(to: 0...(wheel.rows.count - 1))
            let distance = abs(CGFloat(row) - wheel.position)
            wheel.settle(on: row, duration: Swift.min(Swift.max(0.25, 0.06 * distance), 1.5)) { [weak self] in
                guard let self, row != turning.chosen else { return }
                self.delegate?.pickerView(self, didSelectRow: row, inComponent: turning.wheel)
            }
        default:
            break
        }
    }

    package override func checkpointRestoration() -> CheckpointRestoration {
        let view = super.checkpointRestoration(), kept = wheels
        return CheckpointRestoration(covering: PickerView.self) { [weak self] in
            view.run()
            guard let self else { return }
            (wheels, turning) = (kept, nil)
        }
    }

    /// A tap on a row above or below the middle turns its wheel to that row, and the delegate hears of it.
    private func tapped(_ tap: GestureRecognizer) {
        let point = tap.location(in: self)
        guard let index = wheels.firstIndex(where: { point.x >= $0.frame.minX && point.x < $0.frame.maxX }) else { return }
        let wheel = wheels[index]
        let row = (wheel.chosen + Int(((point.y - bounds.midY) / wheel.rowHeight).rounded())).clamped(
            to: 0...Swift.max(wheel.rows.count - 1, 0))
        guard !wheel.rows.isEmpty, row != wheel.chosen else { return }
        wheel.settle(on: row, duration: 0.3) { [weak self] in
            guard let self else { return }
            self.delegate?.pickerView(self, didSelectRow: row, inComponent: index)
        }
    }
}

/// UIKit's name for a picker view.
public typealias UIPickerView = PickerView
