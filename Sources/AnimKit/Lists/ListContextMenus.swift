import Foundation

/// Context menus on a table's rows and a collection view's items, as their delegates configure them
/// (`tableView(_:contextMenuConfigurationForRowAt:point:)`, `collectionView(_:contextMenuConfigurationForItemAt:point:)`):
/// a row or item held still for half a second shows the menu by its cell, and the delegate hears it open, close and
/// its preview tapped. Where the delegate gives none, the press stands aside for the list's other gestures.
extension TableView {
    /// Puts the press that opens rows' context menus on the table.
    func attachContextMenuPress() {
        record.contextMenuPress.configuration = { [weak self] point in
            guard let self, let path = self.indexPathForRow(at: point), let cell = self.cellForRow(at: path),
                let configuration = self.tableDelegate?.tableView(self, contextMenuConfigurationForRowAt: path, point: point)
            else { return nil }
            return (configuration, cell)
        }
        record.contextMenuPress.events = ContextMenuEvents(
            willDisplay: { [weak self] configuration, animator in
                guard let self else { return }
                self.tableDelegate?.tableView(self, willDisplayContextMenu: configuration, animator: animator)
            },
            willEnd: { [weak self] configuration, animator in
                guard let self else { return }
                self.tableDelegate?.tableView(self, willEndContextMenuInteraction: configuration, animator: animator)
            },
            willCommit: { [weak self] configuration, animator in
                guard let self, let delegate = self.tableDelegate else { return animator.preferredCommitStyle = .dismiss }
                delegate.tableView(self, willPerformPreviewActionForMenuWith: configuration, animator: animator)
            })
        addGestureRecognizer(record.contextMenuPress.recognizer)
    }
}

extension CollectionView {
    /// Puts the press that opens items' context menus on the collection view.
    func attachContextMenuPress() {
        record.contextMenuPress.configuration = { [weak self] point in
            guard let self, let path = self.indexPathForItem(at: point), let cell = self.cellForItem(at: path),
                let delegate = self.collectionDelegate,
                let configuration = delegate.collectionView(self, contextMenuConfigurationForItemsAt: [path], point: point)
                    ?? delegate.collectionView(self, contextMenuConfigurationForItemAt: path, point: point)
            else { return nil }
            return (configuration, cell)
        }
        record.contextMenuPress.events = ContextMenuEvents(
            willDisplay: { [weak self] configuration, animator in
                guard let self else { return }
                self.collectionDelegate?.collectionView(self, willDisplayContextMenu: configuration, animator: animator)
            },
            willEnd: { [weak self] configuration, animator in
                guard let self else { return }
                self.collectionDelegate?.collectionView(self, willEndContextMenuInteraction: configuration, animator: animator)
            },
            willCommit: { [weak self] configuration, animator in
                guard let self, let delegate = self.collectionDelegate else { return animator.preferredCommitStyle = .dismiss }
                delegate.collectionView(self, willPerformPreviewActionForMenuWith: configuration, animator: animator)
            })
        addGestureRecognizer(record.contextMenuPress.recognizer)
    }
}
