import Foundation

/// An output format given by `--format` or, without it, by the extension of `--out`.
///
/// `render --out dance.mp4` means an MP4 and `plot --out k.svg` an SVG; a `--format`
/// the file's name contradicts (`--format gif --out x.mp4`) is refused rather than
/// writing one format under another's name.
package protocol FileFormat: RawRepresentable<String>, CaseIterable {
    /// Other extensions a file of this format may carry (an animated PNG ends in `.png`).
    var otherExtensions: [String] { get }
}

extension FileFormat {
    package var otherExtensions: [String] { [] }

    /// The format `path`'s extension names, if it names one (its own, else one of its ``otherExtensions``).
    package init?(namedBy path: String) {
        let suffix = (path as NSString).pathExtension.lowercased()
        guard let format = Self(rawValue: suffix) ?? Self.allCases.first(where: { $0.otherExtensions.contains(suffix) }) else {
            return nil
        }
        self = format
    }

    /// The format asked for, else the one `out`'s name ends in, else `fallback`.
    package static func resolved(_ asked: Self?, out: String, fallback: Self) -> Self {
        asked ?? Self(namedBy: out) ?? fallback
    }

    /// Why `asked` cannot be written to `out`, when `out`'s extension names another format; `nil` when it can.
    package static func contradiction(_ asked: Self?, out: String) -> String? {
        guard let asked, let named = Self(namedBy: out), named != asked else { return nil }
        let suffix = (out as NSString).pathExtension
        guard !asked.otherExtensions.contains(suffix.lowercased()) else { return nil }
        return
            "--out \(out) names a .\(suffix) file, but --format is \(asked.rawValue): give a .\(asked.rawValue) name, or leave --format out."
    }
}

/// What a headless render writes: one PNG (or a folder of them), or a film through ffmpeg.
package enum OutputFormat: String, FileFormat, Sendable {
    /// `motion` is a recording of the scene's motion (`.jsonl`): its animators, then its frames as numbers.
    case png, gif, apng, mp4, webm, motion

    /// The film format, for everything but PNG and a motion recording.
    package var film: VideoExport.Format? { VideoExport.Format(rawValue: rawValue) }

    package var otherExtensions: [String] {
        switch self {
        case .apng: ["png"]
        case .motion: ["jsonl"]
        default: []
        }
    }
}
