import Foundation

extension View {
    /// What a checkpoint keeps of a view: every stored property but those in ``notCheckpointed`` (a test checks).
    package static let checkpointFields: [CheckpointField<View>] = [
        CheckpointField("tag", { $0.tag }, { $0.tag = $1 }),
        CheckpointField("accessibilityIdentifier", { $0.accessibilityIdentifier }, { $0.accessibilityIdentifier = $1 }),
        CheckpointField("isHidden", { $0.isHidden }, { $0.isHidden = $1 }),
        CheckpointField("isExclusiveTouch", { $0.isExclusiveTouch }, { $0.isExclusiveTouch = $1 }),
        CheckpointField("isMultipleTouchEnabled", { $0.isMultipleTouchEnabled }, { $0.isMultipleTouchEnabled = $1 }),
        CheckpointField("isOpaque", { $0.isOpaque }, { $0.isOpaque = $1 }),
        CheckpointField("isUserInteractionEnabled", { $0.isUserInteractionEnabled }, { $0.isUserInteractionEnabled = $1 }),
        CheckpointField("clipsToBounds", { $0.clipsToBounds }, { $0.clipsToBounds = $1 }),
        CheckpointField("contentMode", { $0.contentMode }, { $0.contentMode = $1 }),
        CheckpointField("drawnContent", { $0.drawnContent }, { $0.drawnContent = $1 }),
        CheckpointField("overrideUserInterfaceStyle", { $0.overrideUserInterfaceStyle }, { $0.overrideUserInterfaceStyle = $1 }),
        CheckpointField("dynamicBackgroundColor", { $0.dynamicBackgroundColor }, { $0.dynamicBackgroundColor = $1 }),
        CheckpointField("needsDisplay", { $0.needsDisplay }, { $0.needsDisplay = $1 }),
        CheckpointField("ownTintColor", { $0.ownTintColor }, { $0.ownTintColor = $1 }),
        CheckpointField("maskView", { $0.maskView }, { $0.maskView = $1 }),
        CheckpointField("owningController") { view in
            weak let controller = view.owningController
            return { $0.owningController = controller }
        },
        CheckpointField("transitionCover", { $0.transitionCover }, { $0.transitionCover = $1 }),
        CheckpointField("transitionTurn", { $0.transitionTurn }, { $0.transitionTurn = $1 }),
        CheckpointField("attachedRecognizers", { $0.attachedRecognizers }, { $0.attachedRecognizers = $1 }),
        CheckpointField("attachedInteractions", { $0.attachedInteractions }, { $0.attachedInteractions = $1 }),
        CheckpointField("layoutRecord", { $0.layoutRecord }, { $0.layoutRecord = $1 }),
        CheckpointField("superview") { view in
            let parent = view.superview
            // A link to the host's own views (the window's scene container) is the host's, not the scene's: left as it is.
            return { if $0.superview?.isHostChrome != true && parent?.isHostChrome != true { $0.superview = parent } }
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
