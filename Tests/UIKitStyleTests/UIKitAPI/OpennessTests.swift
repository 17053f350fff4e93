import Foundation
import Testing

/// What Objective-C lets Swift subclass, AnimKit leaves open: read from AnimKit's symbol graph (the compiler's own
/// account of its public declarations), every class UIKit, Core Animation or Foundation names — by its own name or a
/// `UI…`/`CA…`/`NS…`/`CG…` alias — is `open`, and so is every method and property its body declares, as libraries
/// override them. Members of extensions cannot be overridden in Swift; a constant (`let`) cannot be `open`, so UIKit's
/// read-only properties (`contentView`, `reuseIdentifier`, `firstItem` …) are `open var`s over a stored value.
@Suite("UIKit's classes and their members are open, as Objective-C's are to Swift")
struct OpennessTests {
    /// Classes that are not open, each with the reason.
    static let closed: [String: String] = [
        "CGColorSpace": "a Core Foundation type: Swift cannot subclass it",
        "CGContext": "a Core Foundation type: Swift cannot subclass it",
        "CGGradient": "a Core Foundation type: Swift cannot subclass it",
        "CGMutablePath": "a Core Foundation type: Swift cannot subclass it",
        "CGPath": "a Core Foundation type: Swift cannot subclass it",
        "NSKeyValueObservation": "Foundation's is not open either",
        "PropertyAnimator": "not yet: the engine calls it on its hottest path, to measure before and after",
        "Image": "not yet: an immutable, Sendable value of encoded bytes or a drawing",
        "CADisplayLink": "not yet", "CAMediaTimingFunction": "not yet: Sendable", "CAValueFunction": "not yet: Sendable",
        "NSLayoutAnchor": "not yet: generic over its subclasses", "NSLayoutDimension": "not yet",
        "NSLayoutXAxisAnchor": "not yet", "NSLayoutYAxisAnchor": "not yet",
        "Action": "not yet", "Menu": "UIKit's header restricts its subclassing (UIKIT_SUBCLASSING_RESTRICTED)",
        "Application": "not yet: the one app", "Screen": "not yet: the one screen",
        "Device": "not yet: the one device",
    ]

    private static var root: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }

    /// AnimKit's public symbols and relationships, extracted from the module this test run built.
    private static func symbolGraph() throws -> (symbols: [[String: Any]], relationships: [[String: Any]]) {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("animkit-symbols-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: output) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "swift", "symbolgraph-extract", "-module-name", "AnimKit", "-I", root.appendingPathComponent(".build/debug/Modules").path,
            // AnimKit's C modules (Box2D's face, the main queue's run), whose module maps SwiftPM writes beside their objects.
            "-Xcc", "-fmodule-map-file=" + root.appendingPathComponent(".build/debug/CBox2D.build/module.modulemap").path,
            "-Xcc", "-fmodule-map-file=" + root.appendingPathComponent(".build/debug/CMainQueue.build/module.modulemap").path,
            "-target", "x86_64-unknown-linux-gnu", "-minimum-access-level", "public", "-output-dir", output.path,
        ]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let data = try Data(contentsOf: output.appendingPathComponent("AnimKit.symbols.json"))
        let graph = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return (graph["symbols"] as? [[String: Any]] ?? [], graph["relationships"] as? [[String: Any]] ?? [])
    }

    @Test("every UIKit-named class is open but those listed with a reason; every member its body declares is open")
    func open() throws {
        let (symbols, relationships) = try Self.symbolGraph()
        func kind(_ symbol: [String: Any]) -> String { (symbol["kind"] as? [String: Any])?["identifier"] as? String ?? "" }
        func id(_ symbol: [String: Any]) -> String { (symbol["identifier"] as? [String: Any])?["precise"] as? String ?? "" }
        func title(_ symbol: [String: Any]) -> String { (symbol["names"] as? [String: Any])?["title"] as? String ?? "" }
        func fragments(_ symbol: [String: Any]) -> [[String: Any]] { symbol["declarationFragments"] as? [[String: Any]] ?? [] }
        let byID = Dictionary(symbols.map { (id($0), $0) }, uniquingKeysWith: { first, _ in first })
        let classes = byID.filter { kind($0.value) == "swift.class" }
        let prefixes = ["UI", "CA", "NS", "CG"]
        var named = Set(classes.keys.filter { prefixes.contains(String(title(classes[$0] ?? [:]).prefix(2))) })
        for alias in symbols where kind(alias) == "swift.typealias" && prefixes.contains(String(title(alias).prefix(2))) {
            named.formUnion(fragments(alias).compactMap { $0["preciseIdentifier"] as? String }.filter { classes[$0] != nil })
        }
        #expect(named.count > 100, "the symbol graph names UIKit's classes")
        let notOpen = Set(named.compactMap { classes[$0] }.filter { $0["accessLevel"] as? String != "open" }.map(title))
        #expect(
            notOpen == Set(Self.closed.keys), "open these, or give the reason: \(notOpen.symmetricDifference(Self.closed.keys).sorted())")
        var closedMembers: [String] = []
        for relationship in relationships where relationship["kind"] as? String == "memberOf" {
            guard let owner = relationship["target"] as? String, named.contains(owner), classes[owner]?["accessLevel"] as? String == "open",
                let member = (relationship["source"] as? String).flatMap({ byID[$0] }),
                ["swift.method", "swift.property", "swift.type.method", "swift.type.property"].contains(kind(member)),
                member["swiftExtension"] == nil, member["accessLevel"] as? String == "public"
            else { continue }
            let words = Set(fragments(member).compactMap { $0["spelling"] as? String })
            guard words.isDisjoint(with: ["static", "final"]) else { continue }
            closedMembers.append("\(title(classes[owner] ?? [:])).\(title(member))")
        }
        #expect(closedMembers.isEmpty, "declared public, not open, in an open class's body: \(closedMembers.sorted())")
    }
}
