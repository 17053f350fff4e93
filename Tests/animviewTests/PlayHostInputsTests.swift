import AnimKitTestSupport
import Foundation
import Testing

@testable import animview

@Suite("What play's previewer is built from")
struct PlayHostInputsTests {
    /// A checkout with a manifest and two sources, a generated package, and a `swift` on a PATH of its own.
    private struct Checkout {
        let scratch: ScratchFolder
        var root: URL { URL(fileURLWithPath: scratch.path("animview")) }
        var package: URL { URL(fileURLWithPath: scratch.path("host")) }
        var environment: [String: String] { ["PATH": scratch.path("toolchain/bin") + ":/usr/bin"] }
        var inputs: PlayHostInputs { PlayHostInputs(animviewRoot: root, package: package, environment: environment) }

        init() throws {
            scratch = try ScratchFolder()
            _ = try scratch.write("animview/Package.swift", "// swift-tools-version:6.2\n")
            _ = try scratch.write("animview/Sources/AnimKit/View.swift", "public class View {}\n")
            _ = try scratch.write("animview/Sources/CCairo/include/cairo.h", "// header\n")
            _ = try scratch.write("animview/Tests/AnimKitTests/ViewTests.swift", "// a test\n")
            _ = try scratch.write("animview/README.md", "# animview\n")
            _ = try scratch.write("host/Package.swift", "// generated\n")
            _ = try scratch.write("host/Sources/UIKit/UIKit.swift", "@_exported import AnimKit\n")
            let swift = try scratch.write("toolchain/bin/swift", "#!/bin/sh\n")
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: swift)
        }

        /// Gives `path` (in the scratch folder) a modification time `seconds` later than now, its contents unchanged.
        func touch(_ path: String, seconds: TimeInterval = 10) throws {
            try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(seconds)], ofItemAtPath: scratch.path(path))
        }
    }

    @Test("the same files and toolchain give the same fingerprint, which is recorded and read back whole")
    func sameInputs() throws {
        let checkout = try Checkout()
        defer { checkout.scratch.remove() }
        #expect(checkout.inputs == checkout.inputs)
        let file = URL(fileURLWithPath: checkout.scratch.path("built-from"))
        #expect(PlayHostInputs(recordedIn: file) == nil)
        try checkout.inputs.record(in: file)
        #expect(PlayHostInputs(recordedIn: file) == checkout.inputs)
        // The generated package reached through a link (each test's cache links to the suite's) is the same package.
        let link = URL(fileURLWithPath: checkout.scratch.path("linked-host"))
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: checkout.package)
        #expect(PlayHostInputs(animviewRoot: checkout.root, package: link, environment: checkout.environment) == checkout.inputs)
        // What is not built — tests, the README — changes nothing.
        try checkout.touch("animview/Tests/AnimKitTests/ViewTests.swift")
        _ = try checkout.scratch.write("animview/README.md", "# animview, longer\n")
        #expect(PlayHostInputs(recordedIn: file) == checkout.inputs)
    }

    @Test(
        "a source saved, added or removed, a header, either manifest, the generated package or the toolchain changes it",
        arguments: [
            "animview/Sources/AnimKit/View.swift", "animview/Sources/CCairo/include/cairo.h", "animview/Package.swift",
            "host/Package.swift", "host/Sources/UIKit/UIKit.swift", "toolchain/bin/swift",
        ])
    func changedInputs(path: String) throws {
        let checkout = try Checkout()
        defer { checkout.scratch.remove() }
        let before = checkout.inputs
        try checkout.touch(path)
        #expect(checkout.inputs != before)
    }

    @Test("a file added or removed under Sources, or a manifest for another Swift version, changes it")
    func addedAndRemoved() throws {
        let checkout = try Checkout()
        defer { checkout.scratch.remove() }
        let before = checkout.inputs
        let added = try checkout.scratch.write("animview/Sources/AnimKit/Layer.swift", "public class Layer {}\n")
        let withFile = checkout.inputs
        #expect(withFile != before)
        try FileManager.default.removeItem(atPath: added)
        #expect(checkout.inputs != withFile)
        _ = try checkout.scratch.write("animview/Package@swift-6.3.swift", "// swift-tools-version:6.3\n")
        #expect(checkout.inputs != before)
        // Another toolchain first on the PATH.
        let other = try checkout.scratch.write("other/bin/swift", "#!/bin/sh\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: other)
        let elsewhere = PlayHostInputs(
            animviewRoot: checkout.root, package: checkout.package, environment: ["PATH": checkout.scratch.path("other/bin")])
        #expect(elsewhere != checkout.inputs)
    }
}

extension PackageBuildingTests.PlayCommandTests {
    @Test("play uses its previewer as built while nothing it is made from changed, and asks swift build when the record differs")
    func previewerUpToDate() async throws {
        try await sharedPlayBuildsReady()
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let file = try scratch.write(
            "Dot.swift",
            "import UIKit\nimport PlaygroundSupport\n\nPlaygroundPage.current.liveView = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))\n"
        )
        let suite = ProcessInfo.processInfo.environment
        let host = try PlayHostPackage(
            cache: PlayProject.cache(environment: suite), animviewRoot: PlayProject.animviewRoot(environment: suite))
        // The file's project in a cache of the test's own, reaching the suite's previewer through a link, as other tests do.
        var environment = suite
        environment["XDG_CACHE_HOME"] = scratch.path("cache")
        try sharePlayHost(into: scratch.path("cache"))
        // swift build writes its build description at each run, up to date or not.
        let description = host.folder.appendingPathComponent(".build/release.yaml").path
        func described() throws -> Date? { try FileManager.default.attributesOfItem(atPath: description)[.modificationDate] as? Date }
        let recorded = try #require(PlayHostInputs(recordedIn: host.inputsFile))
        let before = try described()
        let untouched = try runAnimview(
            ["play", file, "--headless", "--at", "0", "--out", scratch.path("a.png")], environment: environment)
        #expect(untouched.status == 0, "\(untouched.standardError)")
        #expect(try described() == before)
        #expect(PlayHostInputs(recordedIn: host.inputsFile) == recorded)

        try "another build's".write(to: host.inputsFile, atomically: true, encoding: .utf8)
        let checked = try runAnimview(["play", file, "--headless", "--at", "0", "--out", scratch.path("b.png")], environment: environment)
        #expect(checked.status == 0, "\(checked.standardError)")
        #expect(try described() != before)
        #expect(PlayHostInputs(recordedIn: host.inputsFile) == recorded)
        #expect(!checked.standardOutput.contains("building AnimKit"))
    }
}
