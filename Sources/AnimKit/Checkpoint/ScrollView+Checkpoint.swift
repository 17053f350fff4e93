import Foundation

extension ScrollView {
    /// What a checkpoint keeps of a scroll view beyond the view (its offset is the view's bounds): every stored
    /// property of its own but those in ``scrollNotCheckpointed`` (a test checks), so a seek into a flick finds it
    /// decelerating, and a seek before it at rest.
    package static let scrollCheckpointFields: [CheckpointField<ScrollView>] = [
        CheckpointField("contentSize", \.contentSize), CheckpointField("contentInset", \.contentInset),
        CheckpointField("contentInsetAdjustmentBehavior", \.contentInsetAdjustmentBehavior),
        CheckpointField("laidOutInset", \.laidOutInset),
        CheckpointField("isScrollEnabled", \.isScrollEnabled), CheckpointField("bounces", \.bounces),
        CheckpointField("isPagingEnabled", \.isPagingEnabled), CheckpointField("keptSettings", \.keptSettings),
        CheckpointField("zoom", \.zoom),
        CheckpointField("alwaysBounceVertical", \.alwaysBounceVertical),
        CheckpointField("alwaysBounceHorizontal", \.alwaysBounceHorizontal),
        CheckpointField("decelerationRate", \.decelerationRate), CheckpointField("isDragging", \.isDragging),
        CheckpointField("isTracking", \.isTracking), CheckpointField("isDecelerating", \.isDecelerating),
        CheckpointField("motion", \.motion), CheckpointField("dragStart", \.dragStart),
        CheckpointField("motionStart", \.motionStart),
        CheckpointField("shownRefreshControl", \.shownRefreshControl),
        CheckpointField("showsVerticalScrollIndicator", \.showsVerticalScrollIndicator),
        CheckpointField("showsHorizontalScrollIndicator", \.showsHorizontalScrollIndicator),
        CheckpointField("verticalIndicator", \.verticalIndicator), CheckpointField("horizontalIndicator", \.horizontalIndicator),
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
