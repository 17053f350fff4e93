import Foundation

/// Counts heap allocations in a stretch of code, when the benchmark's child process runs with the counter preloaded.
///
/// The counter is a shared library of its own (`libAnimviewAllocationCounter.so`,
/// built beside animview by `swift build`), which `animview bench engine` preloads
/// into the child process that measures (``preloadEnvironment``). animview itself
/// never replaces the allocator. Its functions are looked up at run time, and
/// ``isActive`` checks with a known allocation, so a figure is never reported from a
/// counter that could not count: without the library, allocations are "uncounted".
package enum AllocationCounter {
    private typealias Start = @convention(c) () -> Void
    private typealias Stop = @convention(c) () -> Int
    private typealias SelfTest = @convention(c) () -> Bool

    /// The library's file name, looked for beside the executable.
    static let libraryName = "libAnimviewAllocationCounter.so"

    private static func symbol<T>(_ name: String, as type: T.Type) -> T? {
        guard let pointer = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else { return nil }
        return unsafeBitCast(pointer, to: type)
    }

    /// Whether allocations are being seen: one deliberate allocation must be counted.
    package static var isActive: Bool {
        symbol("allocation_counter_self_test", as: SelfTest.self)?() ?? false
    }

    /// The number of allocations `body` makes (0 when the counter is not there; check ``isActive`` first).
    static func allocations(in body: () -> Void) -> Int {
        guard let start = symbol("allocation_counter_start", as: Start.self), let stop = symbol("allocation_counter_stop", as: Stop.self)
        else {
            body()
            return 0
        }
        start()
        body()
        return stop()
    }

    /// Whether a sanitizer's allocator runs this process (a sanitized build): the counter must then stay out.
    static var isSanitized: Bool {
        let names: [String] = ["__asan_init", "__tsan_init"]
        return names.contains { dlsym(UnsafeMutableRawPointer(bitPattern: 0), $0) != nil }
    }

    /// The environment for a measuring child: this one, with the counter preloaded if it was built beside `executable` (and no sanitizer owns the allocator).
    package static func preloadEnvironment(beside executable: URL) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        guard !isSanitized else { return environment }
        let library = executable.deletingLastPathComponent().appendingPathComponent(libraryName)
        if FileManager.default.isReadableFile(atPath: library.path) {
            environment["LD_PRELOAD"] = [library.path, environment["LD_PRELOAD"]].compactMap { $0 }.filter { !$0.isEmpty }.joined(
                separator: ":")
        }
        return environment
    }
}
