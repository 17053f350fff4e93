/// A Core Animation animation's place in a frame kernel, held by its layer: a run and a track for each basic animation
/// in it (a group's children each keep their own timings), valid while the kernel that made it has not forgotten its
/// scene since.
struct KernelAnimation {
    /// One basic animation: its run's slot and its track's handle.
    struct Part {
        let run: Int
        let track: TrackTable.ID
    }

    let parts: [Part]
    /// The kernel that holds it.
    weak var kernel: FrameKernel?
    /// The kernel's count of scenes forgotten when it was added.
    let epoch: Int
}
