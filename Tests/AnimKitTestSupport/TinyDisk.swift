import Foundation

/// A real file system that fills up: a tmpfs of a few kilobytes mounted on a scratch folder, for tests of a full disk.
///
/// Mounting needs root (CI runs as root); elsewhere ``canMount`` is false and
/// the tests that need one are skipped, saying so.
public final class TinyDisk: Sendable {
    /// Where the file system is mounted.
    public let url: URL
    private let scratch: ScratchFolder

    /// Whether this machine lets the tests mount a tmpfs (root, and mount(8) present).
    public static let canMount: Bool = {
        guard getuid() == 0, let disk = try? TinyDisk(kilobytes: 16) else { return false }
        disk.unmount()
        return true
    }()

    /// Mounts a tmpfs of `kilobytes` on a new scratch folder.
    public init(kilobytes: Int) throws {
        scratch = try ScratchFolder("animview-tiny-disk")
        url = scratch.url.appendingPathComponent("disk")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
        let mount = Process()
        mount.executableURL = URL(fileURLWithPath: "/bin/mount")
        mount.arguments = ["-t", "tmpfs", "-o", "size=\(kilobytes)k", "animview-test", url.path]
        mount.standardError = FileHandle.nullDevice
        try mount.run()
        mount.waitUntilExit()
        guard mount.terminationStatus == 0 else {
            scratch.remove()
            throw CocoaError(.fileWriteNoPermission)
        }
    }

    /// `name` on the disk.
    public func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    /// The names on the disk (or in `sub`), sorted, hidden ones included.
    public func names(in sub: String = "") -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: sub.isEmpty ? url.path : path(sub))) ?? []).sorted()
    }

    /// Fills the disk with a file of zeros, so that the next write fails.
    public func fill() {
        var stats = statvfs()
        guard statvfs(url.path, &stats) == 0 else { return }
        let free = Int(stats.f_bavail) * Int(stats.f_frsize)
        _ = FileManager.default.createFile(atPath: path(".filler"), contents: Data(count: free))
    }

    /// Unmounts the disk and removes its folder.
    public func unmount() {
        let umount = Process()
        umount.executableURL = URL(fileURLWithPath: "/bin/umount")
        umount.arguments = [url.path]
        try? umount.run()
        umount.waitUntilExit()
        scratch.remove()
    }
}
