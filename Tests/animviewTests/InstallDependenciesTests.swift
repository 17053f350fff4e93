import AnimKitTestSupport
import Foundation
import Testing

/// `scripts/install-dependencies` on a machine that is not ready: one sentence saying what to do, and status 1,
/// before anything is installed.
@Suite("scripts/install-dependencies on a machine that is not ready")
struct InstallDependenciesTests {
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "../../scripts/install-dependencies"
    ).standardizedFileURL

    /// Runs the script with only `folder` (and the system's own tools) on the PATH.
    func run(with folder: URL) throws -> AnimviewRun {
        try runProgram(URL(fileURLWithPath: "/bin/bash"), [Self.script.path], environment: ["PATH": folder.path + ":/usr/bin:/bin"])
    }

    @Test("no swift on the PATH, or a Swift older than 6.2: the sentence names what to install")
    func swiftMissingOrOld() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let missing = try run(with: scratch.url)
        #expect(missing.status == 1)
        #expect(missing.standardError.contains("swift is not on PATH; install the Swift 6.2 toolchain"), "\(missing.standardError)")
        let fake = try scratch.write("swift", "#!/bin/sh\necho 'Swift version 5.10 (swift-5.10-RELEASE)'\n")
        #expect(chmod(fake, 0o755) == 0)
        let old = try run(with: scratch.url)
        #expect(old.status == 1)
        #expect(old.standardError.contains("this is Swift 5.10; animview needs Swift 6.2 or later"), "\(old.standardError)")
    }
}
