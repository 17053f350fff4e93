import AnimKitTestSupport
import Foundation
import Testing

@testable import animview

/// Play's previewer packages, one per animview checkout in the cache: those of deleted checkouts go, nothing else.
@Suite("play: previewer packages of checkouts that are gone")
struct PlayHostPruningTests {
    /// A manifest as `play` generates it, for the checkout at `root`.
    static func manifest(root: String, generated: Bool = true) -> String {
        """
        // swift-tools-version:6.2
        \(generated ? PlayHostPackage.generatedMark + ": the previewer it loads your builds into; rewritten on every run." : "// mine")
        import PackageDescription
        let package = Package(name: "PlayHost", dependencies: [.package(name: "animview", path: \(String(reflecting: root)))])

        """
    }

    @Test(
        "a generated package whose checkout is gone is removed with its lock; one whose checkout exists, one held, and a folder not play's stay"
    )
    func removesOnlyOrphans() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        try scratch.write("checkout/Package.swift", "// swift-tools-version:6.2\n")
        let hosts = scratch.url.appendingPathComponent("play-host")
        try scratch.write("play-host/gone/Package.swift", Self.manifest(root: scratch.path("deleted")))
        try scratch.write("play-host/gone/.build/debug/PlayHost", "binary")
        try scratch.write("play-host/gone.lock", "")
        try scratch.write("play-host/kept/Package.swift", Self.manifest(root: scratch.path("checkout")))
        try scratch.write("play-host/foreign/Package.swift", Self.manifest(root: scratch.path("deleted"), generated: false))
        try scratch.write("play-host/held/Package.swift", Self.manifest(root: scratch.path("deleted-too")))
        try scratch.write("play-host/odd/Package.swift", Self.manifest(root: scratch.path("a \"quoted\" \\ name")))
        let held = try FolderLock(hosts.appendingPathComponent("held").path + ".lock")
        defer { held.release() }

        let removed = PlayHostPackage.removeOrphans(in: hosts)
        #expect(removed == [scratch.path("deleted"), scratch.path("a \"quoted\" \\ name")])
        #expect(scratch.names(in: "play-host") == ["foreign", "held", "held.lock", "kept"])
        #expect(PlayHostPackage.removeOrphans(in: hosts).isEmpty)
        #expect(PlayHostPackage.removeOrphans(in: scratch.url.appendingPathComponent("nowhere")).isEmpty)
    }

    @Test("the checkout is read back only when the manifest spells it exactly; otherwise nothing is guessed")
    func readsTheCheckout() {
        #expect(PlayHostPackage.checkout(namedIn: Self.manifest(root: "/w/animview")) == "/w/animview")
        #expect(PlayHostPackage.checkout(namedIn: Self.manifest(root: "/w/tab\there")) == nil)
        #expect(PlayHostPackage.checkout(namedIn: "// swift-tools-version:6.2\n") == nil)
        #expect(PlayHostPackage.checkout(namedIn: ".package(name: \"animview\", path: \"/cut") == nil)
    }
}
