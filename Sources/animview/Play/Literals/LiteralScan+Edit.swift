import AnimKitSDL
import Foundation
import PlayWire

/// The scan of a file after an edit inside one literal, made without the parser: the edit most saves in a preview
/// are (a number, a colour component, a title), at the cost of comparing two texts instead of parsing one.
extension LiteralScan {
    /// The scan of `new` when it differs from this scan's source inside one literal only, and the literal is still
    /// one of the same kind; `nil` for any other edit, which the parser then reads.
    func edited(to new: String) -> LiteralScan? {
        let old = Array(source.utf8), now = Array(new.utf8)
        let common = zip(old, now).prefix { $0 == $1 }.count
        // The common tail, not overlapping the common head (in "aa" → "aaa" both would count every "a").
        let tail = Swift.min(
            zip(old.reversed(), now.reversed()).prefix { $0 == $1 }.count, Swift.min(old.count, now.count) - common)
        // The stretch that changed, in the old text: within one literal, or the parser decides.
        let changedEnd = old.count - tail, delta = now.count - old.count
        guard let index = literals.firstIndex(where: { $0.range.lowerBound <= common && changedEnd <= $0.range.upperBound }) else {
            return nil
        }
        let literal = literals[index]
        let end = literal.range.upperBound + delta
        guard end >= literal.range.lowerBound, end <= now.count else { return nil }
        let text = String(decoding: now[literal.range.lowerBound..<end], as: UTF8.self)
        // A minus typed after an operator's characters (`x=-5`) makes another operator: the parser decides.
        if text.hasPrefix("-"), literal.range.lowerBound > 0, !Array(" \t\n([{,:".utf8).contains(now[literal.range.lowerBound - 1]) {
            return nil
        }
        guard let value = Self.value(of: text, sameKindAs: literal.value) else { return nil }
        return replacing(index, with: text, value: value, giving: new)
    }

    /// The scan after `play` wrote `text` over literal `index` — a value the window ran, which may be of another kind
    /// than the literal was (a drag's 0.25 in place of the `0` of a `CGFloat`): `new` is the file as written. The literal
    /// stays the design-time value it was compiled as, so the save needs no build.
    func written(_ index: Int, text: String, value: DesignTimeValue.Payload) -> LiteralScan {
        var bytes = Array(source.utf8)
        bytes.replaceSubrange(literals[index].range, with: Array(text.utf8))
        return replacing(index, with: text, value: value, giving: String(decoding: bytes, as: UTF8.self))
    }

    /// This scan with literal `index` now `text` (`value`) in `new`; what follows it moved by the change in length.
    private func replacing(_ index: Int, with text: String, value: DesignTimeValue.Payload, giving new: String) -> LiteralScan {
        let literal = literals[index]
        let end = literal.range.lowerBound + text.utf8.count, delta = end - literal.range.upperBound
        var literals = self.literals
        literals[index] = Literal(range: literal.range.lowerBound..<end, text: text, value: value)
        for later in literals.indices.dropFirst(index + 1) {
            let moved = literals[later]
            literals[later] = Literal(
                range: (moved.range.lowerBound + delta)..<(moved.range.upperBound + delta), text: moved.text, value: moved.value)
        }
        // The edits and problems after the literal move with the rest of the file.
        let after = literal.range.upperBound
        var scan = LiteralScan(
            source: new, literals: literals, skeleton: skeleton,
            edits: edits.map { $0.range.lowerBound >= after ? $0.moved(by: delta) : $0 },
            problems: problems.map { $0.range.lowerBound >= after ? $0.moved(by: delta) : $0 },
            arguments: arguments.map { $0.moved(after: literal.range.upperBound, by: delta) })
        scan.nothingToShow = nothingToShow
        return scan
    }

    /// The value `text` spells when it is a whole literal of `kind`'s kind, as the parser would read it.
    static func value(of text: String, sameKindAs kind: DesignTimeValue.Payload) -> DesignTimeValue.Payload? {
        switch kind {
        case .integer:
            // A minus sign is part of the literal (`-1`, which the reader takes whole).
            let sign = text.hasPrefix("-") ? "-" : "", unsigned = text.dropFirst(sign.count)
            let digits = unsigned.replacingOccurrences(of: "_", with: "")
            let radix = ["0x": 16, "0o": 8, "0b": 2][String(digits.prefix(2))]
            let body = radix == nil ? digits : String(digits.dropFirst(2))
            guard unsigned.first?.isNumber == true, !body.isEmpty, body.allSatisfy(\.isHexDigit) else { return nil }
            return Int(sign + body, radix: radix ?? 10).map { .integer($0) }
        case .float:
            // Decimal digits with a point between digits or an exponent: what makes a literal a float.
            let digits = text.replacingOccurrences(of: "_", with: "")
            guard let regex = try? Regex("^-?[0-9]+(\\.[0-9]+)?([eE][+-]?[0-9]+)?$"), (try? regex.wholeMatch(in: digits)) != nil,
                digits.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }), let value = Double(digits), value.isFinite
            else { return nil }
            return .float(value)
        case .string:
            guard text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") else { return nil }
            let inner = text.dropFirst().dropLast()
            guard !inner.contains(where: { $0 == "\"" || $0 == "\\" || $0.isNewline }) else { return nil }
            return .string(String(inner))
        case .boolean:
            return ["true": .boolean(true), "false": .boolean(false)][text]
        }
    }
}
