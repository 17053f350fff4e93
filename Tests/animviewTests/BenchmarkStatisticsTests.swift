import AnimviewBenchmarks
import Testing

@Suite("The engine benchmark's figure")
struct BenchmarkStatisticsTests {
    @Test("is the median of 100-tick window means: a slow stretch over fewer than half the windows leaves it where it was")
    func slowStretch() {
        // Seven windows of 100 ticks at 40 µs; ticks 150…349 (parts of three windows) at 70 µs.
        var ticks = [UInt64](repeating: 40_000, count: 700)
        for index in 150..<350 { ticks[index] = 70_000 }
        #expect(EngineBenchmark.medianOfWindows(ticks) == 40_000)
        // Over half the windows, it is the slow figure that counts.
        for index in 0..<400 { ticks[index] = 70_000 }
        #expect(EngineBenchmark.medianOfWindows(ticks) == 70_000)
    }

    @Test("with fewer ticks than a window, is their mean")
    func shortRun() {
        #expect(EngineBenchmark.medianOfWindows([10, 20, 60]) == 30)
    }

    @Test("ignores the ticks after the last whole window")
    func partialWindow() {
        let ticks = [UInt64](repeating: 5, count: 200) + [UInt64](repeating: 1_000, count: 50)
        #expect(EngineBenchmark.medianOfWindows(ticks) == 5)
    }
}
