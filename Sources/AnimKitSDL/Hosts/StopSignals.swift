import AnimKit
import Foundation
import Synchronization

/// SIGINT, SIGTERM, SIGHUP and SIGQUIT, turned into a request to stop that long jobs check once per frame.
///
/// SDL's own handlers are switched off (`SDLSession` sets
/// `SDL_HINT_NO_SIGNAL_HANDLERS`): they turn these signals into `SDL_QUIT` events,
/// which a headless loop never reads; and SIGQUIT (Ctrl-\) would otherwise wake
/// Swift's crash reporter and print a backtrace. Here the default action is ignored and a
/// Dispatch signal source records the signal instead, so a render stops between
/// two frames, removes its partial file, keeps what it finished and exits with
/// 128 + the signal's number, as a shell expects.
public enum StopSignals {
    /// The signals that ask animview to stop.
    public static let handled: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

    private static let received = Atomic<Int32>(0)
    private static let installation = Locked<[any DispatchSourceSignal]>([])

    /// Starts listening (once per process; later calls add nothing).
    public static func install() {
        installation.withLock { sources in
            guard sources.isEmpty else { return }
            for number in handled {
                signal(number, SIG_IGN)
                let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
                source.setEventHandler {
                    received.store(number, ordering: .sequentiallyConsistent)
                }
                source.resume()
                sources.append(source)
            }
        }
    }

    /// The signal that asked to stop, if one has arrived.
    public static var pending: Int32? {
        let number = received.load(ordering: .sequentiallyConsistent)
        return number == 0 ? nil : number
    }

    /// The exit status a shell gives a process stopped by `signal` (130 for SIGINT, 143 for SIGTERM, 129 for SIGHUP, 131 for SIGQUIT).
    public static func exitStatus(for signal: Int32) -> Int32 { 128 + signal }

    /// The signal's name, as people write it.
    public static func name(of signal: Int32) -> String {
        switch signal {
        case SIGINT: "SIGINT"
        case SIGTERM: "SIGTERM"
        case SIGHUP: "SIGHUP"
        case SIGQUIT: "SIGQUIT"
        default: "signal \(signal)"
        }
    }
}

/// A long job that stopped because a signal asked it to.
public struct Interrupted: Error, CustomStringConvertible, Sendable {
    /// The signal.
    public let signal: Int32
    /// What had been done when it stopped, e.g. "wrote 12 of 100 frames to out".
    public let progress: String

    /// Creates the error.
    public init(signal: Int32, progress: String) {
        self.signal = signal
        self.progress = progress
    }

    public var description: String { "stopped by \(StopSignals.name(of: signal)); \(progress)" }
}
