import Foundation
import Testing

/// The README's "How it fits together" table names every module the manifest builds: a target added without a line
/// there fails here.
@Suite("The README's architecture table")
struct ArchitectureTableTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The names of the manifest's non-test targets (library, executable, system library and C targets; not
    /// `AnimKitTestSupport`, which lives with the tests).
    static func targets() throws -> [String] {
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let pattern = try NSRegularExpression(pattern: #"\.(target|executableTarget|systemLibrary)\(\s*name: "([^"]+)""#)
        let range = NSRange(manifest.startIndex..., in: manifest)
        return pattern.matches(in: manifest, range: range).compactMap { match in
            Range(match.range(at: 2), in: manifest).map { String(manifest[$0]) }
        }.filter { $0 != "AnimKitTestSupport" }
    }

    /// The first column of the table under "## How it fits together".
    static func tableNames() throws -> String {
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "## How it fits together").dropFirst().first)
        let table = section.components(separatedBy: "\n## ")[0]
        return table.split(separator: "\n").filter { $0.hasPrefix("| `") }.map { $0.split(separator: "|").first ?? "" }
            .joined(separator: " ")
    }

    @Test("every target of Package.swift is in the table's first column, in backticks")
    func everyTargetNamed() throws {
        let targets = try Self.targets()
        #expect(targets.count >= 15, "\(targets)")
        let names = try Self.tableNames()
        let missing = targets.filter { !names.contains("`\($0)`") }
        #expect(missing.isEmpty, "not in the README's table: \(missing)")
    }
}
