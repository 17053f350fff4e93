import AnimKit
import AnimKitSDL
import AnimKitTestSupport
import Foundation
import Testing

@testable import animview

/// A seek shows exactly what straight play shows at that time, for every gallery scene.
@MainActor
@Suite("Seeking: byte-identical to straight play", .serialized)
struct SeekIdentityTests {
    /// Frames checked: the start, mid-flight in chains, springs and keyframes, and after most scenes end.
    static let frames = [0, 13, 37, 90, 151]

    func playback(_ type: any DemoScene.Type) throws -> ScenePlayback {
        try ScenePlayback(framesPerSecond: 60) {
            let demo = type.init()
            return ScenePlayback.Built(canvas: demo.canvas) { demo.start() }
        }
    }

    /// The pixels of each chosen frame, stepping the scene frame by frame from its start.
    func straightPlay(_ type: any DemoScene.Type) throws -> [Int: [UInt8]] {
        let straight = try playback(type)
        defer { straight.end() }
        let host = try OffscreenHost(root: straight.built.canvas)
        var played: [Int: [UInt8]] = [:]
        for frame in 0...(Self.frames.max() ?? 0) {
            if frame > 0 { straight.step() }
            if Self.frames.contains(frame) {
                try host.render()
                played[frame] = host.pixels
            }
        }
        return played
    }

    @Test("a seek to each chosen frame draws the pixels straight play draws there, in every gallery scene")
    func seekMatchesStraightPlay() throws {
        try OffscreenHost.prepareText()
        for type in DemoGallery.scenes {
            let played = try straightPlay(type)
            for frame in Self.frames {
                let seeking = try playback(type)
                defer { seeking.end() }
                try seeking.seek(to: Double(frame) / 60)
                let host = try OffscreenHost(root: seeking.built.canvas)
                try host.render()
                #expect(host.pixels == played[frame], "\(type.name): the seek to frame \(frame) differs from straight play")
            }
        }
    }

    @Test("a seek backwards starts the scene again and lands where a fresh seek does")
    func seekBackwards() throws {
        try OffscreenHost.prepareText()
        let type = try #require(DemoGallery.scene(named: "dance"))
        let wandering = try playback(type)
        defer { wandering.end() }
        try wandering.seek(to: 2.2)
        try wandering.seek(to: 0.75)
        let fresh = try playback(type)
        defer { fresh.end() }
        try fresh.seek(to: 0.75)
        let a = try OffscreenHost(root: wandering.built.canvas), b = try OffscreenHost(root: fresh.built.canvas)
        try a.render()
        try b.render()
        #expect(wandering.time == 0.75)
        #expect(a.pixels == b.pixels)
    }

    @Test("with checkpoints, seeks back and forth draw straight play's pixels in every gallery scene, and no scene refuses them")
    func checkpointedSeeks() throws {
        try OffscreenHost.prepareText()
        for type in DemoGallery.scenes {
            let played = try straightPlay(type)
            let wandering = try playback(type)
            defer { wandering.end() }
            let summary = try wandering.prepareCheckpoints(length: 2.6, spacing: 0.25)
            #expect(summary.count > 5 && wandering.checkpointRefusal == nil, "\(type.name): \(wandering.checkpointRefusal ?? "")")
            for frame in [151, 13, 90, 0, 37, 151, 90, 13] {
                try wandering.seek(to: Double(frame) / 60)
                let host = try OffscreenHost(root: wandering.built.canvas)
                try host.render()
                let same = host.pixels == played[frame]
                #expect(same, "\(type.name): the seek to frame \(frame) differs from straight play")
            }
            #expect(wandering.checkpointCount == summary.count, "\(type.name): a checkpoint was found to diverge")
        }
    }
}
