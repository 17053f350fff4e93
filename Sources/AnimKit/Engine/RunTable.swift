/// Where each animator's run is, by slot: the columns a frame reads for the tracks that follow it.
///
/// An animator holds a slot while it has tracks in flight. A released slot's
/// tracks are dropped at the table's next compaction; only then is the slot reused.
struct RunTable {
    /// Each run's curve progress at its position, shared by its simple tracks.
    private(set) var progress: [Double] = []
    /// Each run's time fraction, 0…1 in the forward sense.
    private(set) var position: [Double] = []
    /// Each run's curve now in force.
    private(set) var function: [TimingFunction] = []
    private var interaction: [Bool] = []
    private var released: [Bool] = []
    private var freeSlots: [Int] = []
    private var releasedSlots: [Int] = []
    /// How many live runs do not allow user interaction.
    private(set) var blockingCount = 0

    /// Whether some slots wait for compaction.
    var hasReleased: Bool { !releasedSlots.isEmpty }

    /// A slot for a run on `function`.
    mutating func allocate(function: TimingFunction, allowsInteraction: Bool) -> Int {
        if !allowsInteraction { blockingCount += 1 }
        if let slot = freeSlots.popLast() {
            self.function[slot] = function
            interaction[slot] = allowsInteraction
            released[slot] = false
            progress[slot] = 0
            position[slot] = 0
            return slot
        }
        progress.append(0)
        position.append(0)
        self.function.append(function)
        interaction.append(allowsInteraction)
        released.append(false)
        return progress.count - 1
    }

    mutating func release(_ slot: Int) {
        if !interaction[slot] { blockingCount -= 1 }
        released[slot] = true
        releasedSlots.append(slot)
    }

    /// Makes the released slots available again, once their tracks are gone.
    mutating func reuseReleased() {
        freeSlots += releasedSlots
        releasedSlots.removeAll(keepingCapacity: true)
    }

    mutating func set(_ slot: Int, position: Double, progress: Double) {
        self.position[slot] = position
        self.progress[slot] = progress
    }

    mutating func setFunction(_ slot: Int, _ function: TimingFunction) {
        self.function[slot] = function
    }

    func isReleased(_ slot: Int) -> Bool { released[slot] }
    func allowsInteraction(_ slot: Int) -> Bool { interaction[slot] }
}
