import AnimKit
import AnimKitSDL
import Foundation

/// A 10 000-row table flicked again and again, as a feed is scrolled: each frame advances the clock, lets the
/// deceleration move the content (the table reuses cells for the rows coming into sight) and draws the frame at
/// 390 × 844. The reference, in the same run: the same table drawn at rest. Memory stays bounded by reuse: the line
/// says how many cells were ever made.
@MainActor
package struct TableBenchmark {
    let rows: Int
    let frames: Int

    package init(rows: Int = 10_000, frames: Int) {
        self.rows = rows
        self.frames = frames
    }

    /// `render table rows=… ms_per_frame=… at_rest_ms=… ratio=… cells_made=… rows_in_sight=… scrolled_pt=…`.
    package func run() throws -> String {
        let session = AnimationSession(clock: ManualClock())
        session.begin()
        defer { session.end() }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let table = UITableView(frame: window.bounds, style: .plain)
        let source = NumberedRows(count: rows)
        table.rowHeight = 56
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = source
        window.addSubview(table)
        window.makeKeyAndVisible()
        let host = try OffscreenHost(root: window, width: 390, height: 844)
        try host.render()
        let atRest = try RenderBenchmark.millisecondsPerFrame(root: window, width: 390, height: 844, frames: min(frames, 120))
        let pointer = PointerDispatcher(root: window)
        var times: [Double] = [], travelled: CGFloat = 0, last = table.contentOffset.y
        for frame in 0..<frames {
            // A flick upwards at 3 000 points a second each second, as a reader skims a feed.
            if frame % 60 == 0 { flick(pointer, clock: session.clock, upwards: table.contentOffset.y < CGFloat(rows) * 56 / 2) }
            let start = CPUTime.nanoseconds()
            session.clock.advance(frames: 1)
            session.engine.tick()
            try host.render()
            times.append(Double(CPUTime.nanoseconds() - start) / 1e6)
            travelled += abs(table.contentOffset.y - last)
            last = table.contentOffset.y
        }
        let milliseconds = WindowedMedian.of(times, window: RenderBenchmark.window)
        return String(
            format: "render table rows=%d ms_per_frame=%.2f at_rest_ms=%.2f ratio=%.2f cells_made=%d rows_in_sight=%d scrolled_pt=%.0f",
            rows, milliseconds, atRest, milliseconds / atRest, source.made, table.indexPathsForVisibleRows?.count ?? 0, travelled)
    }

    /// A finger drags 300 points in a tenth of a second (3 000 points a second) and lifts.
    private func flick(_ pointer: PointerDispatcher, clock: ManualClock, upwards: Bool) {
        let time = clock.now, step: CGFloat = upwards ? -30 : 30
        _ = pointer.pointerDown(at: CGPoint(x: 200, y: 420), time: time)
        for index in 1...10 {
            pointer.pointerMoved(to: CGPoint(x: 200, y: 420 + step * CGFloat(index)), time: time + Double(index) / 100)
        }
        pointer.pointerUp(at: CGPoint(x: 200, y: 420 + step * 10), time: time + 0.1)
    }
}

/// Rows numbered from 0, each a title and a subtitle; counts the cells it was handed that it had not seen.
@MainActor
final class NumberedRows: UITableViewDataSource {
    let count: Int
    private var seen: Set<ObjectIdentifier> = []
    var made: Int { seen.count }

    init(count: Int) { self.count = count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        seen.insert(ObjectIdentifier(cell))
        var content = cell.defaultContentConfiguration()
        content.text = "Row \(indexPath.row)"
        content.secondaryText = "A line under row \(indexPath.row)"
        cell.contentConfiguration = content
        return cell
    }
}
