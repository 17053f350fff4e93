import Foundation

/// Registering, dequeuing and reusing cells and supplementary views; cell registrations.
extension CollectionView {
    /// A registration that makes and configures cells of one class for one kind of item (UIKit's
    /// `UICollectionView.CellRegistration`), used with ``dequeueConfiguredReusableCell(using:for:item:)``.
    public struct CellRegistration<Cell: CollectionViewCell, Item> {
        /// Fills a cell for an item.
        public typealias Handler = (Cell, IndexPath, Item) -> Void
        /// The reuse identifier the registration's cells go under.
        let identifier = "registration-\(UUID().uuidString)"
        let handler: Handler

        /// A registration whose cells `handler` fills.
        public init(handler: @escaping Handler) { self.handler = handler }
    }

    /// Registers the cell class the collection view makes for `identifier` (a subclass of `UICollectionViewCell`).
    public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        register(cellClass, key: identifier, call: "register(_:forCellWithReuseIdentifier:)")
    }

    /// Registers the view class the collection view makes for supplementary views of `elementKind` under `identifier`.
    public func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        register(viewClass, key: elementKind + "/" + identifier, call: "register(_:forSupplementaryViewOfKind:withReuseIdentifier:)")
    }

    private func register(_ viewClass: AnyClass?, key: String, call: String) {
        guard !key.isEmpty, !key.hasSuffix("/") else {
            return ScrollView.refuse(call, "must pass a valid reuse identifier; nothing registered")
        }
        guard let viewClass else {
            record.registrations[key] = nil
            return
        }
        guard let viewType = viewClass as? CollectionReusableView.Type else {
            return ScrollView.refuse(call, "\(viewClass) is not a UICollectionReusableView; nothing registered for \"\(key)\"")
        }
        record.registrations[key] = viewType
    }

    /// ``CollectionView/dequeueReusableCell(withReuseIdentifier:for:)``'s work.
    func dequeuedCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> CollectionViewCell {
        if let cell = dequeue(key: identifier) as? CollectionViewCell { return cell }
        ScrollView.refuse(
            "dequeueReusableCell(withReuseIdentifier:for:)",
            "could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - must register a nib or a class for the identifier; a plain cell is used"
        )
        let cell = CollectionViewCell(frame: .zero)
        cell.reuseIdentifier = identifier
        return cell
    }

    /// A supplementary view of `elementKind` for `indexPath`, reused or made from the class registered.
    public func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    )
        -> CollectionReusableView
    {
        if let view = dequeue(key: elementKind + "/" + identifier) { return view }
        ScrollView.refuse(
            "dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)",
            "could not dequeue a view of kind: \(elementKind) with identifier \(identifier); a plain view is used")
        return CollectionReusableView(frame: .zero)
    }

    /// A cell of `registration`'s class for `indexPath`, filled by its handler for `item`.
    public func dequeueConfiguredReusableCell<Cell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    )
        -> Cell
    {
        if record.registrations[registration.identifier] == nil { record.registrations[registration.identifier] = Cell.self }
        let cell = dequeue(key: registration.identifier) as? Cell ?? Cell(frame: .zero)
        if let listCell = cell as? CollectionViewListCell {
            let headsSection = listConfiguration?.headerMode == .firstItemInSection && indexPath.item == 0
            let appearance = listConfiguration?.appearance ?? .plain
            listCell.listRole = headsSection ? .header(appearance) : .row(appearance)
        }
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// A view waiting under `key`, prepared for reuse, or a new one of the class registered.
    private func dequeue(key: String) -> CollectionReusableView? {
        if var waiting = record.reusePool[key], let view = waiting.popLast() {
            record.reusePool[key] = waiting
            view.prepareForReuse()
            return view
        }
        guard let viewType = record.registrations[key] else { return nil }
        let view = viewType.init(frame: .zero)
        view.reuseIdentifier = key
        return view
    }

    /// Takes `view` off the screen and keeps it for reuse.
    func recycle(_ view: CollectionReusableView) {
        view.removeFromSuperview()
        for part in view.subtree { part.removeAllAnimations() }
        guard let key = view.reuseIdentifier else { return }
        record.reusePool[key, default: []].append(view)
    }
}
