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
        CheckpointField("animatingEngine") { layer in
            weak let engine = layer.animatingEngine
            return { $0.animatingEngine = engine }
        },
        // Restoring the order rebuilds a view's subviews from it.
        CheckpointField("state", { $0.state }, { $0.state = $1 }),
        CheckpointField("sublayerList") { layer in
            let list = layer.sublayerList
            return {
                $0.sublayerList = list
                $0.view?.subviews = list.compactMap(\.view)
            }
        },
        CheckpointField("superlayerLink") { layer in
            weak let superlayer = layer.superlayerLink
            // A link to the host's own views' layers is the host's, not the scene's (as a view's superview).
            return {
                if $0.superlayerLink?.view?.isHostChrome != true && superlayer?.view?.isHostChrome != true {
                    $0.superlayerLink = superlayer
                }
            }
        },
        CheckpointField("animationEntries", { $0.animationEntries }, { $0.animationEntries = $1 }),
        CheckpointField("isCommitted", { $0.isCommitted }, { $0.isCommitted = $1 }),
        CheckpointField("name", { $0.name }, { $0.name = $1 }), CheckpointField("mask", { $0.mask }, { $0.mask = $1 }),
        CheckpointField("actions", { $0.actions }, { $0.actions = $1 }),
        CheckpointField("maskedCorners", { $0.maskedCorners }, { $0.maskedCorners = $1 }),
        CheckpointField("cornerCurve", { $0.cornerCurve }, { $0.cornerCurve = $1 }),
        CheckpointField("borderWidth", { $0.borderWidth }, { $0.borderWidth = $1 }),
        CheckpointField("borderColor", { $0.borderColor }, { $0.borderColor = $1 }),
        CheckpointField("shadowColor", { $0.shadowColor }, { $0.shadowColor = $1 }),
        CheckpointField("shadowOpacity", { $0.shadowOpacity }, { $0.shadowOpacity = $1 }),
        CheckpointField("shadowRadius", { $0.shadowRadius }, { $0.shadowRadius = $1 }),
        CheckpointField("shadowOffset", { $0.shadowOffset }, { $0.shadowOffset = $1 }),
        CheckpointField("shadowPath", { $0.shadowPath }, { $0.shadowPath = $1 }),
        CheckpointField("contents") { layer in
            let contents = layer.contents
            return { $0.contents = contents }
        },
        CheckpointField("contentsGravity", { $0.contentsGravity }, { $0.contentsGravity = $1 }),
        CheckpointField("contentsRect", { $0.contentsRect }, { $0.contentsRect = $1 }),
        CheckpointField("contentsCenter", { $0.contentsCenter }, { $0.contentsCenter = $1 }),
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
