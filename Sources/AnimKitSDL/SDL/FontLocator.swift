import AnimKit
internal import CFontconfig
import Foundation

/// Finds font files through fontconfig's C API, falling back to where Debian puts DejaVu.
///
/// The default face is DejaVu Sans from `fonts-dejavu-core`. A family that is
/// not installed — iOS code names Apple's (`HelveticaNeue-Bold`, `Avenir-Heavy`)
/// — is stood in for by the default face in its weight, as a screen should still
/// show; only the default face missing is an error, naming the package to
/// install. The lookup runs in process (no `fc-match` child to wait for), under a
/// lock because the text measurer may ask from any thread, and each answer is kept.
enum FontLocator {
    /// The family used for the system font.
    static let systemFamily = "DejaVu Sans"

    /// Debian's path for the default faces, used when fontconfig finds nothing.
    static let fallbackPaths = [
        "DejaVu Sans": "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
        "DejaVu Sans:bold": "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
    ]

    private struct State {
        var found: [String: String] = [:]
        var initialised = false
    }

    private static let state = Locked(State())

    /// The file for `font`'s family and weight.
    static func path(for font: Font) throws(SDLError) -> String { try face(for: font).path }

    /// The file for `font`'s family and weight, and the family it stands in for when that one is not installed.
    static func face(for font: Font) throws(SDLError) -> (path: String, standsInFor: String?) {
        let family = font.family ?? systemFamily
        if let path = installed(family, bold: font.isBold) { return (path, nil) }
        let pattern = font.isBold ? "\(systemFamily):bold" : systemFamily
        if family != systemFamily, let path = installed(systemFamily, bold: font.isBold) { return (path, family) }
        throw SDLError(
            "FontLocator",
            message: """
                font "\(pattern)" not found; install it (for DejaVu Sans: apt-get install fonts-dejavu-core) \
                or name a font family that fc-list shows
                """)
    }

    /// The file of `family` (its regular face) if installed, else `nil`: for a face text falls back to.
    static func file(of family: String) -> String? { installed(family, bold: false) }

    /// The file of `family` in that weight, if installed.
    private static func installed(_ family: String, bold: Bool) -> String? {
        let pattern = bold ? "\(family):bold" : family
        return state.withLock { state -> String? in
            if let path = state.found[pattern] { return path }
            if let path = fontconfigMatch(pattern, in: &state), FileManager.default.isReadableFile(atPath: path),
                matches(path, family: family)
            {
                state.found[pattern] = path
                return path
            }
            if let path = fallbackPaths[pattern], FileManager.default.isReadableFile(atPath: path) {
                state.found[pattern] = path
                return path
            }
            return nil
        }
    }

    /// fontconfig substitutes some font for any name; only accept a file whose name carries the family asked for.
    private static func matches(_ path: String, family: String) -> Bool {
        let file = (path as NSString).lastPathComponent.lowercased().replacingOccurrences(of: " ", with: "")
        return file.contains(family.lowercased().replacingOccurrences(of: " ", with: ""))
    }

    /// What `fc-match -f %{file} PATTERN` prints, asked of the library.
    private static func fontconfigMatch(_ name: String, in state: inout State) -> String? {
        // fontconfig's own default configuration (nil below), loaded once and owned by the library.
        if !state.initialised { state.initialised = FcInit() != 0 }
        guard state.initialised, let pattern = FcNameParse(name) else { return nil }
        defer { FcPatternDestroy(pattern) }
        FcConfigSubstitute(nil, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let match = FcFontMatch(nil, pattern, &result) else { return nil }
        defer { FcPatternDestroy(match) }
        var file: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(match, FC_FILE, 0, &file) == FcResultMatch, let file else { return nil }
        return String(cString: file)
    }
}
