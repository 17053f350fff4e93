import Foundation

/// What a motion diff reads of a recording — its animators, the times it sampled, and each view's properties as
/// ``MotionSeries`` — gathered a frame at a time, so that a recording read from a file never holds its frames.
///
/// A view's properties share one array of times (the frames it was in), so a frame costs eight bytes a property.
package struct MotionColumns: Sendable, Equatable {
    /// The animators that ran, when the recording kept them.
    package var animators: [AnimatorSpan]?
    /// Every frame's time, in order.
    package private(set) var times: [TimeInterval] = []
    private var order: [String] = []
    private var views: [String: ViewColumns] = [:]

    private struct ViewColumns: Sendable, Equatable {
        var times: [TimeInterval] = []
        /// Per property of ``MotionSeries/properties``: a value a frame (NaN where the frame had none).
        var values: [[Double]] = Array(repeating: [], count: MotionSeries.properties.count)
    }

    package init(animators: [AnimatorSpan]?) {
        self.animators = animators
    }

    /// The columns of `frames`.
    package init(animators: [AnimatorSpan]?, frames: [FrameSample]) {
        self.init(animators: animators)
        for frame in frames { add(frame) }
    }

    /// Takes in one frame.
    package mutating func add(_ frame: FrameSample) {
        times.append(frame.time)
        for view in frame.views {
            if views[view.name] == nil { order.append(view.name) }
            var columns = views.removeValue(forKey: view.name) ?? ViewColumns()
            columns.times.append(frame.time)
            for (index, property) in MotionSeries.properties.enumerated() {
                columns.values[index].append(property.value(view) ?? .nan)
            }
            views[view.name] = columns
        }
    }

    /// Every view's properties, views in the order they first appeared, properties in UIKit's order; a property a view
    /// never had (a content offset of a view that does not scroll) is left out.
    package var series: [MotionSeries] {
        order.flatMap { name -> [MotionSeries] in
            guard let columns = views[name] else { return [] }
            return MotionSeries.properties.indices.compactMap { index in
                let values = columns.values[index]
                guard values.contains(where: { !$0.isNaN }) else { return nil }
                guard values.contains(where: \.isNaN) else {
                    return MotionSeries(view: name, property: MotionSeries.properties[index].name, times: columns.times, values: values)
                }
                let kept = values.indices.filter { !values[$0].isNaN }
                return MotionSeries(
                    view: name, property: MotionSeries.properties[index].name, times: kept.map { columns.times[$0] },
                    values: kept.map { values[$0] })
            }
        }
    }
}

extension MotionRecording {
    /// What a diff reads of it.
    package var columns: MotionColumns { MotionColumns(animators: animators, frames: frames) }

    /// Reads the recording in the file at `path` straight into the columns a diff reads, a line at a time: its frames are
    /// never held, as text or as samples. `stopped` is asked between lines.
    package static func columns(path: String, stopped: () -> Bool = { false }) throws(ReadError) -> MotionColumns {
        var columns = MotionColumns(animators: nil)
        try read(path: path, header: { columns.animators = $0 }, frame: { columns.add($0) }, stopped: stopped)
        guard !columns.times.isEmpty else { throw ReadError(description: "it holds no frames") }
        return columns
    }
}
