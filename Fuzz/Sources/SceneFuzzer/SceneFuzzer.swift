import AnimKit
import AnimKitSDL
import AnimKitScenes
import Foundation

/// libFuzzer's entry: the first byte picks a time (0…8 s in 1/32 s steps), the rest is a scene file.
///
/// A scene that loads is built, started, played on the virtual clock to that time
/// and drawn offscreen at 160×100 (so transforms, clips and sizes reach the
/// renderer's Int32 conversions, scaled from whatever canvas the scene states).
/// A scene that does not load must fail with a SceneError. Anything else — a
/// trap, a hang, an ASan report — is a bug.
@_cdecl("LLVMFuzzerTestOneInput")
public func sceneFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data, size > 0 else { return 0 }
    let time = Double(data[0]) / 32
    let scene = Data(bytes: data + 1, count: size - 1)
    MainActor.assumeIsolated { renderScene(scene, at: time) }
    return 0
}

@MainActor
func renderScene(_ bytes: Data, at time: TimeInterval) {
    guard let document = try? SceneDocument(data: bytes) else { return }
    let clock = ManualClock(framesPerSecond: 60)
    let engine = AnimationEngine(clock: clock)
    engine.errorHandler = { _ in }
    AnimationEngine.shared = engine
    let scene = LoadedScene(document, engine: engine)
    defer { engine.cancelAll() }
    guard let host = try? OffscreenHost(root: scene.canvas, width: 160, height: 100) else { return }
    scene.start()
    for _ in 0..<Int(time * 60) {
        clock.advance(frames: 1)
        engine.tick()
    }
    clock.advance(to: time)
    engine.tick()
    try? host.render()
    _ = host.pixel(x: 80, y: 50)
}
