import Foundation

/// What a checkpoint keeps of a layer: its own state, its place in the tree and its animations.
extension Layer {
    /// What a checkpoint keeps of a layer: every stored property but those in ``notCheckpointed`` (a test checks).
    package static let checkpointFields: [CheckpointField<Layer>] = [
        CheckpointField("modelValues", { $0.modelValues }, { $0.modelValues = $1 }),
        // After the model: a slot made since the checkpoint is packed again from the model put back.
        CheckpointField("madeValues") { layer in
            let saved = layer.madeValues?.save()
            return { layer in
                if let saved { layer.values.restore(saved) } else { layer.madeValues?.setModel(all: layer.modelValues) }
            }
        },
        // The numbers of the other keys as the blend of that moment left them (places given since keep theirs).
        CheckpointField("madeKeyValues") { layer in
            let saved = layer.madeKeyValues?.save()
            return { layer in if let saved { layer.madeKeyValues?.restore(saved) } }
        },
        // The presentation cached for the stamp of another moment is not this moment's.
        CheckpointField("cachedStamp") { _ in { $0.cachedStamp = 0 } },
        // After the model and its slots: its place in the tree, its animations and its look.
        CheckpointField(together: LayerKeptValues.self),
    ]

    /// The stored properties a checkpoint leaves alone, and why.
    package static let notCheckpointed = [
        "view": "the view that made the layer, for its whole life", "madeForView": "set once, when the layer is made",
        "isWatchedForEvents": "the engine's list of layers to watch is made again from its restored animated layers",
        "cachedPresentation": "a cache, rebuilt on the next read once the restored cachedStamp says it is stale",
        "isCountedKeepingOwnTime": "follows the restored state: setting it counts the layer in or out again",
        "mayDrawExtras": "only ever set: left set, a frame reads the layer's shadow, border and contents, as it always may",
    ]

    /// The layer as it is now, as work that puts it back (subclasses add their own properties).
    package func capturedState() -> @MainActor () -> Void {
        let restore = Self.checkpointFields.keep(self), own = capturedOwnState()
        return {
            // Putting a moment back is not a change to animate.
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            restore()
            own()
            CATransaction.commit()
        }
    }
}
