import AnimKit
import Foundation

/// `--headless --where X,Y --at T`: selectable mode as text, for scripts and editors — the frontmost view at the
/// canvas point (X, Y) at T seconds, the line that made it, and the lines of every animation that moves it.
extension HeadlessPreview {
    /// The request `--where place` makes with the other `values` of the command line: it takes `--at`, `--fps` and
    /// `--scene`, and writes no file.
    static func origin(_ place: String, values: [String: String], force: Bool) throws(HeadlessPreviewError) -> HeadlessPreview {
        let numbers = place.split(separator: ",", omittingEmptySubsequences: false).map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard numbers.count == 2, let x = numbers[0], let y = numbers[1], x.isFinite, y.isFinite else {
            throw HeadlessPreviewError("--where takes a point of the canvas as X,Y (points, from its top left), not \(place)")
        }
        let refused = [
            "--out", "--frames", "--format", "--from", "--to", "--overlay", "--select", "--ghosts", "--ghost-spacing", "--ghosts-at",
        ]
        if let other = refused.first(where: { values[$0] != nil }) ?? (force ? "--force" : nil) {
            throw HeadlessPreviewError("--where prints what is at a point; it takes --at and writes no file, so not \(other)")
        }
        guard let atText = values["--at"] else { throw HeadlessPreviewError("--where needs --at SECONDS: the moment to look at") }
        guard let at = Double(atText), at.isFinite, at >= 0, at <= 86_400 else {
            throw HeadlessPreviewError("--at must be a time in seconds from 0 to 86400, not \(atText)")
        }
        let framesPerSecond =
            try values["--fps"].map { text throws(HeadlessPreviewError) in
                guard let value = Double(text) else { throw HeadlessPreviewError("--fps must be a number, not \(text)") }
                return value
            } ?? 60
        try checkFramesPerSecond(framesPerSecond)
        return HeadlessPreview(
            output: .origin(point: CGPoint(x: x, y: y), at: at), framesPerSecond: framesPerSecond, sceneName: values["--scene"])
    }

    /// What `--where` prints of `playback`'s scene: the report of the frontmost view at `point` at `time`, or a line
    /// saying nothing is there. The playback is left at `time`.
    @MainActor
    static func origin(at point: CGPoint, time: TimeInterval, of playback: ScenePlayback) throws -> [String] {
        let timeline = try playback.measure(cap: 60)
        try playback.seek(to: time)
        let canvas = playback.built.canvas
        guard let view = canvas.frontmostShownView(at: point) else {
            return [
                String(
                    format: "nothing at %g, %g at %.3f s (the canvas is %g × %g)", point.x, point.y, time, canvas.bounds.width,
                    canvas.bounds.height)
            ]
        }
        return ViewOrigin(of: view, names: FrameSample.viewNames(under: canvas), spans: timeline.spans).lines
    }
}
