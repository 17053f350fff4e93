/// The stamps a kernel's blends write into the views they move: the kernel's own count, above a base no other kernel
/// has, so two engines never write the same stamp (a view can move from one engine to another, or be moved by two).
struct BlendStamps {
    /// How many kernels have been made: each takes the next base. (Only their number is process-wide; the count of
    /// blends is the kernel's own.)
    private static let kernelsMade = Locked(0)
    private let base: Int
    private var count = 0

    init() {
        base =
            BlendStamps.kernelsMade.withLock { made in
                made += 1
                return made
            } << 32
    }

    /// A stamp no blend has written before: never 0, which means "none".
    mutating func next() -> Int {
        count = count == 0xFFFF_FFFF ? 1 : count + 1
        return base | count
    }
}
