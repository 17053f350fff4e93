import Foundation

/// The CPU time this process has used, in nanoseconds: what the C floor, Qt and SDL peers measure too.
///
/// Wall time would count the moments another process holds the core, and on a
/// shared machine that moved a median tick by 70 % from one run to the next.
enum CPUTime {
    static func nanoseconds() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }
}
