import AnimKitTestSupport
import Foundation
import PlayWire

@testable import animview

extension PackageBuildingTests.PlayCommandTests {
    /// `animview play files` on a display of its own, with the scratch cache, writing what it says to `log`.
    func startPlay(_ files: [String], scratch: ScratchFolder, log: String) throws -> (VirtualDisplay, Process, text: () -> String) {
        let display = try VirtualDisplay()
        var environment = display.environment
        environment["XDG_CACHE_HOME"] = scratch.path("cache")
        let log = scratch.path(log)
        _ = FileManager.default.createFile(atPath: log, contents: nil)
        let play = Process()
        play.executableURL = animviewExecutable()
        play.arguments = ["play"] + files
        play.environment = environment
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: log))
        play.standardOutput = handle
        play.standardError = handle
        try play.run()
        return (display, play, { (try? String(contentsOfFile: log, encoding: .utf8)) ?? "" })
    }

    /// What play's window on `file` last wrote of its state (``PreviewerState``), read from the scratch cache.
    func windowState(of file: String, in scratch: ScratchFolder) -> () -> PreviewerState? {
        let folder = scratch.path("cache/animview/play/\(PlayProject.key(for: [URL(fileURLWithPath: file)]))")
        return {
            (try? Data(contentsOf: URL(fileURLWithPath: folder + "/window-state.json")))
                .flatMap { try? JSONDecoder().decode(PreviewerState.self, from: $0) }
        }
    }
}
