import AnimKitSDL
import Foundation
import SwiftParser
import SwiftSyntax

/// The literals of one of the user's files that `play` can change without the compiler, as Xcode's previews do:
/// each is compiled as a lookup in a table of design-time values (`__designTimeInteger("0:3", fallback: 12)`),
/// so that an edit that changes only literals is applied by handing the running previewer the new values.
///
/// Left as they are (an edit to them is a rebuild): literals the language needs at compile time (enum raw values,
/// attributes, `#if` conditions, macros, availability, patterns, key paths) and literals that run once per process
/// (in `static` properties, or in the global variables of a file other than the first, which Swift initialises lazily).
/// A string is taken only when it is one line with no escapes or interpolation.
struct LiteralScan: Equatable {
    /// One literal taken: where it is in the file (UTF-8 offsets), what kind and what value.
    struct Literal: Equatable {
        let range: Range<Int>
        let text: String
        let value: DesignTimeValue.Payload
    }

    let source: String
    let literals: [Literal]
    /// The file with its literals blanked to their kinds: two scans with the same skeleton differ in literal values only.
    let skeleton: String

    /// Reads `source`; `isMain` for the program's first file, whose globals run with its top-level code.
    init(_ source: String, isMain: Bool) {
        self.source = source
        let finder = LiteralFinder(isMain: isMain)
        finder.walk(Parser.parse(source: source))
        literals = finder.found
        skeleton = Self.replacing(finder.found, in: source) { _, literal in "\u{1}\(literal.value.designTimeFunction)\u{1}" }
    }

    /// A scan made without the parser (``edited(to:)``): what the parser would make of `source`.
    init(source: String, literals: [Literal], skeleton: String) {
        self.source = source
        self.literals = literals
        self.skeleton = skeleton
    }

    /// `source` with each of its `literals` replaced by `replacement(index, literal)`.
    ///
    /// One pass, in file order (a replacement in place moved the rest of the file each time: a 10 MB file of literals
    /// took minutes).
    private static func replacing(_ literals: [Literal], in source: String, with replacement: (Int, Literal) -> String) -> String {
        let bytes = Array(source.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + literals.count * 40)
        var cursor = 0
        for (index, literal) in literals.enumerated() {
            result.append(contentsOf: bytes[cursor..<literal.range.lowerBound])
            result.append(contentsOf: replacement(index, literal).utf8)
            cursor = literal.range.upperBound
        }
        result.append(contentsOf: bytes[cursor...])
        return String(decoding: result, as: UTF8.self)
    }

    /// The file as compiled: each literal a lookup keyed `file:index`, its own text the fallback.
    func rewritten(file: Int) -> String {
        Self.replacing(literals, in: source) { index, literal in
            "\(literal.value.designTimeFunction)(\"\(file):\(index)\", fallback: \(literal.text))"
        }
    }

    /// The values of `self` that differ from `compiled`'s (the same skeleton), keyed as ``rewritten(file:)`` keys them.
    func changes(since compiled: LiteralScan, file: Int) -> [DesignTimeValue] {
        zip(literals, compiled.literals).enumerated().compactMap { index, pair in
            pair.0.value == pair.1.value ? nil : DesignTimeValue(key: "\(file):\(index)", value: pair.0.value)
        }
    }
}

extension DesignTimeValue.Payload {
    /// The function that looks a literal of this kind up (PlaygroundSupport's).
    var designTimeFunction: String {
        switch self {
        case .integer: "__designTimeInteger"
        case .float: "__designTimeFloat"
        case .string: "__designTimeString"
        case .boolean: "__designTimeBoolean"
        }
    }
}

/// Walks a file's syntax for the literals ``LiteralScan`` takes.
private final class LiteralFinder: SyntaxVisitor {
    let isMain: Bool
    var found: [LiteralScan.Literal] = []

    init(isMain: Bool) {
        self.isMain = isMain
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: IntegerLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        let digits = node.literal.text.replacingOccurrences(of: "_", with: "")
        let radix = ["0x": 16, "0o": 8, "0b": 2][String(digits.prefix(2))]
        if let value = Int(radix == nil ? digits : String(digits.dropFirst(2)), radix: radix ?? 10) { take(node, .integer(value)) }
        return .skipChildren
    }

    override func visit(_ node: FloatLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        if let value = Double(node.literal.text.replacingOccurrences(of: "_", with: "")), value.isFinite { take(node, .float(value)) }
        return .skipChildren
    }

    override func visit(_ node: BooleanLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        take(node, .boolean(node.literal.tokenKind == .keyword(.true)))
        return .skipChildren
    }

    override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        // One line, no pounds, one plain segment without a backslash: its text is its value.
        guard node.openingPounds == nil, node.openingQuote.tokenKind == .stringQuote, node.segments.count <= 1 else {
            return .visitChildren
        }
        let text = node.segments.first.flatMap { $0.as(StringSegmentSyntax.self)?.content.text } ?? ""
        guard node.segments.isEmpty || node.segments.first?.is(StringSegmentSyntax.self) == true, !text.contains("\\") else {
            return .visitChildren
        }
        take(node, .string(text))
        return .skipChildren
    }

    private func take(_ node: some ExprSyntaxProtocol, _ value: DesignTimeValue.Payload) {
        guard isRewritable(Syntax(node)) else { return }
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset, end = node.endPositionBeforeTrailingTrivia.utf8Offset
        found.append(LiteralScan.Literal(range: start..<end, text: node.trimmedDescription, value: value))
    }

    /// Whether nothing around `node` needs its literal at compile time or runs it once per process.
    private func isRewritable(_ node: Syntax) -> Bool {
        var child = node
        while let parent = child.parent {
            if let clause = parent.as(IfConfigClauseSyntax.self), clause.condition.map(Syntax.init) == child { return false }
            if parent.is(AttributeSyntax.self) || parent.is(MacroExpansionExprSyntax.self) || parent.is(MacroExpansionDeclSyntax.self)
                || parent.is(EnumCaseElementSyntax.self) || parent.is(ExpressionPatternSyntax.self) || parent.is(KeyPathExprSyntax.self)
                || parent.is(AvailabilityConditionSyntax.self) || parent.is(PoundSourceLocationSyntax.self)
                || parent.is(GenericArgumentClauseSyntax.self) || parent.is(PrecedenceGroupDeclSyntax.self)
            {
                return false
            }
            if let variable = parent.as(VariableDeclSyntax.self), runsOnce(variable) { return false }
            child = parent
        }
        return true
    }

    /// A `static` or `class` property, or a global of a file other than the first: initialised once, lazily.
    private func runsOnce(_ variable: VariableDeclSyntax) -> Bool {
        if variable.modifiers.contains(where: { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) }) { return true }
        return !isMain && variable.parent?.parent?.parent?.is(SourceFileSyntax.self) == true
    }
}
