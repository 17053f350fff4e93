import AnimKitTestSupport
import Foundation
import Testing

/// Headless frames of every gallery scene and every shipped scene file, compared with fingerprints recorded before a change.
///
/// The safety net for refactoring the engine and the renderer: a change that moves
/// one pixel of one frame fails here. The fingerprints were recorded from straight
/// play (`--frames`, every frame in turn) and are checked with `render --at`, so the
/// test also proves that rendering at a time lands on the very bytes straight play
/// draws at that frame. After a change that is meant to change the pictures, look at
/// the frames, then record new fingerprints with
/// `GOLDEN_RECORD=1 swift test --filter GoldenFramesTests`.
@Suite("Golden frames: the gallery and the scene files look exactly as recorded", .serialized)
struct GoldenFramesTests {
    /// The frames fingerprinted in each scene: the start, mid-flight and after most scenes have ended.
    static let frames = [0, 20, 45, 90, 150]
    static let goldenFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden/frames.json")
    static let scenes = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../assets/scenes")
        .standardizedFileURL

    /// FNV-1a, 64 bits: enough to tell two PNG files apart, and the same on every machine.
    static func fingerprint(_ data: Data) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return String(hash, radix: 16)
    }

    /// Renders `scene` (a demo's name or a scene file) at each chosen frame with `render --at`, and fingerprints the PNGs.
    func fingerprints(_ scene: String) throws -> [String] {
        let scratch = try ScratchFolder("animview-golden")
        defer { scratch.remove() }
        return try Self.frames.map { frame in
            let out = scratch.path("frame-\(frame).png")
            let run = try runAnimview(["render", scene, "--at", String(Double(frame) / 60), "--out", out])
            try #require(run.status == 0, "\(scene) at frame \(frame): \(run.standardError)")
            return Self.fingerprint(try Data(contentsOf: URL(fileURLWithPath: out)))
        }
    }

    @Test("every gallery scene and scene file renders the recorded frames")
    func golden() throws {
        var current: [String: [String]] = [:]
        let demos = try runAnimview(["demo", "--list"]).standardOutput.split(separator: "\n").compactMap {
            $0.split(separator: " ").first.map(String.init)
        }
        try #require(demos.count >= 10)
        for demo in demos {
            current["demo " + demo] = try fingerprints(demo)
        }
        for file in try FileManager.default.contentsOfDirectory(atPath: Self.scenes.path).filter({ $0.hasSuffix(".json") }).sorted() {
            current["scene " + file] = try fingerprints(Self.scenes.appendingPathComponent(file).path)
        }
        if ProcessInfo.processInfo.environment["GOLDEN_RECORD"] == "1" {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            try encoder.encode(current).write(to: Self.goldenFile)
            return
        }
        let recorded = try JSONDecoder().decode([String: [String]].self, from: Data(contentsOf: Self.goldenFile))
        #expect(Set(current.keys) == Set(recorded.keys))
        for (scene, prints) in current.sorted(by: { $0.key < $1.key }) {
            for (index, print) in prints.enumerated() where recorded[scene]?[index] != print {
                Issue.record("\(scene): frame \(Self.frames[index]) differs from the recorded one")
            }
        }
    }
}
