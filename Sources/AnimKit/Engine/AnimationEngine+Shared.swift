import Foundation

extension AnimationEngine {
    /// The engine the UIKit-style APIs use; replace it to change the clock.
    ///
    /// The one made at start lists what is made on it for checkpoints, so a scene
    /// that top-level code built on it (a playground's live view) can be replayed. A task running in an
    /// engine slot (a test that awaits) reads and sets one of its own.
    public static var shared: AnimationEngine {
        get {
            if EngineSlot.inUse, let engine = EngineSlot.current?.engine { return engine }
            return processShared
        }
        set {
            if EngineSlot.inUse, let slot = EngineSlot.current { slot.engine = newValue }
            processShared = newValue
        }
    }

    /// The process's one shared engine.
    private static var processShared = makeFirst()

    /// An engine at t = 0 on a manual clock that lists what is made on it for checkpoints: the shared engine a program starts with.
    private static func makeFirst() -> AnimationEngine {
        let engine = AnimationEngine(clock: ManualClock())
        engine.beginCheckpointMembership()
        return engine
    }

    /// Makes a new engine the shared one, as the first was made: for top-level code that runs again in the same
    /// process (`animview play` loading a new build of the user's files), whose scene starts anew at t = 0 — and with
    /// it the app's other process-wide settings: what an earlier build set on appearance proxies goes (a save that
    /// drops a proxy's line drops its look).
    package static func startAfresh() {
        shared = makeFirst()
        View.resetAppearanceProxies()
    }
}
