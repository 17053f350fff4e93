import AnimKit
import AnimKitSDL
import Foundation
import PlayWire

/// The literals `animview play` changed since the build running was compiled, by key: what the design-time
/// functions return instead of the literal compiled in.
///
/// A value that cannot become the type the code gave its literal (an integer where a `UInt8` overflows, a string
/// where a `StaticString` was inferred) is not guessed: the literal compiled in is used, ``missed`` is set, and the
/// previewer asks `play` for a build.
final class DesignTimeValues: @unchecked Sendable {
    static let shared = DesignTimeValues()

    private let lock = NSLock()
    private var table: [String: DesignTimeValue.Payload] = [:]
    private var anyMissed = false
    /// When the scene first read each literal since the build ran, in scene time (0 for a read outside the main
    /// thread, which has no scene time to give).
    private var firstReads: [String: TimeInterval] = [:]
    /// How many times the scene read each literal at its start (as it was built), and which it read later too.
    private var readsAtStart: [String: Int] = [:]
    private var readLater: Set<String> = []
    /// Scene time now, for a read: the shared engine's clock on the main thread, where scenes run; 0 elsewhere.
    var sceneTime: @Sendable () -> TimeInterval = {
        Thread.isMainThread ? MainActor.assumeIsolated { AnimationEngine.shared.clock.now } : 0
    }

    /// Replaces the table; returns the one it replaced.
    @discardableResult
    func replace(with values: [String: DesignTimeValue.Payload]) -> [String: DesignTimeValue.Payload] {
        lock.withLock {
            defer { table = values }
            anyMissed = false
            return table
        }
    }

    /// The table now.
    var values: [String: DesignTimeValue.Payload] { lock.withLock { table } }

    /// Whether a value could not be used since the last ``replace(with:)``.
    var missed: Bool { lock.withLock { anyMissed } }

    /// Forgets when the literals were read: a new build runs.
    func forgetReads() {
        lock.withLock { (firstReads, readsAtStart, readLater) = ([:], [:], []) }
    }

    /// How many times the scene read `key` as it was built, when it read it then and never later (a completion, a
    /// tap, a task); `nil` otherwise.
    func readsOnlyAtStart(_ key: String) -> Int? {
        lock.withLock { readLater.contains(key) ? nil : readsAtStart[key] }
    }

    /// The first moment the scene read any of `keys` (in scene time, at most when it reads one now); `nil` when one of
    /// them was never read — nothing says when it will be.
    func firstRead(of keys: some Sequence<String>) -> TimeInterval? {
        lock.withLock {
            var first = TimeInterval.infinity
            for key in keys {
                guard let read = firstReads[key] else { return nil }
                first = Swift.min(first, read)
            }
            return first.isFinite ? first : nil
        }
    }

    /// The value for `key` as `T`, or `fallback` when there is none (or it cannot be one).
    func value<T>(_ key: String, fallback: T, converting convert: (DesignTimeValue.Payload) -> T?) -> T {
        // A read replayed after a change may come earlier than the first read before it: the earliest is kept.
        let now = sceneTime()
        let payload: DesignTimeValue.Payload? = lock.withLock {
            firstReads[key] = Swift.min(firstReads[key] ?? now, now)
            if now == 0 { readsAtStart[key, default: 0] += 1 } else { readLater.insert(key) }
            return table.isEmpty ? nil : table[key]
        }
        guard let payload else { return fallback }
        if let value = convert(payload) { return value }
        lock.withLock { anyMissed = true }
        return fallback
    }
}

/// An integer literal of the user's code, compiled by `animview play` as a lookup of its design-time value.
///
/// `play`'s alone, not for code to call. Public rather than behind an SPI, as Xcode's own design-time functions are: a
/// literal in the default argument of a public function (`open func show(duration: TimeInterval = 0.3)`) is compiled
/// into its callers, where an SPI cannot be named.
public func __designTimeInteger<T: ExpressibleByIntegerLiteral>(_ key: String, fallback: T) -> T {
    DesignTimeValues.shared.value(key, fallback: fallback) { payload in
        switch payload {
        case .integer(let value): DesignTimeConversion.number(value, as: T.self)
        // A drag in the window tunes a duration written `1` to 0.45: a Double the literal already was.
        case .float(let value): DesignTimeConversion.number(value, as: T.self)
        default: nil
        }
    }
}

/// A floating-point literal of the user's code, compiled by `animview play` as a lookup of its design-time value.
public func __designTimeFloat<T: ExpressibleByFloatLiteral>(_ key: String, fallback: T) -> T {
    DesignTimeValues.shared.value(key, fallback: fallback) { payload in
        switch payload {
        case .float(let value): DesignTimeConversion.number(value, as: T.self)
        // Undone in the window, a delay written `0.1` goes back to `0`, as it was written.
        case .integer(let value): DesignTimeConversion.number(Double(value), as: T.self)
        default: nil
        }
    }
}

/// A string literal of the user's code, compiled by `animview play` as a lookup of its design-time value.
///
/// Generic over the literal protocols' root, so that a literal a `Character` or a `Unicode.Scalar` was inferred for
/// compiles as it did; an unconstrained one is a `String`, as the literal would be.
public func __designTimeString<T: ExpressibleByUnicodeScalarLiteral>(_ key: String, fallback: T) -> T {
    DesignTimeValues.shared.value(key, fallback: fallback) { payload in
        guard case .string(let value) = payload else { return nil }
        switch T.self {
        case is String.Type: return value as? T
        case is Substring.Type: return Substring(value) as? T
        case is Character.Type: return value.count == 1 ? value.first as? T : nil
        case is Unicode.Scalar.Type: return value.unicodeScalars.count == 1 ? value.unicodeScalars.first as? T : nil
        default: return nil
        }
    }
}

/// A Boolean literal of the user's code, compiled by `animview play` as a lookup of its design-time value.
public func __designTimeBoolean<T: ExpressibleByBooleanLiteral>(_ key: String, fallback: T) -> T {
    DesignTimeValues.shared.value(key, fallback: fallback) { payload in
        guard case .boolean(let value) = payload else { return nil }
        return value as? T
    }
}

/// A literal's new value as the numeric type its code inferred, exactly or not at all.
enum DesignTimeConversion {
    static func number<T>(_ value: some BinaryInteger, as type: T.Type) -> T? {
        switch type {
        case is Int.Type: Int(exactly: value) as? T
        case is Double.Type: Double(exactly: value) as? T
        case is CGFloat.Type: Double(exactly: value).map { CGFloat($0) } as? T
        case is Float.Type: Float(exactly: value) as? T
        case is Int8.Type: Int8(exactly: value) as? T
        case is Int16.Type: Int16(exactly: value) as? T
        case is Int32.Type: Int32(exactly: value) as? T
        case is Int64.Type: Int64(exactly: value) as? T
        case is UInt.Type: UInt(exactly: value) as? T
        case is UInt8.Type: UInt8(exactly: value) as? T
        case is UInt16.Type: UInt16(exactly: value) as? T
        case is UInt32.Type: UInt32(exactly: value) as? T
        case is UInt64.Type: UInt64(exactly: value) as? T
        case is Decimal.Type: Int(exactly: value).map { Decimal($0) } as? T
        default: nil
        }
    }

    static func number<T>(_ value: Double, as type: T.Type) -> T? {
        switch type {
        case is Double.Type: value as? T
        case is CGFloat.Type: CGFloat(value) as? T
        case is Float.Type: Float(value) as? T
        // Where both sides of a comparison are literals, Foundation's Decimal can be what the generic lookup is solved
        // as; its float literals go through a Double too.
        case is Decimal.Type: Decimal(value) as? T
        default: nil
        }
    }
}
