import SwiftSyntax

/// Moves the `override` members of an extension into the body of the class it extends, when that class is declared in
/// the same file: Swift overrides from an extension only what the Objective-C runtime dispatches — UIKit's methods, on
/// iOS — so `extension Drawer { override func gestureRecognizerShouldBegin(_:) -> Bool { … } }` compiles only there.
///
/// The member's text (with the other edits inside it made) goes just before the class's closing brace, and
/// `#sourceLocation` lines around it and after its old place keep every line and column the user wrote: errors and
/// `#line` inside it and after it read as in the file. Its literals are not design-time values (a change rebuilds).
/// Only plain extensions (no `where`) of a class of this file: a class of another file would lose this file's
/// `fileprivate` names.
final class OverrideMover: SyntaxVisitor {
    private struct Move {
        let range: Range<Int>
        let destination: Int
    }

    private let converter: SourceLocationConverter
    private let located: String
    private let bytes: [UInt8]
    /// Each class of the file by its qualified name (`Outer.Inner`), with the offset of its closing brace.
    private var classEnds: [String: Int] = [:]
    /// The names of the types being walked through, outermost first.
    private var scope: [String] = []
    /// Overriding members of extensions: the type extended and the member's range.
    private var found: [(type: String, range: Range<Int>)] = []

    /// Reads `file`, whose errors are to read as `path`'s (a `#sourceLocation` file name).
    init(file: SourceFileSyntax, path: String) {
        converter = SourceLocationConverter(fileName: path, tree: file)
        located = String(reflecting: path)
        bytes = Array(file.syntaxTextBytes)
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        scope.append(node.name.text)
        if node.memberBlock.rightBrace.presence == .present {
            classEnds[scope.joined(separator: ".")] = node.memberBlock.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset
        }
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { scope.removeLast() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
    override func visitPost(_ node: StructDeclSyntax) { scope.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
    override func visitPost(_ node: EnumDeclSyntax) { scope.removeLast() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
    override func visitPost(_ node: ActorDeclSyntax) { scope.removeLast() }

    private func enter(_ name: String) -> SyntaxVisitorContinueKind {
        scope.append(name)
        return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard node.genericWhereClause == nil else { return .skipChildren }
        for item in node.memberBlock.members {
            guard let modifiers = item.decl.asProtocol(WithModifiersSyntax.self)?.modifiers,
                modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) })
            else { continue }
            let range = item.decl.positionAfterSkippingLeadingTrivia.utf8Offset..<item.decl.endPositionBeforeTrailingTrivia.utf8Offset
            found.append((node.extendedType.trimmedDescription, range))
        }
        return .skipChildren
    }

    /// `lines` (the reader's `R`, `E` and literal lines of the file, in any order) with the moves made: the `R` lines
    /// inside a moved member made in its moved text, its literals no longer taken, and the moves' own `R` lines.
    func moving(_ lines: [String]) -> [String] {
        let edits = lines.compactMap(Self.edit)
        let moves = found.compactMap { type, range -> Move? in
            guard let end = classEnds[type] else { return nil }
            // An edit across the member's edge (none the reader makes) leaves it where it is.
            let crossing = edits.contains { $0.range.overlaps(range) && !Self.holds(range, $0.range) }
            return crossing ? nil : Move(range: range, destination: end)
        }
        guard !moves.isEmpty else { return lines }
        let kept = lines.filter { line in
            guard let range = Self.range(of: line), !line.hasPrefix("E ") else { return true }
            return !moves.contains { Self.holds($0.range, range) }
        }
        var added: [String] = []
        for destination in Set(moves.map(\.destination)).sorted() {
            let arriving = moves.filter { $0.destination == destination }
            var text = ""
            for move in arriving {
                let inner = edits.filter { Self.holds(move.range, $0.range) }
                text += directive(at: move.range.lowerBound) + String(decoding: applying(inner, within: move.range), as: UTF8.self)
            }
            added.append(Self.line(destination..<destination, text + directive(at: destination)))
        }
        added += moves.map { Self.line($0.range, directive(at: $0.range.upperBound)) }
        return kept + added
    }

    /// Whether `range` lies inside `member` (an insertion just after it does not).
    private static func holds(_ member: Range<Int>, _ range: Range<Int>) -> Bool {
        member.contains(range.lowerBound) && range.upperBound <= member.upperBound
    }

    /// A new line numbered as `offset`'s, and spaces up to its column.
    private func directive(at offset: Int) -> String {
        let place = converter.location(for: AbsolutePosition(utf8Offset: offset))
        return "\n#sourceLocation(file: \(located), line: \(place.line))\n" + String(repeating: " ", count: place.column - 1)
    }

    /// The bytes of `range` with `edits` (inside it) made.
    private func applying(_ edits: [(range: Range<Int>, replacement: String)], within range: Range<Int>) -> [UInt8] {
        var result: [UInt8] = [], cursor = range.lowerBound
        for edit in edits.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) where edit.range.lowerBound >= cursor {
            result += bytes[cursor..<edit.range.lowerBound]
            result += Array(edit.replacement.utf8)
            cursor = edit.range.upperBound
        }
        return result + bytes[cursor..<range.upperBound]
    }

    /// The range a reader line names (`kind start end …`).
    private static func range(of line: String) -> Range<Int>? {
        let fields = line.dropLast(line.hasSuffix("\n") ? 1 : 0).split(separator: " ", maxSplits: 3, omittingEmptySubsequences: false)
        guard fields.count >= 3, let start = Int(fields[1]), let end = Int(fields[2]), start <= end else { return nil }
        return start..<end
    }

    /// An `R` line's range and replacement, unescaped.
    private static func edit(_ line: String) -> (range: Range<Int>, replacement: String)? {
        guard line.hasPrefix("R "), let range = range(of: line) else { return nil }
        let fields = line.dropLast(line.hasSuffix("\n") ? 1 : 0).split(separator: " ", maxSplits: 3, omittingEmptySubsequences: false)
        var replacement = "", escaping = false
        for character in fields.count == 4 ? fields[3] : "" {
            if escaping {
                replacement.append(character == "n" ? "\n" : character)
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                replacement.append(character)
            }
        }
        return (range, replacement)
    }

    private static func line(_ range: Range<Int>, _ replacement: String) -> String {
        "R \(range.lowerBound) \(range.upperBound) \(PortFinder.escaped(replacement))\n"
    }
}
