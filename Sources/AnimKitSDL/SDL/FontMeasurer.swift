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

    package func size(of text: String, in font: Font) -> CGSize {
        lock.withLock {
            guard let handle = open(font) else { return estimate.size(of: text, in: font) }
            var widest: Int32 = 0
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            for line in lines {
                var width: Int32 = 0, height: Int32 = 0
                TTF_SizeUTF8(handle, String(line), &width, &height)
                widest = Swift.max(widest, width)
            }
            return CGSize(width: CGFloat(widest), height: CGFloat(TTF_FontLineSkip(handle)) * CGFloat(Swift.max(lines.count, 1)))
        }
    }

    package func ascender(of font: Font) -> CGFloat {
        lock.withLock { open(font).map { CGFloat(TTF_FontAscent($0)) } ?? estimate.ascender(of: font) }
    }

    package func lineHeight(of font: Font) -> CGFloat {
        lock.withLock { open(font).map { CGFloat(TTF_FontLineSkip($0)) } ?? estimate.lineHeight(of: font) }
    }

    private func open(_ font: Font) -> OpaquePointer? {
        if let handle = fonts[font] { return handle }
        guard TTF_WasInit() != 0 || TTF_Init() == 0, let path = try? FontLocator.path(for: font) else { return nil }
        guard let handle = TTF_OpenFont(path, Int32(saturating: font.pointSize.rounded(), limits: 1...1024)) else { return nil }
        fonts[font] = handle
        return handle
    }
}
