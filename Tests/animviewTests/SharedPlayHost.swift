import Foundation

@testable import animview

/// Makes the play cache `cache` use the test process's own cache's AnimKit build for play (`animview/play-host`,
/// the one `play` runs without `XDG_CACHE_HOME` use): the tests that are not about that build share one, built once
/// (under its lock) rather than once a test. What the tests look at — the play projects' folders — stays in `cache`.
func sharePlayHost(into cache: String) throws {
    let shared = PlayProject.cache(environment: ProcessInfo.processInfo.environment).appendingPathComponent("animview/play-host")
    try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: true)
    let local = URL(fileURLWithPath: cache).appendingPathComponent("animview")
    try FileManager.default.createDirectory(at: local, withIntermediateDirectories: true)
    let link = local.appendingPathComponent("play-host")
    try? FileManager.default.removeItem(at: link)
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: shared)
}
