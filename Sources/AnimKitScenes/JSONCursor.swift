import AnimKit
import Foundation

/// A value inside a parsed JSON document, with its path, and typed readers that fail with a ``SceneError`` saying what was expected.
struct JSONCursor {
    let value: Any
    let path: String

    func error(_ message: String) -> SceneError { SceneError(path: path, message) }

    private func describe(_ value: Any) -> String {
        switch value {
        case is NSNull: "null"
        case let number as NSNumber where JSONCursor.isBoolean(number): "a boolean"
        case is NSNumber: "a number"
        case is String: "a string"
        case is [Any]: "an array"
        case is [String: Any]: "an object"
        default: "\(type(of: value))"
        }
    }

    private func child(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    /// The object's member `key`, if present.
    func member(_ key: String) throws(SceneError) -> JSONCursor? {
        guard let object = value as? [String: Any] else { throw error("expected an object, found \(describe(value))") }
        return object[key].map { JSONCursor(value: $0, path: child(key)) }
    }

    /// The object's member `key`, which must be present.
    func required(_ key: String) throws(SceneError) -> JSONCursor {
        guard let member = try member(key) else { throw error("missing \"\(key)\"") }
        return member
    }

    /// Refuses members other than `keys`, naming the first unknown one.
    func allowOnly(_ keys: Set<String>) throws(SceneError) {
        guard let object = value as? [String: Any] else { throw error("expected an object, found \(describe(value))") }
        if let unknown = object.keys.sorted().first(where: { !keys.contains($0) }) {
            throw SceneError(
                path: child(unknown), "unknown property \"\(unknown)\" (expected one of: \(keys.sorted().joined(separator: ", ")))")
        }
    }

    /// Whether JSONSerialization made this number from `true`/`false` (it stores those as a C `char`, numbers never).
    static func isBoolean(_ number: NSNumber) -> Bool {
        String(cString: number.objCType) == "c"
    }

    func array() throws(SceneError) -> [JSONCursor] {
        guard let items = value as? [Any] else { throw error("expected an array, found \(describe(value))") }
        return items.enumerated().map { JSONCursor(value: $1, path: "\(path)[\($0)]") }
    }

    func string() throws(SceneError) -> String {
        guard let text = value as? String else { throw error("expected a string, found \(describe(value))") }
        return text
    }

    func bool() throws(SceneError) -> Bool {
        guard let number = value as? NSNumber, JSONCursor.isBoolean(number) else {
            throw error("expected true or false, found \(describe(value))")
        }
        return number.boolValue
    }

    /// A finite number within `range`.
    func number(in range: ClosedRange<Double> = -1e9...1e9) throws(SceneError) -> Double {
        guard let number = value as? NSNumber, !JSONCursor.isBoolean(number) else {
            throw error("expected a number, found \(describe(value))")
        }
        let double = number.doubleValue
        guard double.isFinite, range.contains(double) else {
            throw error(
                "expected a number from \(range.lowerBound.formatted()) to \(range.upperBound.formatted()), found \(double.formatted())")
        }
        return double
    }

    func integer() throws(SceneError) -> Int {
        let double = try number()
        guard double == double.rounded() else { throw error("expected a whole number, found \(double)") }
        return Int(double)
    }

    /// An array of exactly `count` numbers.
    func numbers(_ count: Int, in range: ClosedRange<Double> = -1e9...1e9) throws(SceneError) -> [Double] {
        let items = try array()
        guard items.count == count else { throw error("expected \(count) numbers, found \(items.count)") }
        var result: [Double] = []
        for item in items { result.append(try item.number(in: range)) }
        return result
    }

    /// A colour written `"#RRGGBB"`, `"#RRGGBBAA"` or `"#RGB"`.
    func color() throws(SceneError) -> Color {
        let text = try string()
        guard let color = Color(hex: text) else { throw error("expected a colour like \"#FF9500\", found \"\(text)\"") }
        return color
    }
}
