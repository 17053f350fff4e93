// Property-based fuzzing of the scene loader: mutate the corpus at random (bytes, JSON
// structure, numbers at their limits), load each result, build and play it for a few
// frames, and stop on a crash or hang. Run: swift run -c release scene-fuzz Tests/Fuzz/corpus --seconds 600
import AnimKit
import AnimKitScenes
import Foundation

let arguments = CommandLine.arguments
guard arguments.count >= 2 else {
    FileHandle.standardError.write(Data("usage: scene-fuzz CORPUS_FOLDER [--seconds N] [--seed S]\n".utf8))
    exit(2)
}
let corpusFolder = URL(fileURLWithPath: arguments[1])
let seconds = arguments.firstIndex(of: "--seconds").flatMap { Double(arguments[$0 + 1]) } ?? 60
var random = SeededRandomNumberGenerator(seed: arguments.firstIndex(of: "--seed").flatMap { UInt64(arguments[$0 + 1]) } ?? 1)
let corpus = (try? FileManager.default.contentsOfDirectory(atPath: corpusFolder.path).filter { $0.hasSuffix(".json") }.sorted()
    .compactMap { try? Data(contentsOf: corpusFolder.appendingPathComponent($0)) }) ?? []
guard !corpus.isEmpty else {
    FileHandle.standardError.write(Data("scene-fuzz: no .json files in \(corpusFolder.path)\n".utf8))
    exit(2)
}

let interesting: [Any] = [0, -1, 1e308, -1e308, 1e-300, 0.5, 2, 1_000_000, 86_401, "", "x", "#FFF", "forever", NSNull(), [Any](), [String: Any](), true, [1, 2], [1, 2, 3, 4], ["view": "canvas"]]

/// Replaces a random value somewhere in the JSON tree.
@MainActor func mutate(_ value: Any, depth: Int = 0) -> Any {
    if depth > 6 || Int.random(in: 0..<4, using: &random) == 0 { return interesting.randomElement(using: &random) ?? 0 }
    if var object = value as? [String: Any], let key = object.keys.randomElement(using: &random) {
        switch Int.random(in: 0..<5, using: &random) {
        case 0: object[key] = nil
        case 1: object["extra\(Int.random(in: 0..<3, using: &random))"] = interesting.randomElement(using: &random)
        default: object[key] = mutate(object[key] as Any, depth: depth + 1)
        }
        return object
    }
    if var array = value as? [Any], !array.isEmpty {
        let index = Int.random(in: 0..<array.count, using: &random)
        switch Int.random(in: 0..<4, using: &random) {
        case 0: array.remove(at: index)
        case 1: array.append(array[index])
        default: array[index] = mutate(array[index], depth: depth + 1)
        }
        return array
    }
    return interesting.randomElement(using: &random) ?? 0
}

@MainActor func mutatedBytes(_ data: Data) -> Data {
    var bytes = [UInt8](data)
    for _ in 0..<Int.random(in: 1...4, using: &random) where !bytes.isEmpty {
        let index = Int.random(in: 0..<bytes.count, using: &random)
        switch Int.random(in: 0..<3, using: &random) {
        case 0: bytes[index] = UInt8.random(in: 0...255, using: &random)
        case 1: bytes.remove(at: index)
        default: bytes.insert(Array("{}[],:\"0-e".utf8).randomElement(using: &random) ?? 0x20, at: index)
        }
    }
    return Data(bytes)
}

let deadline = Date().addingTimeInterval(seconds)
var runs = 0, accepted = 0, rejected = 0
MainActor.assumeIsolated {
    while Date() < deadline {
        let base = corpus.randomElement(using: &random) ?? Data()
        var input = base
        if Bool.random(using: &random), let tree = try? JSONSerialization.jsonObject(with: base) {
            var mutated = tree
            for _ in 0..<Int.random(in: 1...3, using: &random) { mutated = mutate(mutated) }
            // A scalar at the top cannot be serialised (Foundation traps); feed it as text instead.
            input = JSONSerialization.isValidJSONObject(mutated)
                ? (try? JSONSerialization.data(withJSONObject: mutated)) ?? base
                : Data(String(describing: mutated).utf8)
        } else {
            input = mutatedBytes(base)
        }
        runs += 1
        do {
            let document = try SceneDocument(data: input)
            let clock = ManualClock()
            let engine = AnimationEngine(clock: clock)
            engine.errorHandler = { _ in }
            AnimationEngine.shared = engine
            let scene = LoadedScene(document, engine: engine)
            scene.start()
            for _ in 0..<30 {
                clock.advance(frames: 6)
                engine.tick()
            }
            _ = DisplayList(root: scene.canvas)
            engine.cancelAll()
            accepted += 1
        } catch {
            rejected += 1
        }
    }
}
print("scene-fuzz: \(runs) inputs in \(Int(seconds)) s: \(accepted) loaded and played, \(rejected) rejected with a SceneError; no crash, no hang")
