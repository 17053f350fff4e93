import Foundation

/// What a film will take before it is drawn: the memory ffmpeg needs and the disk the file needs, each an estimate,
/// checked against what the machine has, so that a film that cannot fit is refused in a sentence instead of
/// running for minutes and failing (or swapping the machine to a halt).
public struct FilmCost: Sendable, Equatable {
    /// Bytes of memory ffmpeg holds at its peak: a GIF keeps every frame until its palette is made; the others stream.
    public let memory: Int
    /// Bytes the file is likely to take, from what animview's busiest demo scene took per pixel and frame.
    public let disk: Int

    /// The cost of `frames` frames of `width × height` pixels as `format`.
    public init(format: VideoExport.Format, width: Int, height: Int, frames: Int) {
        let pixels = Double(width) * Double(height) * Double(frames)
        // RGBA frames buffered between ffmpeg's split and paletteuse until palettegen has seen the last.
        memory = format == .gif ? Int(Swift.min(pixels * 4, Double(Int.max / 2))) : 0
        // Measured on the spin scene (3 600 frames of 800 × 500, everything moving): bytes per pixel and frame.
        let perPixel: Double =
            switch format {
            case .gif: 0.05
            case .apng: 0.07
            case .mp4: 0.007
            case .webm: 0.006
            }
        disk = Int(Swift.min(pixels * perPixel, Double(Int.max / 2)))
    }

    /// Throws when the film cannot fit in `availableMemory` or `freeDisk` bytes, saying the estimate and what to do instead.
    public func check(availableMemory: Int?, freeDisk: Int?, describing film: String) throws(ExportError) {
        if let availableMemory, memory > availableMemory {
            throw ExportError(
                "\(film) needs about \(Self.format(memory)) of memory while ffmpeg builds its palette, and \(Self.format(availableMemory)) is available; "
                    + "make it shorter (--from, --to), slower (--fps) or smaller (--size), or an MP4 or WebM (they stream), or give --force to try anyway",
                exitStatus: ExitStatus.cannotCreate)
        }
        if let freeDisk, disk > freeDisk {
            throw ExportError(
                "\(film) would take about \(Self.format(disk)) and the disk has \(Self.format(freeDisk)) free; "
                    + "make it shorter, slower or smaller, free some space, or give --force to try anyway",
                exitStatus: ExitStatus.cannotCreate)
        }
    }

    /// Memory the system can give without swapping (`MemAvailable`), if it says.
    public static var availableMemory: Int? {
        guard let text = try? String(contentsOfFile: "/proc/meminfo", encoding: .utf8),
            let line = text.split(separator: "\n").first(where: { $0.hasPrefix("MemAvailable:") }),
            let kilobytes = line.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
        else { return nil }
        return kilobytes * 1024
    }

    /// Bytes free to an ordinary user in the folder that holds `file`.
    public static func freeDisk(beside file: URL) -> Int? {
        var stats = statvfs()
        guard statvfs(file.deletingLastPathComponent().path, &stats) == 0 else { return nil }
        return Int(stats.f_bavail) * Int(stats.f_frsize)
    }

    /// "96 GB", "340 MB", "12 kB": decimal units, as disks are sold.
    static func format(_ bytes: Int) -> String {
        bytes == 0 ? "0 bytes" : ByteCountFormatter.string(fromByteCount: Int64(bytes), countStyle: .file)
    }
}
