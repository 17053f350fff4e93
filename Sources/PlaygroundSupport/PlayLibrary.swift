import Foundation

/// A build of the user's files as `animview play` makes it: a shared library whose entry point runs their top-level code.
///
/// Each build is a library of its own (a new path), loaded beside the last and never unloaded: Swift's runtime keeps
/// what a library registered (types, conformances) for the life of the process. Its symbols stay local to it, so two
/// builds of the same code never bind to each other's.
///
/// A build's top-level code runs again for each literal edit and drag step. It initialises its globals rather than
/// assigning them, so before it runs again the values they hold are taken out (the reader's
/// `animview_play_take_globals`) and let go once the run has given them new ones: a run leaves nothing of the run
/// before it alive that only its globals held.
@MainActor
struct PlayLibrary {
    /// The C name the compiler gives the top-level code's function (`swiftc -entry-point-function-name`).
    static let entryPoint = "animview_play_main"
    /// The C name of the function that moves the top-level code's globals out, when it declares any.
    static let takeGlobals = "animview_play_take_globals"

    private typealias Entry = @convention(c) (Int32, UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32
    private typealias Take = @convention(c) () -> Int

    let path: String
    private let entry: Entry
    private let take: Take?
    /// The libraries whose top-level code has run in this process (a library is loaded once, however often it is opened).
    private static var ran: Set<String> = []

    /// Loads the library at `path`; says why it cannot be loaded (a missing symbol, a file that is not a library …).
    init(path: String) throws(PlayHostError) {
        self.path = path
        guard let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL) else {
            throw PlayHostError("the build could not be loaded: \(dlerror().map { String(cString: $0) } ?? "no reason given")")
        }
        guard let symbol = dlsym(handle, Self.entryPoint) else {
            throw PlayHostError("the build has no top-level code to run (\(Self.entryPoint) is missing)")
        }
        entry = unsafeBitCast(symbol, to: Entry.self)
        take = dlsym(handle, Self.takeGlobals).map { unsafeBitCast($0, to: Take.self) }
    }

    /// Runs the top-level code, with the process's own command line as its `CommandLine.arguments`; a run again first
    /// takes what the last run's globals hold, and lets it go after.
    func runTopLevelCode() {
        let taken = Self.ran.contains(path) ? take.flatMap { UnsafeMutableRawPointer(bitPattern: $0()) } : nil
        Self.ran.insert(path)
        _ = entry(CommandLine.argc, CommandLine.unsafeArgv)
        if let taken { Unmanaged<AnyObject>.fromOpaque(taken).release() }
    }
}

/// Why the previewer could not load or show a build, in a sentence.
struct PlayHostError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}

/// Stops the process when the main thread does not come back: top-level code running past its bound, or, once the
/// window is open, a main loop held longer than ``mainLoopLimit`` (a display link, timer or tap handler that loops
/// forever). Both run on the main thread, which nothing else can take back.
///
/// The process ends with status 124 (top-level code) or 125 (the window) after saying so; `animview play` opens the
/// window again on the last good build at the playhead's time.
final class TopLevelCodeWatchdog: @unchecked Sendable {
    private let lock = NSLock()
    private var deadline: TimeInterval?
    private var name = ""
    private var status: Int32 = 124
    /// While the window runs: how long its main loop may stay away, and what is said when it does.
    private var loop: (limit: TimeInterval, overdue: String)?

    /// How long the window's main loop may be held before the previewer stops itself (a frame of a long export or a
    /// slow drawing comes back well within it).
    static let mainLoopLimit: TimeInterval = 5

    /// Starts the watch on its own thread.
    init() {
        Thread.detachNewThread { [self] in
            while true {
                usleep(50_000)
                let overdue = lock.withLock { deadline.map { ProcessInfo.processInfo.systemUptime > $0 } ?? false }
                guard overdue else { continue }
                let (said, code) = lock.withLock { (name, status) }
                FileHandle.standardError.write(Data("animview: \(said)\n".utf8))
                _exit(code)
            }
        }
    }

    /// Runs `body`, ending the process if it takes longer than `seconds`; `overdue` is what is said then.
    func guarding(seconds: TimeInterval, overdue: String, _ body: () -> Void) {
        lock.withLock {
            deadline = ProcessInfo.processInfo.systemUptime + seconds
            (name, status) = (overdue, 124)
        }
        body()
        beat()
    }

    /// From now on the main loop must come round (``beat()``) at least every `seconds`; `overdue` is what is said when
    /// it does not.
    func watchMainLoop(seconds: TimeInterval, overdue: String) {
        lock.withLock { loop = (seconds, overdue) }
        beat()
    }

    /// The main loop came round: the watch on it starts again (none before ``watchMainLoop(seconds:overdue:)``).
    func beat() {
        lock.withLock {
            guard let loop else { return deadline = nil }
            deadline = ProcessInfo.processInfo.systemUptime + loop.limit
            (name, status) = (loop.overdue, 125)
        }
    }
}
