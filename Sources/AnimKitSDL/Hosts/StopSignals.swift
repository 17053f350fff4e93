import AnimKit
import Foundation
import Synchronization

/// SIGINT, SIGTERM, SIGHUP and SIGQUIT, turned into a request to stop that long jobs check once per frame.
///
/// SDL's own handlers are switched off (`SDLSession` sets
/// `SDL_HINT_NO_SIGNAL_HANDLERS`): they turn these signals into `SDL_QUIT` events,
/// which a headless loop never reads; and SIGQUIT (Ctrl-\) would otherwise wake
/// Swift's crash reporter and print a backtrace. Here a handler of its own records
/// the signal in an atomic, so a render stops between two frames, removes its partial
/// file, keeps what it finished and exits with 128 + the signal's number, as a shell expects.
///
/// A handler, not the signal ignored with a Dispatch source watching: a signal that
/// came before Dispatch had registered its source (it does so later, on its own
/// queue) was lost, and an ignored signal stays ignored in every program animview
/// starts (`play`'s build and program), while a handled one is reset by `exec`.
public enum StopSignals {
    /// The signals that ask animview to stop.
    public static let handled: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

    private static let received = Atomic<Int32>(0)
    private static let installation = Locked(false)

    /// Starts listening (once per process; later calls add nothing), on the thread that calls it: the main thread.
    public static func install() {
        installation.withLock { installed in
            guard !installed else { return }
            // Made before any signal can come: the handler must not be the first to touch it.
            _ = received.load(ordering: .relaxed)
            for number in handled {
                var action = sigaction()
                action.__sigaction_handler.sa_handler = { number in
                    // Only an atomic store: what a signal handler may do.
                    StopSignals.received.store(number, ordering: .sequentiallyConsistent)
                }
                sigemptyset(&action.sa_mask)
                action.sa_flags = SA_RESTART
                sigaction(number, &action, nil)
            }
            // A program started from a thread that blocks signals (a Dispatch worker does) inherits the block, and a
            // blocked signal never reaches the handler: let this thread take them.
            var set = sigset_t()
            sigemptyset(&set)
            for number in handled { sigaddset(&set, number) }
            pthread_sigmask(SIG_UNBLOCK, &set, nil)
            installed = true
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
