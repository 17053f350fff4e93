import ArgumentParser
import Foundation

/// An output format given by `--format` or, without it, by the extension of `--out`.
///
/// `render --out dance.mp4` means an MP4 and `plot --out k.svg` an SVG; a `--format`
/// the file's name contradicts (`--format gif --out x.mp4`) is refused rather than
/// writing one format under another's name.
protocol FileFormat: RawRepresentable<String>, CaseIterable, ExpressibleByArgument {
    /// Other extensions a file of this format may carry (an animated PNG ends in `.png`).
    var otherExtensions: [String] { get }
}

extension FileFormat {
    var otherExtensions: [String] { [] }

    /// The format `path`'s extension names, if it names one.
    init?(namedBy path: String) {
        self.init(rawValue: (path as NSString).pathExtension.lowercased())
    }

    /// The format asked for, else the one `out`'s name ends in, else `fallback`.
    static func resolved(_ asked: Self?, out: String, fallback: Self) -> Self {
        asked ?? Self(namedBy: out) ?? fallback
    }

    /// Refuses a `--format` that `out`'s extension contradicts.
    static func check(_ asked: Self?, out: String) throws {
        guard let asked, let named = Self(namedBy: out), named != asked else { return }
        let suffix = (out as NSString).pathExtension
        guard !asked.otherExtensions.contains(suffix.lowercased()) else { return }
        throw ValidationError(
            "--out \(out) names a .\(suffix) file, but --format is \(asked.rawValue): give a .\(asked.rawValue) name, or leave --format out."
        )
    }
}
