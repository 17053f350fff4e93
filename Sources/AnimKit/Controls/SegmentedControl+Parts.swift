import Foundation

/// The selected segment's white rounded backing.
final class SegmentThumb: View {}

/// The thin line between two segments that are not selected.
final class SegmentSeparator: View {}

/// How a segmented control is drawn and tapped: its parts are subviews (the thumb, a label or image view a segment,
/// separators), so a checkpoint's view tree keeps them and the renderer draws them as any view.
extension SegmentedControl {
    /// The thumb: the first subview, made with the control.
    private var thumb: View? { subviews.first { $0 is SegmentThumb } }
    /// A label or image view a segment, in order.
    private var contents: [View] { subviews.filter { !($0 is SegmentThumb) && !($0 is SegmentSeparator) } }
    private var separators: [View] { subviews.filter { $0 is SegmentSeparator } }

    /// The track, and the thumb with its shadow.
    func build() {
        backgroundColor = .tertiarySystemFill
        cornerRadius = 9
        let thumb = SegmentThumb()
        thumb.isUserInteractionEnabled = false
        thumb.cornerRadius = 7
        thumb.layer.shadowColor = .black
        thumb.layer.shadowOpacity = 0.12
        thumb.layer.shadowRadius = 4
        thumb.layer.shadowOffset = CGSize(width: 0, height: 3)
        addSubview(thumb)
        rebuildParts()
    }

    /// Makes a label or image view for each segment, and the separators between them.
    func rebuildParts() {
        for part in contents + separators { part.removeFromSuperview() }
        for segment in segments {
            let content: View = segment.image != nil ? ImageView(image: segment.image) : Label()
            content.isUserInteractionEnabled = false
            addSubview(content)
        }
        for _ in segments.dropFirst() {
            let line = SegmentSeparator()
            line.isUserInteractionEnabled = false
            line.backgroundColor = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3)
            addSubview(line)
        }
        invalidateIntrinsicContentSize()
        placeParts()
    }

    /// The width of what segment `segment` shows: its title in the normal state's font, or its image.
    func contentWidth(_ segment: Segment) -> CGFloat {
        if let image = segment.image { return image.size.width }
        return Label.textMeasurer.size(of: segment.title ?? "", in: font(selected: false)).width.rounded(.up)
    }

    /// Each segment's frame in the bounds: given widths kept, the rest shared equally, or by content.
    func segmentFrames() -> [CGRect] {
        let given = segments.reduce(0) { $0 + $1.width }
        let automatic = segments.filter { $0.width == 0 }
        let left = Swift.max(bounds.width - given, 0)
        let weights = automatic.map { apportionsSegmentWidthsByContent ? contentWidth($0) + 24 : 1 }
        let total = weights.reduce(0, +)
        var x: CGFloat = 0, automaticIndex = 0
        return segments.map { segment in
            var width = segment.width
            if width == 0 {
                width = total > 0 ? left * weights[automaticIndex] / total : 0
                automaticIndex += 1
            }
            defer { x += width }
            return CGRect(x: x, y: 0, width: width, height: bounds.height)
        }
    }

    /// Places the thumb under the selected segment, each segment's content at its centre and the separators between
    /// segments that are not selected.
    func placeParts() {
        let contents = contents
        let kinds = segments.map { $0.image != nil }
        guard contents.count == segments.count, zip(contents, kinds).allSatisfy({ ($0.0 is ImageView) == $0.1 }) else {
            return rebuildParts()
        }
        let frames = segmentFrames()
        let selected = isMomentary ? SegmentedControl.noSegment : selectedSegmentIndex
        if let thumb {
            thumb.isHidden = !frames.indices.contains(selected)
            if frames.indices.contains(selected) {
                // Not `insetBy`: a control not laid out yet (zero wide) would get the null rectangle, at infinity.
                let frame = frames[selected]
                thumb.frame = CGRect(
                    x: frame.minX + 2, y: frame.minY + 2, width: Swift.max(frame.width - 4, 0), height: Swift.max(frame.height - 4, 0))
            }
            thumb.backgroundColor = selectedSegmentTintColor ?? .white
        }
        for (index, (segment, content)) in zip(segments, contents).enumerated() {
            show(segment, in: content, selected: index == selected)
            let fitted = content.sizeThatFits(frames[index].size)
            let size = CGSize(width: Swift.min(fitted.width, frames[index].width), height: Swift.min(fitted.height, frames[index].height))
            content.bounds.size = size
            content.center = CGPoint(
                x: frames[index].midX + segment.contentOffset.width, y: frames[index].midY + segment.contentOffset.height)
            content.alpha = segment.isEnabled && isEnabled ? 1 : 0.3
        }
        for (index, line) in separators.enumerated() where frames.indices.contains(index + 1) {
            line.frame = CGRect(x: frames[index + 1].minX - 0.5, y: (bounds.height - 16) / 2, width: 1, height: 16)
            line.isHidden = index == selected || index + 1 == selected
        }
    }

    private func show(_ segment: Segment, in content: View, selected: Bool) {
        if let imageView = content as? ImageView {
            imageView.image = segment.image
            imageView.tintColor = attribute(.foregroundColor, selected: selected) as? Color ?? .label
        } else if let label = content as? Label {
            label.text = segment.title
            label.font = font(selected: selected)
            label.textColor = attribute(.foregroundColor, selected: selected) as? Color ?? .label
            label.textAlignment = .center
        }
    }

    private func font(selected: Bool) -> Font {
        attribute(.font, selected: selected) as? Font ?? .systemFont(ofSize: 13, weight: selected ? .semibold : .regular)
    }

    /// The attribute set for the state, the selected state falling back to the normal one's, as UIKit's do.
    private func attribute(_ key: NSAttributedString.Key, selected: Bool) -> Any? {
        (selected ? titleAttributes[State.selected.rawValue]?[key] : nil) ?? titleAttributes[State.normal.rawValue]?[key]
    }

    /// Selects the enabled segment a tap released at `location` is over (the thumb sliding) and sends `.valueChanged`
    /// when it is not the one selected — or, momentary, always.
    func tapped(at location: CGPoint) {
        guard point(inside: location), let index = segmentFrames().firstIndex(where: { $0.minX <= location.x && location.x < $0.maxX }),
            segments[index].isEnabled, isMomentary || index != selectedSegmentIndex
        else { return }
        View.animate(withDuration: SegmentedControl.slideDuration, delay: 0, options: [.curveEaseInOut, .beginFromCurrentState]) {
            self.selectedSegmentIndex = index
        }
        sendActions(for: [.valueChanged, .primaryActionTriggered])
    }
}
