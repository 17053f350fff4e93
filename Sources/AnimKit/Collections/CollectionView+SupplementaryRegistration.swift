import Foundation

/// Supplementary registrations: headers and footers made and filled the way cell registrations make cells.
extension CollectionView {
    /// A registration that makes and configures supplementary views of one class for one kind (UIKit's
    /// `UICollectionView.SupplementaryRegistration`), used with ``dequeueConfiguredReusableSupplementary(using:for:)``.
    public struct SupplementaryRegistration<Supplementary: CollectionReusableView> {
        /// Fills a view for an index path: the view, its kind, the index path.
        public typealias Handler = (Supplementary, String, IndexPath) -> Void
        /// The kind of view the registration makes (a header's, a footer's, or one of the layout's own).
        public let elementKind: String
        /// The reuse identifier the registration's views go under.
        let identifier = "supplementary-registration-\(UUID().uuidString)"
        let handler: Handler

        /// A registration of views of `elementKind` that `handler` fills.
        public init(elementKind: String, handler: @escaping Handler) { (self.elementKind, self.handler) = (elementKind, handler) }
    }

    /// A supplementary view of `registration`'s class and kind for `indexPath`, reused or made, filled by its handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary {
        let key = registration.elementKind + "/" + registration.identifier
        if record.registrations[key] == nil { record.registrations[key] = Supplementary.self }
        let view = dequeueReusableSupplementaryView(
            ofKind: registration.elementKind, withReuseIdentifier: registration.identifier, for: indexPath)
        let supplementary = view as? Supplementary ?? Supplementary(frame: .zero)
        if let listCell = supplementary as? CollectionViewListCell {
            listCell.listRole = ListCellRole(kind: registration.elementKind, in: listConfiguration)
        }
        registration.handler(supplementary, registration.elementKind, indexPath)
        return supplementary
    }

    /// The list configuration of the layout, when it is a list.
    var listConfiguration: UICollectionLayoutListConfiguration? {
        (collectionViewLayout as? CollectionViewCompositionalLayout)?.listConfiguration
    }
}

/// What a list cell stands for in its list, which sets its default content configuration (UIKit chooses it by the
/// list's appearance and whether the cell is a row, a header or a footer).
enum ListCellRole: Equatable {
    case row(UICollectionLayoutListConfiguration.Appearance)
    case header(UICollectionLayoutListConfiguration.Appearance)
    case footer(UICollectionLayoutListConfiguration.Appearance)

    /// A supplementary view's role: a header or a footer of a list of the configuration's appearance (plain without one).
    init(kind: String, in configuration: UICollectionLayoutListConfiguration?) {
        let appearance = configuration?.appearance ?? .plain
        switch kind {
        case CollectionView.elementKindSectionHeader: self = .header(appearance)
        case CollectionView.elementKindSectionFooter: self = .footer(appearance)
        default: self = .row(appearance)
        }
    }
}
