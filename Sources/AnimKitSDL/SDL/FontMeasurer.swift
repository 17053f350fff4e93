import AnimKit
internal import CSDL2
internal import CSDL2TTF
import Foundation

/// Measures label text with the real fonts, so `Label.sizeToFit()` matches what is drawn.
///
/// Text measurement is the process's font system, as it is in UIKit: there is one
/// measurer, installed as `Label.textMeasurer` once by the first host (``install()``),
/// and its fonts are opened once for the process. They are guarded by a lock,
/// because a measurer may be asked from any thread; a font that cannot be found
/// falls back to the estimate.
package final class FontMeasurer: TextMeasurer, @unchecked Sendable {
    private static let shared = FontMeasurer()

    /// Makes labels measure with the real fonts; later calls change nothing.
    @MainActor
    package static func install() {
        if !(Label.textMeasurer is FontMeasurer) { Label.textMeasurer = shared }
    }

    private let lock = NSLock()
    private var fonts: [Font: OpaquePointer] = [:]
    private let estimate = EstimatingTextMeasurer()
    /// The colour emoji face (`nil` when it is not installed), and whether it was looked for.
    private var emoji: OpaquePointer?, lookedForEmoji = false

    package func size(of text: String, in font: Font) -> CGSize {
        lock.withLock {
            guard let handle = open(font) else { return estimate.size(of: text, in: font) }
            var widest: Int32 = 0
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            for line in lines { widest = Swift.max(widest, width(of: line, in: handle)) }
            return CGSize(width: CGFloat(widest), height: CGFloat(TTF_FontLineSkip(handle)) * CGFloat(Swift.max(lines.count, 1)))
        }
    }

    package func ascender(of font: Font) -> CGFloat {
        lock.withLock { open(font).map { CGFloat(TTF_FontAscent($0)) } ?? estimate.ascender(of: font) }
    }

    package func lineHeight(of font: Font) -> CGFloat {
        lock.withLock { open(font).map { CGFloat(TTF_FontLineSkip($0)) } ?? estimate.lineHeight(of: font) }
    }

    /// A line's width as the text renderer lays it out: runs of the font's own glyphs as SDL_ttf measures them, and
    /// each emoji the font lacks at the colour emoji face's advance, scaled to the font's line height.
    private func width(of line: Substring, in handle: OpaquePointer) -> Int32 {
        func measured(_ run: String) -> Int32 {
            var width: Int32 = 0, height: Int32 = 0
            TTF_SizeUTF8(handle, run, &width, &height)
            return width
        }
        let emoji = emojiFace()
        let faces = EmojiFallback.faces(
            of: line, own: { TTF_GlyphIsProvided32(handle, $0) != 0 }, emoji: emoji.map { face in { TTF_GlyphIsProvided32(face, $0) != 0 } }
        )
        guard let emoji, let faces, faces.contains(where: { $0 != .own }) else { return measured(String(line)) }
        let scale = CGFloat(TTF_FontHeight(handle)) / CGFloat(Swift.max(TTF_FontHeight(emoji), 1))
        var width: Int32 = 0, run = String.UnicodeScalarView()
        for (scalar, face) in zip(line.unicodeScalars, faces) {
            switch face {
            case .own: run.append(scalar)
            case .none: continue
            case .emoji:
                width += measured(String(run))
                run.removeAll()
                var minX: Int32 = 0, maxX: Int32 = 0, minY: Int32 = 0, maxY: Int32 = 0, advance: Int32 = 0
                TTF_GlyphMetrics32(emoji, scalar.value, &minX, &maxX, &minY, &maxY, &advance)
                width += Int32((CGFloat(advance) * scale).rounded())
            }
        }
        return width + measured(String(run))
    }

    /// The colour emoji face at its first strike, opened once; `nil` when it is not installed.
    private func emojiFace() -> OpaquePointer? {
        guard !lookedForEmoji else { return emoji }
        lookedForEmoji = true
        emoji = EmojiFallback.path.flatMap { TTF_OpenFont($0, 0) }
        return emoji
    }

    private func open(_ font: Font) -> OpaquePointer? {
        if let handle = fonts[font] { return handle }
        guard TTF_WasInit() != 0 || TTF_Init() == 0, let path = try? FontLocator.path(for: font) else { return nil }
        guard let handle = TTF_OpenFont(path, Int32(saturating: font.pointSize.rounded(), limits: 1...1024)) else { return nil }
        fonts[font] = handle
        return handle
    }
}
