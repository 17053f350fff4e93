import AnimKitSDL
import AnimKitTestSupport
import Foundation
import Testing

@testable import animview

/// The previewer a user's first `play` builds: AnimKit optimised, in a package of play's own in the cache. The other
/// play tests use the tests' own build of AnimKit instead (`playEnvironment()`); this one builds the optimised copy
/// once, in a cache of its own, beside them rather than before them.
@Suite("play: the optimised previewer a first play builds")
struct OptimisedPlayHostTests {
    @Test(
        "a first play builds AnimKit optimised, says so once, draws the frame, and removes what an unoptimised build left; bench tune on it"
    )
    func firstPlay() async throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let file = try scratch.write("Card.swift", PackageBuildingTests.PlayCommandTests.card)
        var environment = ProcessInfo.processInfo.environment
        environment[PlayHost.librariesVariable] = nil
        environment["XDG_CACHE_HOME"] = scratch.path("cache")
        let host = PlayHostPackage(
            cache: scratch.url.appendingPathComponent("cache"), animviewRoot: try PlayProject.animviewRoot(environment: environment)
        ).folder
        // What play built for debugging before it built AnimKit optimised goes once the optimised build is there.
        let leftover = host.appendingPathComponent(".build/x86_64-unknown-linux-gnu/debug/AnimKit.build")
        try FileManager.default.createDirectory(at: leftover, withIntermediateDirectories: true)
        let out = scratch.path("card.png")
        let optimised = environment
        let first = try await onOwnThread {
            try runAnimview(["play", file, "--headless", "--at", "0.5", "--out", out], environment: optimised)
        }
        #expect(first.status == 0, "\(first.standardError)\n\(first.standardOutput)")
        #expect(first.standardOutput.contains("animview: building AnimKit for play, once for this checkout"))
        // At 0.5 s the square's centre is at x = 100: red there, white at x = 40.
        let image = try await PackageBuildingTests.PlayCommandTests.frame(at: out)
        #expect(image.pixel(x: 100, y: 50) == Pixel(255, 59, 48))
        #expect(image.pixel(x: 40, y: 50) == Pixel(255, 255, 255))
        #expect(!FileManager.default.fileExists(atPath: leftover.deletingLastPathComponent().path))
        #expect(FileManager.default.fileExists(atPath: host.appendingPathComponent(".build/release/PlayHost").path))
        #expect(!FileManager.default.fileExists(atPath: scratch.path("cache/animview/play-host-built")))

        // Built once: the next play says nothing of it.
        let second = try await onOwnThread {
            try runAnimview(["play", file, "--headless", "--at", "0", "--out", out], environment: optimised)
        }
        #expect(second.status == 0, "\(second.standardError)")
        #expect(!second.standardOutput.contains("building AnimKit"))

        // Tuning drags on the optimised previewer, as a user's window runs them.
        try await onOwnThread { try PackageBuildingTests.PlayCommandTests.tuneBenchmarkLine(in: scratch, environment: optimised) }
    }

    @Test("a build folder without AnimKit's library, or with one older than its module, is refused in one sentence")
    func unusableBuildFolders() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let cache = scratch.url.appendingPathComponent("cache")
        #expect {
            try PlayHostFromBuild(cache: cache, built: scratch.url.appendingPathComponent("empty")).prepare()
        } throws: { error in
            let error = try #require(error as? PlayError)
            return error.code == ExitStatus.usage && error.description.contains("holds no libAnimKitPlay.so")
        }
        try scratch.write("stale/libAnimKitPlay.so", "old")
        try scratch.write("stale/Modules/AnimKit.swiftmodule", "new")
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: -60)], ofItemAtPath: scratch.path("stale/libAnimKitPlay.so"))
        #expect {
            try PlayHostFromBuild(cache: cache, built: scratch.url.appendingPathComponent("stale")).prepare()
        } throws: { error in
            let error = try #require(error as? PlayError)
            return error.code == ExitStatus.usage && error.description.contains("is older than the AnimKit module beside it")
        }
        // Nothing was made for either.
        #expect(!FileManager.default.fileExists(atPath: cache.path))
    }

    @Test("the flags come from swift build's manifest of PlaygroundSupport: search paths and module maps, SwiftPM's conditions only")
    func flagsFromTheManifest() throws {
        let built = animviewExecutable().deletingLastPathComponent()
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let host = try PlayHostFromBuild(cache: scratch.url, built: built).prepare()
        #expect(host.libraries == built.standardizedFileURL)
        #expect(FileManager.default.isExecutableFile(atPath: host.executable.path))
        #expect(host.flags.contains { $0.hasSuffix("/CSDL2/module.modulemap") })
        #expect(host.flags.contains("-DSWIFT_PACKAGE") && !host.flags.contains("-DDEBUG"))
        // The module cache and the iOS-named modules are play's, in the cache.
        let cachePath = try #require(host.flags.firstIndex(of: "-module-cache-path")).advanced(by: 1)
        #expect(host.flags[cachePath].hasPrefix(scratch.url.path))
        #expect(FileManager.default.fileExists(atPath: try #require(host.flags.last) + "/UIKit.swiftmodule"))
    }
}
