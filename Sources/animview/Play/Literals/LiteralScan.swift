import AnimKitSDL
import Foundation
import PlayWire

/// The literals of one of the user's files that `play` can change without the compiler, as Xcode's previews do:
/// each is compiled as a lookup in a table of design-time values (`__designTimeInteger("0:3", fallback: 12)`),
/// so that an edit that changes only literals is applied by handing the running previewer the new values.
///
/// Which literals are taken is the reader's (``PlayReader``, with SwiftParser): not those the language needs at compile
/// time (enum raw values, attributes, `#if` conditions, macros, availability, patterns, key paths) nor those that run
/// once per process (in `static` properties, or in the global variables of a file other than the first, which Swift
/// initialises lazily); a string only when it is one line with no escapes or interpolation. The values are read here,
/// from the literals' text.
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
    /// What makes the file compile without the Objective-C runtime (``PortEdits``), never inside a literal.
    let edits: [SourceEdit]
    /// What only that runtime could do, where.
    let problems: [PortProblem]
    /// The labelled arguments of the file's calls: which literal, if any, each timing argument is (``TunableCalls``).
    let arguments: [CallArgument]
    /// Why the program shows nothing by itself, when the reader found it so (``ReaderFindings/nothingToShow``).
    var nothingToShow: String?

    /// `source` with what the reader found in it: the literals (kind `I`, `F`, `S` or `B`, UTF-8 range) — one whose
    /// text is no value of its kind (an integer past 64 bits, a float past the finite) is left as it is — and the edits.
    init(_ source: String, found: ReaderFindings) {
        self.init(source, found: found.literals, edits: found.edits, problems: found.problems, arguments: found.arguments)
        nothingToShow = found.nothingToShow
    }

    /// `source` with the literals found in it, and `edits`.
    init(
        _ source: String, found: [(kind: Character, range: Range<Int>)], edits: [SourceEdit] = [], problems: [PortProblem] = [],
        arguments: [CallArgument] = []
    ) {
        self.source = source
        self.edits = edits
        self.problems = problems
        self.arguments = arguments
        let bytes = Array(source.utf8)
        literals = found.compactMap { kind, range in
            guard range.upperBound <= bytes.count else { return nil }
            let text = String(decoding: bytes[range], as: UTF8.self)
            return LiteralScan.value(kind, text).map { Literal(range: range, text: text, value: $0) }
        }
        skeleton = PortEdits.applying(
            literals.map { SourceEdit(range: $0.range, replacement: "\u{1}\($0.value.designTimeFunction)\u{1}") }, to: source)
    }

    /// `source` with no literals taken: every edit is compiled (a toolchain without SwiftParser).
    init(plain source: String) {
        self.init(source, found: [])
    }

    /// The value of a literal of `kind` written as `text`.
    static func value(_ kind: Character, _ text: String) -> DesignTimeValue.Payload? {
        switch kind {
        case "I":
            // `-1` is taken whole (the reader's `negated`).
            let negative = text.hasPrefix("-")
            let digits = text.dropFirst(negative ? 1 : 0).replacingOccurrences(of: "_", with: "")
            let radix = ["0x": 16, "0o": 8, "0b": 2][String(digits.prefix(2))]
            return Int((negative ? "-" : "") + (radix == nil ? digits : String(digits.dropFirst(2))), radix: radix ?? 10).map {
                .integer($0)
            }
        case "F":
            return Double(text.replacingOccurrences(of: "_", with: "")).flatMap { $0.isFinite ? .float($0) : nil }
        case "B":
            return .boolean(text == "true")
        case "S":
            return text.count >= 2 ? .string(String(text.dropFirst().dropLast())) : nil
        default:
            return nil
        }
    }

    /// A scan made without the parser (``edited(to:)``): what the parser would make of `source`.
    init(
        source: String, literals: [Literal], skeleton: String, edits: [SourceEdit], problems: [PortProblem], arguments: [CallArgument]
    ) {
        self.source = source
        self.literals = literals
        self.skeleton = skeleton
        self.edits = edits
        self.problems = problems
        self.arguments = arguments
    }

    /// The file as compiled with its literals as written: with the ``edits`` only.
    var ported: String { PortEdits.applying(edits, to: source) }

    /// The file as compiled: each literal a lookup keyed `file:index`, its own text the fallback, and the ``edits``.
    func rewritten(file: Int) -> String {
        PortEdits.applying((lookups(file: file) + edits).sorted { $0.range.lowerBound < $1.range.lowerBound }, to: source)
    }

    /// Each literal as its design-time lookup, keyed `file:index`, its own text the fallback.
    func lookups(file: Int) -> [SourceEdit] {
        literals.enumerated().map { index, literal in
            SourceEdit(
                range: literal.range, replacement: "\(literal.value.designTimeFunction)(\"\(file):\(index)\", fallback: \(literal.text))")
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
