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
