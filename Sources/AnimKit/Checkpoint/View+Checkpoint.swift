import Foundation

extension View {
    /// What a checkpoint keeps of a view: every stored property but those in ``notCheckpointed`` (a test checks).
    package static let checkpointFields: [CheckpointField<View>] = [
        CheckpointField("values") { view in
            let saved = view.values.save()
            return { $0.values.restore(saved) }
        },
        CheckpointField("model", \.model),
        // The presentation cached for the stamp of another moment is not this moment's.
        CheckpointField("cachedStamp") { _ in { $0.cachedStamp = 0 } },
        CheckpointField("tag", \.tag), CheckpointField("accessibilityIdentifier", \.accessibilityIdentifier),
        CheckpointField("isHidden", \.isHidden), CheckpointField("isExclusiveTouch", \.isExclusiveTouch),
        CheckpointField("isMultipleTouchEnabled", \.isMultipleTouchEnabled),
        CheckpointField("isUserInteractionEnabled", \.isUserInteractionEnabled), CheckpointField("clipsToBounds", \.clipsToBounds),
        CheckpointField("contentMode", \.contentMode), CheckpointField("drawnContent", \.drawnContent),
        CheckpointField("needsDisplay", \.needsDisplay),
        CheckpointField("ownTintColor", \.ownTintColor),
        CheckpointField("owningController") { view in
            weak let controller = view.owningController
            return { $0.owningController = controller }
        },
        CheckpointField("transitionCover", \.transitionCover), CheckpointField("transitionTurn", \.transitionTurn),
        CheckpointField("subviews", \.subviews),
        CheckpointField("attachedRecognizers", \.attachedRecognizers), CheckpointField("layoutRecord", \.layoutRecord),
        CheckpointField("superview") { view in
            let parent = view.superview
            // A link to the host's own views (the window's scene container) is the host's, not the scene's: left as it is.
            return { if $0.superview?.isHostChrome != true && parent?.isHostChrome != true { $0.superview = parent } }
        },
        CheckpointField("madeLayer") { view in
            let layer = view.madeLayer, restoreLayer = layer.map { Layer.checkpointFields.keep($0) }
            return {
                $0.madeLayer = layer
                restoreLayer?()
            }
        },
        CheckpointField("animatingEngine") { view in
            weak let engine = view.animatingEngine
            return { $0.animatingEngine = engine }
        },
    ]

    /// The stored properties a checkpoint leaves alone, and why.
    package static let notCheckpointed = [
        "cachedPresentation": "a cache, rebuilt on the next read once the restored cachedStamp says it is stale",
        "isHostChrome": "set once by a host for its own views, which are not the scene's",
    ]
}

extension View {
    /// The view's state now (values, place in the tree, layer), as work that puts it back: a scene checkpoint's part
    /// of the view, with what its subclass adds (``checkpointRestoration()``).
    package func capturedState() -> @MainActor () -> Void {
        checkpointRestoration().run
    }
}
