import AnimKit
import AnimKitSDL
import AnimKitTesting
import Foundation

/// What a failing film snapshot leaves for its reviewer: the diff film and a page with the message above the three films.
@MainActor
enum FilmReport {
    /// Writes `diff.png` (reference | actual | where they differ) and `report.html` in a new folder of the artifacts
    /// folder; returns the lines that name them (or say why they could not be written).
    static func write(lines: [String], actual: FilmCodec.Film, reference: FilmCodec.Film, tolerance: UInt8) -> [String] {
        let artifacts = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"].map { URL(fileURLWithPath: $0) }
        let folder = (artifacts ?? FileManager.default.temporaryDirectory).appendingPathComponent("animview-film-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let diff = folder.appendingPathComponent("diff.png")
            try FilmCodec.apng(SceneFilm.diffFilm(of: actual, from: reference, tolerance: tolerance)).write(to: diff)
            try FilmCodec.apng(actual).write(to: folder.appendingPathComponent("actual.png"))
            if !reference.frames.isEmpty { try FilmCodec.apng(reference).write(to: folder.appendingPathComponent("reference.png")) }
            let report = folder.appendingPathComponent("report.html")
            try page(lines: lines).write(to: report, atomically: true, encoding: .utf8)
            return ["diff film: \(diff.path)", "report: \(report.path)"]
        } catch {
            return ["(the diff film could not be written in \(folder.path): \(error))"]
        }
    }

    private static func page(lines: [String]) -> String {
        let escaped = lines.map {
            $0.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(
                of: ">", with: "&gt;")
        }
        return """
            <!doctype html>
            <meta charset="utf-8">
            <title>animview: the film differs</title>
            <style>body { font: 14px system-ui; background: #1e1e1e; color: #eee } img { image-rendering: pixelated; max-width: 100% }</style>
            <h1>The film differs from the reference</h1>
            <ul>\(escaped.map { "<li>\($0)</li>" }.joined())</ul>
            <h2>Reference | actual | where they differ</h2>
            <img src="diff.png" alt="the diff film">
            <h2>Reference</h2>
            <img src="reference.png" alt="the reference film">
            <h2>Actual</h2>
            <img src="actual.png" alt="the actual film">

            """
    }
}
