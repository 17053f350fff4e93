import AnimKitTestSupport
import Foundation

@testable import animview

/// Makes the play cache `cache` use the test process's own cache's AnimKit build for play and play's Swift reader
/// (`animview/play-host` and `animview/play-reader`, the ones `play` uses without `XDG_CACHE_HOME`): the tests that are
/// not about those builds share one of each, built once (under its lock) rather than once a test — the reader alone
/// takes 17 s on a new machine, most of it swift-syntax's module interfaces compiled into an empty module cache. What
/// the tests look at — the play projects' folders — stays in `cache`.
func sharePlayHost(into cache: String) throws {
    let local = URL(fileURLWithPath: cache).appendingPathComponent("animview")
    try FileManager.default.createDirectory(at: local, withIntermediateDirectories: true)
    for name in ["play-host", "play-reader"] {
        let shared = PlayProject.cache(environment: ProcessInfo.processInfo.environment).appendingPathComponent("animview/\(name)")
        try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: true)
        let link = local.appendingPathComponent(name)
        try? FileManager.default.removeItem(at: link)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: shared)
    }
}

/// Waits, without holding one of the threads the tests run on, for the builds every test of `play` shares — AnimKit
/// for play and play's Swift reader, in the test process's cache — made once for the run by a `play` of a small file.
///
/// A test that runs `play` on them awaits this first: its own runs then take seconds, not the minutes of a first build.
func sharedPlayBuildsReady() async throws {
    try await SharedPlayBuilds.ready.value
}

private enum SharedPlayBuilds {
    static let ready = Task {
        try await onOwnThread {
            let scratch = try ScratchFolder()
            defer { scratch.remove() }
            let file = try scratch.write(
                "Ready.swift",
                "import UIKit\nimport PlaygroundSupport\n\nPlaygroundPage.current.liveView = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))\n"
            )
            let run = try runAnimview(["play", file, "--headless", "--at", "0", "--out", scratch.path("ready.png")])
            guard run.status == 0 else { throw SharedPlayBuildFailed(output: run.standardError) }
        }
    }
}

/// `play` could not make the builds the tests share: what it said.
struct SharedPlayBuildFailed: Error, CustomStringConvertible {
    let output: String
    var description: String { "play's first build for the tests failed:\n\(output)" }
}
