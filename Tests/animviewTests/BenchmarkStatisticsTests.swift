import AnimviewBenchmarks
import Testing

@Suite("The benchmarks' figure")
struct BenchmarkStatisticsTests {
    @Test("is the median of 100-tick window means: a slow stretch over fewer than half the windows leaves it where it was")
    func slowStretch() {
        // Seven windows of 100 ticks at 40 µs; ticks 150…349 (parts of three windows) at 70 µs.
        var ticks = [Double](repeating: 40_000, count: 700)
        for index in 150..<350 { ticks[index] = 70_000 }
        #expect(WindowedMedian.of(ticks, window: 100) == 40_000)
        // Over half the windows, it is the slow figure that counts.
        for index in 0..<400 { ticks[index] = 70_000 }
        #expect(WindowedMedian.of(ticks, window: 100) == 70_000)
    }

    @Test("with fewer ticks than a window, is their mean")
    func shortRun() {
        #expect(WindowedMedian.of([10, 20, 60], window: 100) == 30)
    }

    @Test("ignores the ticks after the last whole window")
    func partialWindow() {
        let ticks = [Double](repeating: 5, count: 200) + [Double](repeating: 1_000, count: 50)
        #expect(WindowedMedian.of(ticks, window: 100) == 5)
    }
}
