/// A Core Animation animation's place in a frame kernel, held by its layer: its runs — one per distinct timing chain
/// in it (a group's children timed alike share one) — and a track for each basic animation in it, valid while the
/// kernel that made it has not forgotten its scene since.
struct KernelAnimation {
    /// The slots of its runs, each once.
    let runs: [Int]
    /// The handles of its tracks.
    let tracks: [TrackTable.ID]
    /// The kernel that holds it.
    weak var kernel: FrameKernel?
    /// The kernel's count of scenes forgotten when it was added.
    let epoch: Int
}
