import AnimKit
import Foundation

/// An Xvfb display for end-to-end window tests, with xdotool for input and ImageMagick for screenshots.
///
/// Everything it starts it stops. Waits are for conditions (a window mapped, a
/// pixel turning a colour), each with a deadline, never fixed sleeps.
public final class VirtualDisplay {
    public let name: String
    private let server: Process

    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// Starts Xvfb on a display number it picks itself, `width × height` pixels, and waits until it answers.
    ///
    /// Xvfb's `-displayfd` claims the first free number atomically and writes it back once it listens, so
    /// test suites in parallel, or two test processes at once, can never be handed the same display. It writes it
    /// before it has made its keyboard (with `xkbcomp`, a process of its own): a server that dies there — on a loaded
    /// machine a window test's program once found "nothing answers" at the number — is replaced by another, twice at
    /// most.
    public init(width: Int = 1280, height: Int = 800) throws {
        var attempts = 0
        while true {
            attempts += 1
            let (server, number) = try Self.startServer(width: width, height: height)
            if Self.answers(server, display: ":\(number)") || attempts == 3 {
                (self.server, name) = (server, ":\(number)")
                return
            }
            Self.kill(server)
        }
    }

    /// Xvfb started, with the display number it took.
    private static func startServer(width: Int, height: Int) throws -> (Process, Int) {
        let server = Process()
        server.executableURL = URL(fileURLWithPath: "/usr/bin/Xvfb")
        server.arguments = ["-displayfd", "1", "-screen", "0", "\(width)x\(height)x24", "-nolisten", "tcp"]
        let announced = Pipe()
        server.standardOutput = announced
        server.standardError = FileHandle.nullDevice
        do { try server.run() } catch { throw Failure(description: "Xvfb did not start (apt-get install xvfb): \(error)") }
        guard let number = readLine(from: announced.fileHandleForReading, seconds: 10).flatMap(Int.init) else {
            kill(server)
            throw Failure(description: "Xvfb did not say which display it took within 10 s")
        }
        return (server, number)
    }

    /// Whether a client can open `display` (xdotool asks for its geometry) while `server` runs, within 10 s.
    private static func answers(_ server: Process, display: String) -> Bool {
        wait(seconds: 10) {
            guard server.isRunning else { return true }
            let probe = Process()
            probe.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
            probe.arguments = ["5", "xdotool", "getdisplaygeometry"]
            probe.environment = ["DISPLAY": display, "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"]
            probe.standardOutput = FileHandle.nullDevice
            probe.standardError = FileHandle.nullDevice
            guard (try? probe.run()) != nil else { return false }
            probe.waitUntilExit()
            return probe.terminationStatus == 0
        } && server.isRunning
    }

    /// The first line written to `handle`, waiting at most `seconds`; nil if none came.
    private static func readLine(from handle: FileHandle, seconds: Double) -> String? {
        var line: [UInt8] = []
        let deadline = Date().addingTimeInterval(seconds)
        var poller = pollfd(fd: handle.fileDescriptor, events: Int16(POLLIN), revents: 0)
        while Date() < deadline {
            guard poll(&poller, 1, 100) >= 0 else { return nil }
            guard poller.revents != 0 else { continue }
            var byte: UInt8 = 0
            guard read(handle.fileDescriptor, &byte, 1) == 1 else { return nil }
            if byte == UInt8(ascii: "\n") { return String(decoding: line, as: UTF8.self) }
            line.append(byte)
        }
        return nil
    }

    deinit {
        // Killed, and its lock and socket left where they are: a later Xvfb takes a number whose lock names a dead
        // server, and replaces its socket. Removing them ourselves raced with the next test's server — after the kill,
        // its fresh socket could be the one removed; before it, while this server still held the number's abstract
        // socket, a window of the next server's could reach this dying one — either way "nothing answers at DISPLAY".
        // SIGKILL: children of a test process may inherit a mask that blocks SIGTERM, and Xvfb would linger.
        VirtualDisplay.kill(server)
    }

    /// Stops `process` for certain (SIGKILL) and waits for it.
    public static func kill(_ process: Process) {
        guard process.isRunning else { return }
        Glibc.kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    /// The environment for a program on this display.
    public var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = name
        environment["WAYLAND_DISPLAY"] = nil
        return environment
    }

    /// Runs `tool` with `arguments` on this display and returns its output; throws if it fails or takes over 10 s.
    @discardableResult
    public func tool(_ tool: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
        process.arguments = ["10", tool] + arguments
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readAllRetryingInterrupts()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw Failure(description: "\(tool) \(arguments.joined(separator: " ")) failed") }
        return String(decoding: data, as: UTF8.self)
    }

    /// The top-left corner, in screen pixels, of the first visible window whose name contains `name`.
    public func windowOrigin(named name: String) throws -> (x: Int, y: Int) {
        let id = try tool("xdotool", ["search", "--onlyvisible", "--name", name]).split(separator: "\n").first.map(String.init) ?? ""
        let geometry = try tool("xdotool", ["getwindowgeometry", "--shell", id])
        var x = 0, y = 0
        for line in geometry.split(separator: "\n") {
            if line.hasPrefix("X=") { x = Int(line.dropFirst(2)) ?? 0 }
            if line.hasPrefix("Y=") { y = Int(line.dropFirst(2)) ?? 0 }
        }
        return (x, y)
    }

    /// The colour of the screen pixel at (`x`, `y`) now, as 8-bit RGB.
    public func pixel(x: Int, y: Int) throws -> [Int] {
        let shot = FileManager.default.temporaryDirectory.appendingPathComponent("animview-shot-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: shot) }
        try tool("import", ["-window", "root", shot.path])
        let text = try tool(
            "convert",
            [
                shot.path, "-format",
                "%[fx:int(255*p{\(x),\(y)}.r+0.5)],%[fx:int(255*p{\(x),\(y)}.g+0.5)],%[fx:int(255*p{\(x),\(y)}.b+0.5)]", "info:",
            ])
        return text.split(separator: ",").compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    }

    /// Polls `condition` until it holds or `seconds` pass; returns whether it held.
    public static func wait(seconds: Double, until condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition() { return true }
            Thread.sleep(forTimeInterval: 0.1)
        }
        return condition()
    }
}
