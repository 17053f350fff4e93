import AnimKitSDL
import ArgumentParser
import Foundation

/// What every command that writes files or runs for long shares: checked outputs, signals, and one exit status per kind of failure.
enum LongJob {
    /// Checks an output file before any work; status 73 (cannot create output) with the reason otherwise.
    static func outputFile(_ path: String) throws -> OutputFile {
        do { return try OutputFile(path) } catch { throw failure("\(error)", code: ExitStatus.cannotCreate) }
    }

    /// Checks a frames folder before any work; status 73 with the reason otherwise.
    static func framesFolder(_ path: String, reuse: Bool) throws -> FramesFolder {
        do { return try FramesFolder(path, allowingEarlierFrames: reuse) } catch {
            throw failure("\(error)", code: ExitStatus.cannotCreate)
        }
    }

    /// Runs `work` with stop signals honoured; a stop ends with 128 + the signal, an output error with 73 (refused) or 74 (failed
    /// part-way), an SDL failure with 69.
    static func run(_ work: () throws -> Void) throws {
        StopSignals.install()
        do {
            try work()
        } catch let stopped as Interrupted {
            throw failure("\(stopped)", code: StopSignals.exitStatus(for: stopped.signal))
        } catch let error as OutputError {
            throw failure("\(error)", code: error.exitStatus)
        } catch let error as SDLError {
            throw failure("\(error)", code: ExitStatus.unavailable)
        } catch let error as StandardOutputError {
            throw failure("\(error)", code: ExitStatus.ioError)
        } catch let error where SystemError.sentence(for: error) != nil {
            throw failure(SystemError.sentence(for: error) ?? "\(error)", code: ExitStatus.ioError)
        }
    }

    /// Throws ``Interrupted`` if a stop signal has arrived; `progress` says what was done by then.
    static func checkForStop(_ progress: @autoclosure () -> String) throws {
        if let signal = StopSignals.pending { throw Interrupted(signal: signal, progress: progress()) }
    }
}

/// How a window's end becomes the command's exit: 0 when closed, 128 + the signal when a signal stopped it, the failure's own status
/// (74 for a trace or frame log the disk could not take, 69 for a frame that could not be drawn) when something it needs failed.
enum WindowEnding {
    static func exit(_ ending: WindowHost.Ending) throws {
        switch ending {
        case .closed: return
        case .signal(let number):
            throw failure("stopped by \(StopSignals.name(of: number)); the window closed", code: StopSignals.exitStatus(for: number))
        case .failed(let status, let reason):
            throw failure("\(reason); the window closed", code: status)
        }
    }
}
