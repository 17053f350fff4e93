import Foundation

extension ScrollView {
    /// What a checkpoint keeps of a scroll view beyond the view (its offset is the view's bounds): every stored
    /// property of its own but those in ``scrollNotCheckpointed`` (a test checks), so a seek into a flick finds it
    /// decelerating, and a seek before it at rest.
    package static let scrollCheckpointFields: [CheckpointField<ScrollView>] = [
        CheckpointField("contentSize", { $0.contentSize }, { $0.contentSize = $1 }),
        CheckpointField("contentInset", { $0.contentInset }, { $0.contentInset = $1 }),
        CheckpointField(
            "contentInsetAdjustmentBehavior", { $0.contentInsetAdjustmentBehavior }, { $0.contentInsetAdjustmentBehavior = $1 }),
        CheckpointField("laidOutInset", { $0.laidOutInset }, { $0.laidOutInset = $1 }),
        CheckpointField("isScrollEnabled", { $0.isScrollEnabled }, { $0.isScrollEnabled = $1 }),
        CheckpointField("bounces", { $0.bounces }, { $0.bounces = $1 }),
        CheckpointField("isPagingEnabled", { $0.isPagingEnabled }, { $0.isPagingEnabled = $1 }),
        CheckpointField("keptSettings", { $0.keptSettings }, { $0.keptSettings = $1 }),
        CheckpointField("zoom", { $0.zoom }, { $0.zoom = $1 }),
        CheckpointField("alwaysBounceVertical", { $0.alwaysBounceVertical }, { $0.alwaysBounceVertical = $1 }),
        CheckpointField("alwaysBounceHorizontal", { $0.alwaysBounceHorizontal }, { $0.alwaysBounceHorizontal = $1 }),
        CheckpointField("decelerationRate", { $0.decelerationRate }, { $0.decelerationRate = $1 }),
        CheckpointField("isDragging", { $0.isDragging }, { $0.isDragging = $1 }),
        CheckpointField("isTracking", { $0.isTracking }, { $0.isTracking = $1 }),
        CheckpointField("isDecelerating", { $0.isDecelerating }, { $0.isDecelerating = $1 }),
        CheckpointField("motion", { $0.motion }, { $0.motion = $1 }), CheckpointField("dragStart", { $0.dragStart }, { $0.dragStart = $1 }),
        CheckpointField("motionStart", { $0.motionStart }, { $0.motionStart = $1 }),
        CheckpointField("isHeldBySheet", { $0.isHeldBySheet }, { $0.isHeldBySheet = $1 }),
        CheckpointField("shownRefreshControl", { $0.shownRefreshControl }, { $0.shownRefreshControl = $1 }),
        CheckpointField("showsVerticalScrollIndicator", { $0.showsVerticalScrollIndicator }, { $0.showsVerticalScrollIndicator = $1 }),
        CheckpointField(
            "showsHorizontalScrollIndicator", { $0.showsHorizontalScrollIndicator }, { $0.showsHorizontalScrollIndicator = $1 }),
        CheckpointField("verticalIndicator", { $0.verticalIndicator }, { $0.verticalIndicator = $1 }),
        CheckpointField("horizontalIndicator", { $0.horizontalIndicator }, { $0.horizontalIndicator = $1 }),
        CheckpointField("delegate") { scroll in
            weak let delegate = scroll.delegate
            return { $0.delegate = delegate }
        },
    ]

    /// The stored properties a checkpoint leaves alone, and why.
    package static let scrollNotCheckpointed = [
        "$__lazy_storage_$_panGestureRecognizer": "a recognizer made once; touches are live input, which seeks do not replay"
    ]
}
