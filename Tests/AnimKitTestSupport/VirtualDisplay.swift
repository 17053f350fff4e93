import Foundation

/// An Xvfb display for end-to-end window tests, with xdotool for input and ImageMagick for screenshots.
///
/// Everything it starts it stops. Waits are for conditions (a window mapped, a
/// pixel turning a colour), each with a deadline, never fixed sleeps.
public final class VirtualDisplay {
    public let name: String
    private let server: Process
    /// Where the search for a free display starts; spread by process so parallel test runs do not collide.
    nonisolated(unsafe) private static var nextCandidate = Int(ProcessInfo.processInfo.processIdentifier % 100)
    /// Suites run in parallel: two displays chosen at once must not both take the first free number.
    private static let choosing = NSLock()

    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// Starts Xvfb on a free display (from :100 up), `width × height` pixels.
    public init(width: Int = 1280, height: Int = 800) throws {
        // Never reuse a display number within a run: a server just killed may still hold its socket.
        VirtualDisplay.choosing.lock()
        let candidates = (0..<200).map { 100 + (VirtualDisplay.nextCandidate + $0) % 200 }
        let free = candidates.first(where: { number in
            !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)")
                && !FileManager.default.fileExists(atPath: "/tmp/.X\(number)-lock")
        })
        if let free { VirtualDisplay.nextCandidate = free - 100 + 1 }
        VirtualDisplay.choosing.unlock()
        guard let display = free else { throw Failure(description: "no free X display") }
        name = ":\(display)"
        server = Process()
        server.executableURL = URL(fileURLWithPath: "/usr/bin/Xvfb")
        server.arguments = [name, "-screen", "0", "\(width)x\(height)x24", "-nolisten", "tcp"]
        server.standardOutput = FileHandle.nullDevice
        server.standardError = FileHandle.nullDevice
        do { try server.run() } catch { throw Failure(description: "Xvfb did not start (apt-get install xvfb): \(error)") }
        // Our own server must be the one answering: one that lost the display to another process has exited.
        guard VirtualDisplay.wait(seconds: 10, until: { (try? self.tool("xdotool", ["getmouselocation"])) != nil }), server.isRunning else {
            VirtualDisplay.kill(server)
            throw Failure(description: "Xvfb \(name) did not come up")
        }
    }

    deinit {
        // SIGKILL: children of a test process may inherit a mask that blocks SIGTERM, and Xvfb would linger.
        VirtualDisplay.kill(server)
        let number = name.dropFirst()
        try? FileManager.default.removeItem(atPath: "/tmp/.X\(number)-lock")
        try? FileManager.default.removeItem(atPath: "/tmp/.X11-unix/X\(number)")
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
        let data = output.fileHandleForReading.readDataToEndOfFile()
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
