import Foundation

/// The status a program ends with for each way animview's work can fail, as a shell and sysexits(3) read them.
public enum ExitStatus {
    /// The command line asked for something that cannot be done (EX_USAGE).
    public static let usage: Int32 = 64
    /// An input with an error in it: a scene file that does not parse, a program that does not build (EX_DATAERR).
    public static let dataError: Int32 = 65
    /// An input that cannot be read: a missing file, a folder where a file belongs (EX_NOINPUT).
    public static let noInput: Int32 = 66
    /// A needed service is missing: no display, no font, no ffmpeg (EX_UNAVAILABLE).
    public static let unavailable: Int32 = 69
    /// A program that ran went wrong (EX_SOFTWARE).
    public static let software: Int32 = 70
    /// The system refused a resource: too few open files (EX_OSERR).
    public static let osError: Int32 = 71
    /// An output path was refused before anything was written (EX_CANTCREAT).
    public static let cannotCreate: Int32 = 73
    /// Writing failed part-way: a full disk, an I/O error (EX_IOERR).
    public static let ioError: Int32 = 74
    /// Busy for now: try again later (EX_TEMPFAIL).
    public static let tryAgain: Int32 = 75
    /// A program stopped at its time limit, as timeout(1) ends.
    public static let timedOut: Int32 = 124
    /// A previewer whose window stopped answering — the program held its main thread (a display link or a timer that
    /// loops forever) — and that stopped itself; `animview play` opens the window again on the build before.
    public static let stalled: Int32 = 125

    /// 128 + the signal, as a shell reports a program a signal stopped (130 for Ctrl-C).
    public static func stopped(by signal: Int32) -> Int32 { 128 + signal }

    /// The status for `error`: a stop signal, an output path, SDL, a film, a `--headless` request; 1 for anything else.
    public static func of(_ error: any Error) -> Int32 {
        switch error {
        case let stopped as Interrupted: Self.stopped(by: stopped.signal)
        case let output as OutputError: output.exitStatus
        case is SDLError: unavailable
        case let export as ExportError: export.exitStatus
        case is HeadlessPreviewError: usage
        default: 1
        }
    }

    /// The status for how a window ended: 0 when closed, else that of the signal or the failure.
    public static func of(_ ending: WindowHost.Ending) -> Int32 {
        switch ending {
        case .closed: 0
        case .signal(let number): stopped(by: number)
        case .failed(let status, _): status
        }
    }
}
