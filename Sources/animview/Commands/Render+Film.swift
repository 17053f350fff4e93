import AnimKit
import AnimKitSDL
import ArgumentParser
import Foundation

extension OutputFormat: ExpressibleByArgument {}

extension AnimView.Render {
    /// Writes `--from ..< --to` of the scene as a film, with a progress bar; the range must lie in the scene.
    @MainActor
    func renderFilm(_ film: VideoExport.Format, overlays: OverlayRequest) throws {
        let file = try LongJob.outputFile(out)
        do { _ = try VideoExport.ffmpeg() } catch { throw failure("\(error)", code: ExitStatus.unavailable) }
        try OffscreenHost.prepareText()
        let playback = try ScenePlayback(framesPerSecond: timing.fps) { try scene.build() }
        defer { playback.end() }
        let length = try playback.measure(cap: 60).length
        let start = from ?? 0
        let end = to ?? (length > start ? length : start + 1)
        if from != nil || to != nil, length > 0, start >= length {
            throw failure(String(format: "--from %.3f s is at or after the scene's end (%.3f s)", start, length), code: ExitStatus.usage)
        }
        let host = try OffscreenHost(root: playback.built.canvas, width: parsedSize?.width, height: parsedSize?.height)
        try installOverlays(overlays, on: host, playback: playback)
        let export = VideoExport(format: film, from: start, to: end)
        let progress = ProgressReporter(total: export.frameCount(framesPerSecond: timing.fps))
        defer { progress.finish() }
        do {
            try export.write(playback, host: host, to: file, force: force) { done, _ in progress.update(done) }
        } catch let error as ExportError {
            throw failure("\(error)", code: error.exitStatus)
        }
        try StandardOutput.line(
            String(format: "wrote %@ (%d frames, %.2f–%.2f s)", file.path, export.frameCount(framesPerSecond: timing.fps), start, end))
    }
}
