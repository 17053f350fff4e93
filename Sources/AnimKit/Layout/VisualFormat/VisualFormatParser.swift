import Foundation

/// One term of a visual format's parentheses: `>=50`, `==button2`, `100@20`.
struct VisualFormatPredicate: Equatable {
    /// A number (or metric) or the name of a view the predicate relates to.
    enum Object: Equatable {
        case constant(CGFloat)
        case view(String)
    }

    var relation: NSLayoutConstraint.Relation
    var object: Object
    var priority: UILayoutPriority
}

/// A visual format string read into its parts, as Apple's Auto Layout Guide gives the grammar:
/// `(H:|V:)? (| connection)? [view] (connection [view])* (connection |)?`.
struct VisualFormat: Equatable {
    /// The space between two neighbours: the standard one (`-`), none (`[a][b]`), or predicates (`-20-`, `-(>=8)-`).
    enum Connection: Equatable {
        case standard
        case flush
        case predicates([VisualFormatPredicate])
    }

    /// A view of the line, or the superview's edge (`|`).
    enum Element: Equatable {
        case superview
        case view(name: String, predicates: [VisualFormatPredicate])
    }

    var vertical = false
    var elements: [Element] = []
    /// `connections[i]` is the space between `elements[i]` and `elements[i + 1]`.
    var connections: [Connection] = []

    /// Why a format could not be read, and where: UIKit's message and caret.
    struct Failure: Error {
        let reason: String
        let offset: Int
    }

    /// Reads `format`, taking metric names from `metrics` and view names from `views`.
    init(parsing format: String, metrics: [String: CGFloat], views: Set<String>) throws(Failure) {
        var reader = Reader(text: Array(format.filter { !$0.isWhitespace }), metrics: metrics, views: views)
        if reader.peek == "H" || reader.peek == "V" {
            vertical = reader.peek == "V"
            reader.advance()
            guard reader.take(":") else {
                throw Failure(
                    reason: "Expected ':' after '\(vertical ? "V" : "H")' to specify \(vertical ? "vertical" : "horizontal") arrangement",
                    offset: reader.position)
            }
        }
        var starts: [Int] = []
        while true {
            starts.append(reader.position)
            elements.append(try reader.element())
            guard !reader.atEnd else { break }
            connections.append(try reader.connection())
            guard !reader.atEnd else { throw Failure(reason: "Expected a view or '|' after the connection", offset: reader.position) }
        }
        if elements.count == 1, elements[0] == .superview { throw Failure(reason: "A format needs at least one view", offset: 0) }
        for (index, element) in elements.enumerated() where element == .superview && index != 0 && index != elements.count - 1 {
            throw Failure(reason: "'|' stands for the superview's edge, so it may only begin or end a line", offset: starts[index])
        }
    }

    /// A cursor over the format's characters.
    private struct Reader {
        let text: [Character]
        let metrics: [String: CGFloat]
        let views: Set<String>
        var position = 0

        var atEnd: Bool { position >= text.count }
        var peek: Character? { atEnd ? nil : text[position] }
        mutating func advance() { position += 1 }
        mutating func take(_ character: Character) -> Bool {
            guard peek == character else { return false }
            advance()
            return true
        }

        mutating func element() throws(Failure) -> Element {
            if take("|") { return .superview }
            guard take("[") else { throw Failure(reason: "Expected a view", offset: position) }
            let name = identifier()
            guard !name.isEmpty else { throw Failure(reason: "Expected a view name", offset: position) }
            guard views.contains(name) else { throw Failure(reason: "\(name) is not a key in the views dictionary.", offset: position) }
            var predicates: [VisualFormatPredicate] = []
            if peek == "(" { predicates = try predicateList() }
            guard take("]") else { throw Failure(reason: "Expected ']'", offset: position) }
            return .view(name: name, predicates: predicates)
        }

        mutating func connection() throws(Failure) -> Connection {
            guard take("-") else {
                guard peek == "[" || peek == "|" else { throw Failure(reason: "Expected '-', '[' or '|'", offset: position) }
                return .flush
            }
            if peek == "[" || peek == "|" { return .standard }
            let predicates: [VisualFormatPredicate]
            if peek == "(" {
                predicates = try predicateList()
            } else {
                predicates = [VisualFormatPredicate(relation: .equal, object: .constant(try constant()), priority: .required)]
            }
            guard take("-") else { throw Failure(reason: "Expected '-' after the spacing", offset: position) }
            return .predicates(predicates)
        }

        mutating func predicateList() throws(Failure) -> [VisualFormatPredicate] {
            _ = take("(")
            var list: [VisualFormatPredicate] = []
            repeat { list.append(try predicate()) } while take(",")
            guard take(")") else { throw Failure(reason: "Expected ')' or ','", offset: position) }
            return list
        }

        mutating func predicate() throws(Failure) -> VisualFormatPredicate {
            var relation = NSLayoutConstraint.Relation.equal
            for (spelling, value) in [("==", NSLayoutConstraint.Relation.equal), ("<=", .lessThanOrEqual), (">=", .greaterThanOrEqual)]
            where text[position...].starts(with: spelling) {
                relation = value
                position += 2
            }
            let object: VisualFormatPredicate.Object
            let start = position
            let name = identifier()
            if name.isEmpty {
                object = .constant(try constant())
            } else if let metric = metrics[name] {
                object = .constant(metric)
            } else if views.contains(name) {
                object = .view(name)
            } else {
                throw Failure(reason: "\(name) is not a key in the metrics or views dictionaries.", offset: start)
            }
            var priority = UILayoutPriority.required
            if take("@") { priority = UILayoutPriority(Float(try constant())) }
            return VisualFormatPredicate(relation: relation, object: object, priority: priority)
        }

        /// A number, or a metric's value.
        mutating func constant() throws(Failure) -> CGFloat {
            let start = position
            let name = identifier()
            if !name.isEmpty {
                guard let metric = metrics[name] else {
                    throw Failure(reason: "\(name) is not a key in the metrics dictionary.", offset: start)
                }
                return metric
            }
            while let character = peek, character.isNumber || character == "." || (character == "-" && position == start) { advance() }
            guard let value = Double(String(text[start..<position])) else {
                throw Failure(reason: "Expected a number or a metric name", offset: start)
            }
            return CGFloat(value)
        }

        /// A C identifier, or "" when none starts here.
        mutating func identifier() -> String {
            let start = position
            while let character = peek, character == "_" || character.isLetter || (position > start && character.isNumber) { advance() }
            return String(text[start..<position])
        }
    }
}
