import AnimKitTestSupport
import Foundation
import Testing

@testable import AnimKit

/// The kernel counts the layers that keep a time of their own (a begin time, speed or time offset set), so that while
/// none does every layer's time is the clock's: a count, which a layer set back or gone leaves, not a one-way latch.
@MainActor
@Suite("The count of layers keeping their own time")
struct LayerOwnTimeCountTests {
    @Test("a layer paused by Apple's recipe counts once, however many of its times are set; resumed or gone, it counts no more")
    func countsAndUncounts() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let before = LayerOwnTimes.layerCount
        var layer: CALayer? = CALayer()
        layer?.speed = 0
        layer?.timeOffset = 3
        #expect(LayerOwnTimes.layerCount == before + 1)
        #expect(FrameKernel.someLayerKeepsOwnTime)
        // Back to Core Animation's defaults: the clock's time again.
        layer?.speed = 1
        layer?.timeOffset = 0
        #expect(LayerOwnTimes.layerCount == before)
        layer?.beginTime = 2
        #expect(LayerOwnTimes.layerCount == before + 1)
        // A presentation copy of a layer keeping its own time is not counted a second time.
        _ = layer?.presentation()
        #expect(LayerOwnTimes.layerCount == before + 1)
        layer = nil
        #expect(LayerOwnTimes.layerCount == before)
    }
}
