import Foundation
import Testing

@testable import animview

/// The build steps `play` runs leave nothing behind in the temporary folder.
struct PlayBuildTests {
    /// swift's driver and swift build leave empty `TemporaryDirectory.*` folders in `$TMPDIR`: each step gets one of its
    /// own, which is gone, with what the step left in it, when the step ends.
    @Test func eachStepHasATemporaryFolderOfItsOwnRemovedAfterIt() throws {
        let script = "mkdir \"$TMPDIR/TemporaryDirectory.left\" && echo \"$TMPDIR\""
        let first = try PlayBuild.run("a step", arguments: ["sh", "-c", script], grace: 1)
        let second = try PlayBuild.run("a step", arguments: ["sh", "-c", script], grace: 1)
        #expect(first.succeeded && second.succeeded, "\(first.output) \(second.output)")
        let folders = [first, second].compactMap { $0.output.last }
        #expect(folders.count == 2 && folders[0] != folders[1])
        for folder in folders {
            #expect(
                URL(fileURLWithPath: folder).deletingLastPathComponent().standardized == FileManager.default.temporaryDirectory.standardized
            )
            #expect(!FileManager.default.fileExists(atPath: folder))
        }
    }
}
