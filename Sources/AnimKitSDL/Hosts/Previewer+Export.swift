import AnimKit
import Foundation

/// `E`: the scene's loop, from t = 0 to its length (20 s at most), written as a GIF in the current folder.
///
/// The window shows how far the export has got and stops it on Esc (nothing is written then).
extension Previewer {
    /// Esc while exporting.
    private struct ExportStopped: Error {}

    func exportLoop() -> Bool {
        let scene = scenes[sceneIndex]
        guard scene.adopted == nil else {
            showMessage("a scene your code built once cannot be played again for a GIF: run it with --headless --frames instead")
            return true
        }
        let end = Swift.min(sceneLength > 0 ? sceneLength : 1, 20)
        do {
            let file = try OutputFile(Previewer.freshName(for: scene.name, in: FileManager.default.currentDirectoryPath))
            // A playback of its own, so the window's scene stays where it is.
            let playback = try ScenePlayback(framesPerSecond: host.framesPerSecond) {
                let built = scene.make()
                return ScenePlayback.Built(canvas: built.canvas, start: built.start)
            }
            defer { playback.end() }
            let offscreen = try OffscreenHost(root: playback.built.canvas)
            let export = VideoExport(format: .gif, from: 0, to: end)
            var shown = 0.0
            try export.write(playback, host: offscreen, to: file) { done, total in
                let now = ProcessInfo.processInfo.systemUptime
                guard now - shown >= 0.1 else { return }
                shown = now
                flash("exporting \(file.url.lastPathComponent): frame \(done) of \(total) — Esc stops")
                if host.showWhileBusy() { throw ExportStopped() }
            }
            showMessage(nil)
            FileHandle.standardOutput.write(
                Data("animview: exported \(scene.name), 0–\(String(format: "%.2f", end)) s, to \(file.url.path)\n".utf8))
            flash("exported \(file.url.lastPathComponent) to \(file.url.deletingLastPathComponent().path)")
        } catch is ExportStopped {
            flash("export stopped; nothing was written")
        } catch {
            showMessage("export failed: \(error)")
        }
        playback?.session.begin()
        return true
    }

    /// `name.gif` in `folder`, or `name-2.gif`, `name-3.gif` … when that exists: an export never replaces a file.
    static func freshName(for name: String, in folder: String) -> String {
        let base = name.map { $0.isLetter || $0.isNumber || $0 == "-" ? $0 : "-" }.reduce(into: "") { $0.append($1) }
        var candidate = (folder as NSString).appendingPathComponent("\(base).gif")
        var number = 2
        while FileManager.default.fileExists(atPath: candidate) {
            candidate = (folder as NSString).appendingPathComponent("\(base)-\(number).gif")
            number += 1
        }
        return candidate
    }

    /// Says `text` in the message bar until the next message (an export's result, not an error).
    func flash(_ text: String) {
        showMessage(text)
        message.backgroundColor = Color(red: 0.1, green: 0.45, blue: 0.2, alpha: 0.92)
    }
}
