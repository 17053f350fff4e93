import AnimKitSDL
import Foundation

/// A limit on reaching the display: an X server that accepts the connection but never answers would block SDL for good.
///
/// Only the connection is timed, never the scene's preparation after it: a big scene
/// measured and checkpointed on a busy machine may take longer than the limit.
/// While `open` runs, a watcher on another queue checks ten times a second. After
/// ``limit`` seconds it prints the no-display sentence and ends the process with 69;
/// if a stop signal arrives first it ends with 128 + the signal. Ending the whole
/// process is the only way out of a C call that does not return, which is why this
/// lives in the command, not in the library.
enum OpenWindowDeadline {
    /// Seconds a display has to answer.
    static let limit: TimeInterval = 5

    /// Connects to the display within ``limit`` seconds, so that the window opened after it cannot block.
    @MainActor static func connect() throws {
        do {
            try guarding { try WindowHost.startWindowVideo() }
        } catch {
            throw failure("\(error)", code: ExitStatus.unavailable)
        }
    }

    private static func guarding<Result>(_ open: () throws -> Result) rethrows -> Result {
        let started = DispatchTime.now()
        let display = ProcessInfo.processInfo.environment["DISPLAY"] ?? ProcessInfo.processInfo.environment["WAYLAND_DISPLAY"] ?? ""
        let watcher = DispatchSource.makeTimerSource(queue: .global())
        watcher.schedule(deadline: .now() + 0.1, repeating: 0.1)
        watcher.setEventHandler {
            if let signal = StopSignals.pending {
                FileHandle.standardError.write(Data("animview: stopped by \(StopSignals.name(of: signal)) while opening the window\n".utf8))
                _exit(StopSignals.exitStatus(for: signal))
            }
            guard Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e9 >= limit else { return }
            FileHandle.standardError.write(
                Data(
                    """
                    animview: there is no display to open a window on (the display \(display) did not answer within \(Int(limit)) s); \
                    run it in a desktop session or under Xvfb (xvfb-run -a animview demo), or render frames to PNG files with --headless\n
                    """.utf8))
            _exit(ExitStatus.unavailable)
        }
        watcher.resume()
        defer { watcher.cancel() }
        return try open()
    }
}
