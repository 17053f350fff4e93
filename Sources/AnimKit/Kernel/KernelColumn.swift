/// A column of one of the kernel's tables: values side by side, read and written in place without the checks an array
/// makes at every access (is the buffer shared, to be copied first? is the index in range?), which the frame loop pays
/// once per value per tick.
///
/// A column is a reference: copies of it are the same column. The table that makes one is its only user; indices come
/// from the table's own records (checked in debug builds).
struct KernelColumn<Element: BitwiseCopyable> {
    /// The buffer; replaced by a larger one when it fills up.
    private final class Storage {
        let base: UnsafeMutablePointer<Element>
        let capacity: Int

        init(capacity: Int) {
            self.capacity = capacity
            base = .allocate(capacity: capacity)
        }

        deinit { base.deallocate() }
    }

    private var storage = Storage(capacity: 0)
    private(set) var count = 0

    var indices: Range<Int> { 0..<count }

    subscript(index: Int) -> Element {
        unsafeAddress {
            assert(index >= 0 && index < count, "column index \(index) out of 0..<\(count)")
            return UnsafePointer(storage.base + index)
        }
        nonmutating unsafeMutableAddress {
            assert(index >= 0 && index < count, "column index \(index) out of 0..<\(count)")
            return storage.base + index
        }
    }

    /// The column's values, side by side, for a loop that reads and writes many (valid until the column grows).
    var elements: UnsafeMutablePointer<Element> { storage.base }

    /// The column's storage as numbers of type `Number`, for a column whose values are made of them alone (lanes of
    /// `Double`s, a transform's parts): the frame loop writes single numbers in place. Valid until the column grows.
    func numbers<Number: BitwiseCopyable>(of _: Number.Type) -> UnsafeMutablePointer<Number> {
        UnsafeMutableRawPointer(storage.base).assumingMemoryBound(to: Number.self)
    }

    /// The values in `range`, as an array.
    subscript(range: Range<Int>) -> [Element] {
        assert(range.lowerBound >= 0 && range.upperBound <= count, "column range \(range) out of 0..<\(count)")
        return Array(UnsafeBufferPointer(start: storage.base + range.lowerBound, count: range.count))
    }

    mutating func append(_ value: Element) {
        if count == storage.capacity {
            let larger = Storage(capacity: Swift.max(16, storage.capacity * 2))
            larger.base.initialize(from: storage.base, count: count)
            storage = larger
        }
        (storage.base + count).initialize(to: value)
        count += 1
    }

    /// Empties the column, keeping its storage for the values that come next.
    mutating func removeAll() { count = 0 }

    mutating func append(contentsOf values: some Sequence<Element>) {
        for value in values { append(value) }
    }

    static func += (column: inout KernelColumn, values: some Sequence<Element>) { column.append(contentsOf: values) }
}
