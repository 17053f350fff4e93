import Foundation

extension View {
    /// What a checkpoint keeps of a view: every stored property but those in ``notCheckpointed`` (a test checks).
    package static let checkpointFields: [CheckpointField<View>] = [
        CheckpointField(together: ViewKeptValues.self),
        CheckpointField("owningController") { view in
            weak let controller = view.owningController
            return { $0.owningController = controller }
        },
        CheckpointField("superview") { view in
            let parent = view.superview
            // A link to the host's own views (the window's scene container) is the host's, not the scene's: left as it is.
            return {
                let now = $0.superview
                if now !== parent && now?.isHostChrome != true && parent?.isHostChrome != true { $0.superview = parent }
            }
        },
        // The layer is the view's for life; what it holds (the view's values among it) is put back.
        CheckpointField("backingLayer") { view in
            let restoreLayer = Layer.checkpointFields.keep(view.backingLayer)
            return { _ in restoreLayer() }
        },
    ]

    /// The stored properties a checkpoint leaves alone, and why.
    package static let notCheckpointed = [
        "subviews": "read from the layer's sublayers, and rebuilt when the layer's are restored",
        "hostRole": "set once by a host for its own views, which are not the scene's",
        "creationTrace": "where the code made the view, taken once when it was made",
    ]
}

extension View {
    /// The work that puts back the fields ``checkpointFields`` lists, as they are now (``View/checkpointRestoration()``).
    func viewFieldsRestoration() -> CheckpointRestoration { CheckpointRestoration(covering: View.self, View.checkpointFields.keep(self)) }

    /// The view's state now (values, place in the tree, layer), as work that puts it back: a scene checkpoint's part
    /// of the view, with what its subclass adds (``checkpointRestoration()``), what the classes below the last one that
    /// lists its fields store (``UserStoredProperties``: a scene's own subclass, an AnimKit view that lists none) and
    /// the traits it overrides.
    package func capturedState() -> @MainActor () -> Void {
        let restoration = checkpointRestoration()
        let own = restoration.run, added = UserStoredProperties.keep(self, below: restoration.covered)
        // The traits it overrides (iOS 17's `traitOverrides`), kept beside the view rather than in it.
        let overrides = TraitOverridesTable.overrides(of: self)
        return { [weak self] in
            own()
            added?()
            if let self { TraitOverridesTable.restore(overrides, of: self) }
        }
    }
}
