import AnimKit

/// Text broken into lines that fit a width, for labels that must not run past their edge (a message over the scene).
@MainActor
enum TextWrap {
    /// `text` broken at spaces (or anywhere, for a word too long) into lines no wider than `width`, as the label's font measures them.
    static func lines(_ text: String, width: CGFloat, font: Font) -> [String] {
        var lines: [String] = [], line = ""
        func fits(_ candidate: String) -> Bool { Label.textMeasurer.size(of: candidate, in: font).width <= width }
        for word in text.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
            let candidate = line.isEmpty ? word : line + " " + word
            if fits(candidate) {
                line = candidate
                continue
            }
            if !line.isEmpty { lines.append(line) }
            line = ""
            for character in word {
                if !line.isEmpty, !fits(line + String(character)) {
                    lines.append(line)
                    line = ""
                }
                line.append(character)
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
