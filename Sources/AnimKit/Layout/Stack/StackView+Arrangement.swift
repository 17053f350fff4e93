import Foundation

/// The constraints and spacer guides a stack view made for its current arrangement, taken away whole when it changes.
struct StackArrangement {
    var constraints: [NSLayoutConstraint] = []
    var spacers: [UILayoutGuide] = []
}

/// The constraints a stack view makes, named as UIKit names them (`UISV-…`) so the inspector and messages read alike.
extension StackView {
    /// The attributes of an axis: start and end edges, size, centre.
    private struct Edges {
        let start: NSLayoutConstraint.Attribute, end: NSLayoutConstraint.Attribute
        let size: NSLayoutConstraint.Attribute, center: NSLayoutConstraint.Attribute

        init(_ axis: NSLayoutConstraint.Axis) {
            switch axis {
            case .horizontal: (start, end, size, center) = (.leading, .trailing, .width, .centerX)
            case .vertical: (start, end, size, center) = (.top, .bottom, .height, .centerY)
            }
        }
    }

    /// `first.firstAttribute == multiplier × second.secondAttribute + constant`.
    private func make(
        _ identifier: String, _ first: AnyObject, _ firstAttribute: NSLayoutConstraint.Attribute, _ second: AnyObject?,
        _ secondAttribute: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1, constant: CGFloat = 0,
        priority: UILayoutPriority = .required
    ) -> NSLayoutConstraint {
        make(
            identifier, first, firstAttribute, .equal, second, secondAttribute, multiplier: multiplier, constant: constant,
            priority: priority)
    }

    private func make(
        _ identifier: String, _ first: AnyObject, _ firstAttribute: NSLayoutConstraint.Attribute,
        _ relation: NSLayoutConstraint.Relation, _ second: AnyObject?, _ secondAttribute: NSLayoutConstraint.Attribute,
        multiplier: CGFloat = 1, constant: CGFloat = 0, priority: UILayoutPriority = .required
    ) -> NSLayoutConstraint {
        let constraint = NSLayoutConstraint(
            item: first, attribute: firstAttribute, relatedBy: relation, toItem: second, attribute: secondAttribute,
            multiplier: multiplier, constant: constant)
        constraint.priority = priority
        constraint.identifier = identifier
        return constraint
    }

    /// The gap after `view`: its custom spacing, or the stack's.
    private func gap(after view: View) -> CGFloat {
        let custom = customSpacings[ObjectIdentifier(view)] ?? spacing
        return custom == StackView.spacingUseSystem ? 8 : custom
    }

    /// Takes the old arrangement away and makes the constraints (and spacer guides) of the current one.
    func rebuildArrangement() {
        NSLayoutConstraint.deactivate(arrangement.constraints)
        for spacer in arrangement.spacers { removeLayoutGuide(spacer) }
        arrangement = StackArrangement()
        let views = arrangedSubviews.filter { $0.superview === self }
        guard let first = views.first, let last = views.last else { return }
        let canvas: AnyObject = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        let along = Edges(axis), across = Edges(axis == .horizontal ? .vertical : .horizontal)
        let spreads = distribution == .equalSpacing || distribution == .equalCentering
        var made = [
            make("UISV-canvas-connection", first, along.start, canvas, along.start),
            make("UISV-canvas-connection", canvas, along.end, last, along.end),
            // With nothing else holding its size, the stack is as small as its views allow.
            make("UISV-canvas-fit", canvas, along.size, nil, .notAnAttribute, priority: .fittingSizeLevel),
            make("UISV-canvas-fit", canvas, across.size, nil, .notAnAttribute, priority: .fittingSizeLevel),
        ]
        // Each gap belongs to the last visible view before a visible one; a hidden view sits in the chain at no size.
        var lastVisible: View?
        for (index, view) in views.enumerated() {
            if index > 0 {
                let gap = !view.isHidden ? lastVisible.map(gap(after:)) ?? 0 : 0
                made.append(
                    make(
                        "UISV-spacing", view, along.start, spreads ? .greaterThanOrEqual : .equal, views[index - 1], along.end,
                        constant: gap))
            }
            if view.isHidden { made.append(make("UISV-hiding", view, along.size, nil, .notAnAttribute)) } else { lastVisible = view }
            made += alignmentConstraints(view, reference: first, canvas: canvas, across: across)
        }
        made += distributionConstraints(views.filter { !$0.isHidden }, along: along)
        arrangement.constraints = made
        NSLayoutConstraint.activate(made)
    }

    /// `view` lined up across the axis, per ``alignment``; by baselines, on those of the first view, `reference`.
    private func alignmentConstraints(_ view: View, reference: View, canvas: AnyObject, across: Edges) -> [NSLayoutConstraint] {
        if axis == .horizontal, alignment == .firstBaseline || alignment == .lastBaseline {
            // Every view's baseline on the first view's, each within the stack's height.
            let baseline: NSLayoutConstraint.Attribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
            let aligned = view === reference ? [] : [make("UISV-alignment", view, baseline, reference, baseline)]
            return aligned + [
                make("UISV-spanning-boundary", view, across.start, .greaterThanOrEqual, canvas, across.start),
                make("UISV-spanning-boundary", canvas, across.end, .greaterThanOrEqual, view, across.end),
            ]
        }
        return switch alignment {
        case .fill:
            [
                make("UISV-alignment", view, across.start, canvas, across.start),
                make("UISV-alignment", canvas, across.end, view, across.end),
            ]
        case .leading, .firstBaseline:
            [
                make("UISV-alignment", view, across.start, canvas, across.start),
                make("UISV-spanning-boundary", canvas, across.end, .greaterThanOrEqual, view, across.end),
            ]
        case .trailing, .lastBaseline:
            [
                make("UISV-alignment", canvas, across.end, view, across.end),
                make("UISV-spanning-boundary", view, across.start, .greaterThanOrEqual, canvas, across.start),
            ]
        case .center:
            [
                make("UISV-alignment", view, across.center, canvas, across.center),
                make("UISV-spanning-boundary", view, across.start, .greaterThanOrEqual, canvas, across.start),
            ]
        }
    }

    /// The visible views' sizes along the axis, per ``distribution``.
    private func distributionConstraints(_ visible: [View], along: Edges) -> [NSLayoutConstraint] {
        guard let first = visible.first else { return [] }
        let index = along.size == .width ? 0 : 1
        switch distribution {
        case .fill:
            // On a tie in hugging the first view stretches: each later one hugs a hair harder (priority 1, far less
            // than the one point of priority that sets two views apart).
            return visible.dropFirst().compactMap { view in
                let length = index == 0 ? view.intrinsicContentSize.width : view.intrinsicContentSize.height
                guard length >= 0 else { return nil }
                return make("UISV-fill-order", view, along.size, .lessThanOrEqual, nil, .notAnAttribute, constant: length, priority: 1)
            }
        case .fillEqually:
            return visible.dropFirst().map { make("UISV-fill-equally", $0, along.size, first, along.size) }
        case .fillProportionally:
            let lengths = visible.map { index == 0 ? $0.intrinsicContentSize.width : $0.intrinsicContentSize.height }
            guard let base = lengths.first, base > 0 else { return [] }
            return zip(visible, lengths).dropFirst().compactMap { view, length in
                length >= 0
                    ? make("UISV-fill-proportionally", view, along.size, first, along.size, multiplier: length / base, priority: 999) : nil
            }
        case .equalSpacing, .equalCentering:
            return spacerConstraints(visible, along: along)
        }
    }

    /// Guides between neighbours — edge to edge, or centre to centre — all of one size.
    private func spacerConstraints(_ visible: [View], along: Edges) -> [NSLayoutConstraint] {
        let centred = distribution == .equalCentering
        var made: [NSLayoutConstraint] = []
        for (previous, next) in zip(visible, visible.dropFirst()) {
            let spacer = UILayoutGuide()
            spacer.identifier = "UISV-distributing"
            addLayoutGuide(spacer)
            made += [
                make("UISV-distributing-edge", spacer, along.start, previous, centred ? along.center : along.end),
                make("UISV-distributing-edge", spacer, along.end, next, centred ? along.center : along.start),
            ]
            if let firstSpacer = arrangement.spacers.first {
                made.append(make("UISV-distributing", spacer, along.size, firstSpacer, along.size, priority: centred ? 999 : .required))
            }
            arrangement.spacers.append(spacer)
        }
        return made
    }
}
