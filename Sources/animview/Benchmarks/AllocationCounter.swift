import CBenchmarkSupport
import Foundation

/// Counts heap allocations in a stretch of code.
///
/// `CBenchmarkSupport` defines `malloc` and its relatives in the executable, so
/// every allocation in the process (Swift runtime included) passes through it.
/// ``isActive`` checks that with a known allocation, so a figure is never reported
/// from a counter that could not count.
enum AllocationCounter {
    /// Whether allocations are being seen: one deliberate allocation must be counted.
    static var isActive: Bool {
        allocation_counter_self_test()
    }

    /// The number of allocations `body` makes.
    static func allocations(in body: () -> Void) -> Int {
        allocation_counter_start()
        body()
        return allocation_counter_stop()
    }
}
