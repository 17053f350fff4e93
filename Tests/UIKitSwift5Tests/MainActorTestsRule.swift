import Foundation
import Testing

/// In the Swift 5 language mode a synchronous `@Test` of a `@MainActor` suite is called without a hop to the main
/// actor (the mode lets the call through with no warning the target shows): it then ran on Swift Testing's own threads,
/// beside other suites' main-actor work, and swapped `AnimationEngine.shared` under them — tests that awaited an
/// animation found their task's next animation on its engine. An `async` test hops to the main actor when it starts.
@Suite("Tests in the Swift 5 language mode")
struct MainActorTestsRule {
    @Test("every test of this target is async, so that it runs on the main actor its suite names")
    func everyTestIsAsync() async throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" }
        #expect(files.count > 1)
        var synchronous: [String] = []
        var tests = 0
        for file in files {
            var afterTest = false
            let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            for (index, line) in lines.enumerated() {
                let text = line.trimmingCharacters(in: .whitespaces)
                if text.hasPrefix("@Test") { afterTest = true }
                guard afterTest, text.hasPrefix("func ") else { continue }
                afterTest = false
                tests += 1
                if !text.contains(") async") { synchronous.append("\(file.lastPathComponent):\(index + 1): \(text)") }
            }
        }
        #expect(tests >= 8)
        #expect(synchronous.isEmpty, "\(synchronous)")
    }
}
