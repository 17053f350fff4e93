import AnimKit
import Foundation

/// Finds font files through fontconfig (`fc-match`), falling back to where Debian puts DejaVu.
///
/// The default face is DejaVu Sans from `fonts-dejavu-core`. A family that
/// cannot be found is an error that names the package to install.
enum FontLocator {
    /// The family used for the system font.
    static let systemFamily = "DejaVu Sans"

    /// Debian's path for the default faces, used when fontconfig is not installed.
    static let fallbackPaths = [
        "DejaVu Sans": "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
        "DejaVu Sans:bold": "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
    ]

    /// The file for `font`'s family and weight.
    static func path(for font: Font) throws(SDLError) -> String {
        let family = font.familyName ?? systemFamily
        let pattern = font.isBold ? "\(family):bold" : family
        if let path = fontconfigMatch(pattern), FileManager.default.isReadableFile(atPath: path), matches(path, family: family) {
            return path
        }
        if let path = fallbackPaths[pattern], FileManager.default.isReadableFile(atPath: path) { return path }
        throw SDLError("FontLocator", message: """
            font "\(pattern)" not found; install it (for DejaVu Sans: apt-get install fonts-dejavu-core) \
            or name a font family that fc-list shows
            """)
    }

    /// fontconfig substitutes some font for any name; only accept a file whose name carries the family asked for.
    private static func matches(_ path: String, family: String) -> Bool {
        let file = (path as NSString).lastPathComponent.lowercased().replacingOccurrences(of: " ", with: "")
        return file.contains(family.lowercased().replacingOccurrences(of: " ", with: ""))
    }

    private static func fontconfigMatch(_ pattern: String) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/fc-match")
        process.arguments = ["-f", "%{file}", pattern]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        let path = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return path.isEmpty ? nil : path
    }
}
