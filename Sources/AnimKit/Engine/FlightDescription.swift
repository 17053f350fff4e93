import Foundation

/// One track in flight as plain numbers: everything an independent evaluation of the engine needs, nothing of how
/// the frame loop computes it (no plan, shared solve, curve table or packed column).
///
/// The test support's plain kernel evaluates these with the documented formulas and
/// compares the result with what the engine drew, after every call and every tick.
package struct FlightDescription {
    /// A timing curve as its defining numbers.
    package enum Curve {
        /// A cubic Bézier through (0, 0), the two control points and (1, 1).
        case bezier(CGPoint, CGPoint)
        /// A spring, over `nominalDuration` seconds of the run.
        case spring(SpringCurve, nominalDuration: TimeInterval)
        /// A deceleration keeping `rate` of its speed each millisecond, over `milliseconds`.
        case decay(rate: Double, milliseconds: Double)
    }

    /// A keyframe path: `values[k]` relative to the last, keyframe `k` running from `starts[k]` to `ends[k]`.
    package struct Keyframes {
        package let values: [[Double]]
        package let starts: [Double]
        package let ends: [Double]
        package let mode: KeyframeCalculationMode
        /// The path's offset from its last value at a progress, for the paced and cubic modes (whose knots the path defines).
        package let offsetAt: (Double) -> [Double]
    }

    /// The animator whose run the track follows.
    package let animator: PropertyAnimator?
    /// The view the track moves.
    package let view: View
    /// The property's bit among the view's animatable properties, and where its numbers sit in blend space.
    package let bit: UInt8
    package let packedStart: Int
    /// `from − to` in blend space, and what the track still adds once its curve is done.
    package let offset: [Double]
    package let base: [Double]
    /// The track's window in its run, and its repeats.
    package let windowStart: Double
    package let windowEnd: Double
    package let repeatCount: Double
    package let autoreverses: Bool
    /// The track's own curve, or its run's.
    package let curve: Curve
    /// Whether the curve is the track's own (kept across a change of its run's curve).
    package let hasOwnCurve: Bool
    package let keyframes: Keyframes?
    /// Where the run is (time fraction, forward sense) and, after a linear scrub, the progress it shows.
    package let position: Double
    package let scrubbedProgress: Double?
    /// Its place in the order the blend applies tracks (view and Core Animation ones alike): the order they were added.
    package let order: Int
    /// For a change of the view's layer's 3-D transform (its one number, ``offset``, the share still to travel), the
    /// transforms the code changed from and to; `nil` for a property of the view's slot.
    package let layerTransformChange: (old: CATransform3D, new: CATransform3D)?

    /// Whether it is a change of the view's layer's 3-D transform, not of a property in the view's slot.
    package var movesLayerTransform: Bool { layerTransformChange != nil }
}

/// A Core Animation animation in the track table as plain facts: which animation on which layer, where it
/// writes, and its place in the blend's order — what an independent evaluation interleaves with the views' tracks.
package struct LayerFlightDescription {
    package let layer: CALayer
    package let animation: CAPropertyAnimation
    /// Whether it writes the layer's slot (a view's values), or a block of the layer's other keys.
    package let isInSlot: Bool
    /// Its first number in blend space, how many it writes, and its property's bit.
    package let packedStart: Int
    package let count: Int
    package let bit: UInt8
    package let order: Int
}

extension FlightDescription.Curve {
    init(_ function: TimingFunction) {
        switch function {
        case .bezier(let bezier): self = .bezier(bezier.controlPoint1, bezier.controlPoint2)
        case .spring(let spring, let nominalDuration): self = .spring(spring, nominalDuration: nominalDuration)
        case .decay(let rate, let milliseconds): self = .decay(rate: rate, milliseconds: milliseconds)
        }
    }
}

extension AnimationEngine {
    /// Every track in flight, in the order the blend adds them, as plain numbers (see ``FlightDescription``).
    package var flightDescriptions: [FlightDescription] {
        kernel.flights.map { track, run, slot, row in
            let count = Int(track.packedCount)
            let keyframes = track.path.map { path in
                FlightDescription.Keyframes(
                    values: path.values.map { value in (0..<count).map { value[$0] } }, starts: path.starts, ends: path.ends,
                    mode: path.mode,
                    offsetAt: { progress in
                        let offset = path.offset(at: progress)
                        return (0..<count).map { offset[$0] }
                    })
            }
            return FlightDescription(
                animator: state.owners[slot], view: track.view, bit: track.bit, packedStart: Int(track.packedOffset),
                offset: (0..<count).map { track.offset[$0] }, base: (0..<count).map { track.base[$0] },
                windowStart: track.timing.start, windowEnd: track.timing.end, repeatCount: track.timing.repeatCount,
                autoreverses: track.timing.autoreverses, curve: .init(track.function ?? run.function), hasOwnCurve: track.function != nil,
                keyframes: keyframes, position: run.position, scrubbedProgress: run.scrubbedProgress, order: row,
                layerTransformChange: track.layerTransform.map { ($0.old, $0.new) })
        }
    }

    /// Every Core Animation animation in the track table, in the blend's order (see ``LayerFlightDescription``).
    package var layerFlightDescriptions: [LayerFlightDescription] {
        kernel.layerFlights.map {
            LayerFlightDescription(
                layer: $0.layer, animation: $0.animation, isInSlot: $0.isInSlot, packedStart: $0.start, count: $0.count, bit: $0.bit,
                order: $0.row)
        }
    }
}

extension View {
    /// The view's model in blend space, by packed place: where a stop writes back exactly what was on screen (a sum of
    /// transforms or colours that no single typed value holds).
    package var blendSpaceModel: [Double] { values.blendSpaceModel }

    /// What the engine drew for the view in blend space: the last blend's numbers for the properties it moved, the
    /// model for the rest.
    package var blendSpacePresentation: [Double] {
        values.blendSpacePresentation(animating: animatingEngine?.kernel.animatedBits(of: values) ?? 0)
    }

    /// Typed values from blend-space numbers (by packed place) for the properties in `bits`, the model for the rest.
    package func values(fromBlendSpace numbers: [Double], animating bits: UInt8) -> ViewValues {
        values.values(fromBlendSpace: numbers, animating: bits, over: model)
    }
}
