import Foundation

/// Section headers and footers: the delegate's views (reused under identifiers like cells) or views showing the data
/// source's titles, placed at each section's top and bottom — in a plain table a header stays at the top while its
/// section scrolls under it and a footer at the bottom, each pushed on by the next section.
extension TableView {
    /// Makes `aClass` (a `UITableViewHeaderFooterView` class) the view handed out for `identifier`; `nil` forgets it.
    public func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        guard !identifier.isEmpty else {
            return TableView.refuse(
                "register(_:forHeaderFooterViewReuseIdentifier:)", "must pass a valid reuse identifier; nothing registered")
        }
        guard let aClass else {
            record.headerFooterRegistrations[identifier] = nil
            return
        }
        guard let type = aClass as? TableViewHeaderFooterView.Type else {
            return TableView.refuse(
                "register(_:forHeaderFooterViewReuseIdentifier:)",
                "\(aClass) is not a UITableViewHeaderFooterView; nothing registered for \"\(identifier)\"")
        }
        record.headerFooterRegistrations[identifier] = type
    }

    /// A header or footer view for `identifier`: one out of sight (prepared for reuse), else a new one of the class
    /// registered; `nil` when none is registered.
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> TableViewHeaderFooterView? {
        let view: TableViewHeaderFooterView
        if var waiting = record.headerFooterPool[identifier], let pooled = waiting.popLast() {
            record.headerFooterPool[identifier] = waiting
            pooled.prepareForReuse()
            pooled.setNeedsUpdateConfiguration()
            view = pooled
        } else if let made = record.headerFooterRegistrations[identifier].map({ $0.init(reuseIdentifier: identifier) }) {
            view = made
        } else {
            return nil
        }
        // Asked for as a header or footer: its default configurations take that look at once.
        if let footer = record.askingForFooter { view.place(asFooter: footer, in: style) }
        return view
    }

    /// The delegate's view for `section`'s header or footer; the views it dequeues meanwhile know which they are.
    func delegateView(forSection section: Int, footer: Bool) -> View? {
        record.askingForFooter = footer
        defer { record.askingForFooter = nil }
        return footer
            ? tableDelegate?.tableView(self, viewForFooterInSection: section)
            : tableDelegate?.tableView(self, viewForHeaderInSection: section)
    }

    /// The header view of `section`, while it is in sight.
    public func headerView(forSection section: Int) -> TableViewHeaderFooterView? {
        record.headers[section] as? TableViewHeaderFooterView
    }

    /// The footer view of `section`, while it is in sight.
    public func footerView(forSection section: Int) -> TableViewHeaderFooterView? {
        record.footers[section] as? TableViewHeaderFooterView
    }

    /// Takes a header or footer off the screen, keeping a reusable one for reuse.
    func recycleHeaderFooter(_ view: View) {
        view.removeFromSuperview()
        guard let reusable = view as? TableViewHeaderFooterView, let identifier = reusable.reuseIdentifier,
            record.headerFooterPool[identifier]?.contains(where: { $0 === reusable }) != true
        else { return }
        record.headerFooterPool[identifier, default: []].append(reusable)
    }

    /// Takes every header and footer off the screen.
    func recycleAllHeadersAndFooters() {
        for (_, view) in record.headers.sorted(by: { $0.key < $1.key }) { recycleHeaderFooter(view) }
        for (_, view) in record.footers.sorted(by: { $0.key < $1.key }) { recycleHeaderFooter(view) }
        (record.headers, record.footers) = ([:], [:])
    }

    /// How tall a header or footer view of the delegate's is when its height is automatic: what its content view's
    /// constraints fit, what its list configuration needs, a title's standard height, or its frame's (a view made out of sight is let go for reuse).
    func automaticHeight(of view: View, footer: Bool) -> CGFloat {
        defer { if view.superview == nil { recycleHeaderFooter(view) } }
        guard let reusable = view as? TableViewHeaderFooterView else { return view.frame.height }
        // Measured as it will show: brought up to date for its state first (its configuration may be set there).
        reusable.updateConfigurationIfNeeded()
        if reusable.contentView.subtree.contains(where: { !$0.constraints.isEmpty }) {
            return reusable.contentView.systemLayoutSizeFitting(
                CGSize(width: bounds.width, height: View.layoutFittingCompressedSize.height), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel
            ).height
        }
        let cardInset = style == .insetGrouped ? TableView.cardInset : 0
        if let configured = reusable.configuredHeight(width: bounds.width - 2 * cardInset) { return configured }
        if reusable.parts.textLabel?.text?.isEmpty == false { return style == .plain || footer ? 28 : 38 }
        return view.frame.height
    }

    /// Shows the headers and footers of the sections between `top` and `bottom`, and lets go of the others; `moving`
    /// (inside an update's animation block), those already shown go to their new places on its curve.
    func tileSectionViews(from top: CGFloat, to bottom: CGFloat, moving: Bool = false) {
        let sections = record.layout.sections, inset = adjustedContentInset
        func gone(_ section: Int) -> Bool {
            !sections.indices.contains(section) || sections[section].bottom <= top || sections[section].top >= bottom
        }
        for (section, view) in record.headers.sorted(by: { $0.key < $1.key }) where gone(section) || sections[section].header == 0 {
            recycleHeaderFooter(view)
            record.headers[section] = nil
            tableDelegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: section)
        }
        for (section, view) in record.footers.sorted(by: { $0.key < $1.key }) where gone(section) || sections[section].footer == 0 {
            recycleHeaderFooter(view)
            record.footers[section] = nil
            tableDelegate?.tableView(self, didEndDisplayingFooterView: view, forSection: section)
        }
        for (index, section) in sections.enumerated() where section.bottom > top && section.top < bottom {
            let newHeader = record.headers[index] == nil
            if section.header > 0, let header = record.headers[index] ?? makeSectionView(for: index, footer: false) {
                record.headers[index] = header
                var y = section.top
                if style == .plain { y = min(max(section.top, top + inset.top), section.bottom - section.header - section.footer) }
                show(header, at: CGRect(x: 0, y: y, width: bounds.width, height: section.header), moving: moving)
                if newHeader { tableDelegate?.tableView(self, willDisplayHeaderView: header, forSection: index) }
            }
            let newFooter = record.footers[index] == nil
            if section.footer > 0, let footer = record.footers[index] ?? makeSectionView(for: index, footer: true) {
                record.footers[index] = footer
                var y = section.bottom - section.footer
                if style == .plain { y = max(min(y, bottom - inset.bottom - section.footer), section.top + section.header) }
                show(footer, at: CGRect(x: 0, y: y, width: bounds.width, height: section.footer), moving: moving)
                if newFooter { tableDelegate?.tableView(self, willDisplayFooterView: footer, forSection: index) }
            }
        }
    }

    /// Puts a header or footer at `rect`, over the rows: at once, unless it is `moving` from where it is shown.
    /// A view newly shown is laid out there at once, even inside an update's block: its title does not slide in from
    /// where a fresh or reused view last had it.
    private func show(_ view: View, at rect: CGRect, moving: Bool) {
        guard view.superview === self else {
            addSubview(view)
            return View.performWithoutAnimation {
                view.frame = rect
                view.layoutIfNeeded()
            }
        }
        guard view.frame != rect else { return }
        if moving { view.frame = rect } else { View.performWithoutAnimation { view.frame = rect } }
    }

    /// The delegate's view for the section's header or footer, or one showing the data source's title.
    private func makeSectionView(for section: Int, footer: Bool) -> View? {
        if let given = delegateView(forSection: section, footer: footer) {
            (given as? TableViewHeaderFooterView)?.place(asFooter: footer, in: style)
            return given
        }
        let title =
            footer
            ? dataSource?.tableView(self, titleForFooterInSection: section) : dataSource?.tableView(self, titleForHeaderInSection: section)
        let view = TableViewHeaderFooterView(reuseIdentifier: nil)
        view.accessibilityIdentifier = footer ? "section footer" : "section header"
        view.place(asFooter: footer, in: style)
        if style == .plain { view.backgroundColor = Color(hex: 0xF7F7F7) }
        view.textLabel?.text = style != .plain && !footer ? title?.uppercased() : title
        return view
    }
}
