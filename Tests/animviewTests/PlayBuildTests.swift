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

    /// A `play` killed outright leaves its build's folder; the next one takes away such leftovers — folders named as
    /// play names them whose process has gone — and nothing else: not a running play's, not a name of another kind.
    @Test func leftoversOfEndedPlaysAreTakenAway() throws {
        let parent = FileManager.default.temporaryDirectory.appendingPathComponent("animview-scratch-test-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: parent) }
        let ended = Process()
        ended.executableURL = URL(fileURLWithPath: "/bin/true")
        try ended.run()
        ended.waitUntilExit()
        let uuid = UUID().uuidString
        let leftover = "animview-\(ended.processIdentifier)-\(uuid)"
        let kept = [
            "animview-\(getpid())-\(uuid)", "animview-\(ended.processIdentifier)-notes", "animview-\(uuid)",
            "mine-\(ended.processIdentifier)-\(uuid)",
        ]
        for name in [leftover] + kept {
            try FileManager.default.createDirectory(
                at: parent.appendingPathComponent(name).appendingPathComponent("TemporaryDirectory.x"), withIntermediateDirectories: true)
        }
        BuildScratchFolders.removeLeftovers(in: parent)
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path).sorted() == kept.sorted())
    }
}

/// A build's link leaves out the libraries the previewer has loaded.
struct PlayLinkTests {
    /// `-lNAME` goes when `libNAME.so` or `libNAME.so.N` is loaded; a static library (`libgcc.a`), one the previewer
    /// lacks, and every word that is not a library stay, in order.
    @Test func librariesThePreviewerHasAreLeftOut() {
        let command = [
            "/usr/bin/ld.lld", "-shared", "-o", "libPlay-2.so", "crti.o", "-L/opt/swift", "build.o", "-lswiftCore", "-lFoundation",
            "-lFoundationNetworking", "-lm", "-lgcc", "--as-needed", "-lgcc_s", "-l", "-lAnimKitPlay", "-lswiftCore", "crtn.o",
        ]
        let loaded: Set<String> = ["libswiftCore.so", "libFoundation.so", "libm.so.6", "libgcc_s.so.1", "libAnimKitPlay.so", "libc.so.6"]
        #expect(
            PlayCompiler.leavingOut(loaded, from: command) == [
                "/usr/bin/ld.lld", "-shared", "-o", "libPlay-2.so", "crti.o", "-L/opt/swift", "build.o", "-lFoundationNetworking",
                "-lgcc", "--as-needed", "-l", "crtn.o",
            ])
        // A name that only begins like a loaded one stays: libswiftCoreExtras is not libswiftCore.
        #expect(PlayCompiler.leavingOut(["libswiftCore.so"], from: ["-lswiftCoreExtras"]) == ["-lswiftCoreExtras"])
        #expect(PlayCompiler.leavingOut([], from: command) == command)
        // The previewer has the unoptimised builds' support library only as the first build's own: it stays.
        #expect(
            PlayCompiler.leavingOut(
                ["libswiftSwiftOnoneSupport.so", "libswiftCore.so"], from: ["-lswiftSwiftOnoneSupport", "-lswiftCore"])
                == ["-lswiftSwiftOnoneSupport"])
    }
}
