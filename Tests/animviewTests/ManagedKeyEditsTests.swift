import Foundation
import Testing

@testable import animview

/// What `play` makes of a layer's Objective-C dynamic properties: `@NSManaged` and `#keyPath` need the runtime, so they
/// are written as AnimKit's managed property and the string the key path stands for, every column kept.
@Suite("play: a layer's @NSManaged properties and #keyPath")
struct ManagedKeyEditsTests {
    @Test("@NSManaged becomes @CAManaged; #keyPath(angle), (Ring.angle), (CALayer.transform.rotation) the strings they name")
    func rewrite() throws {
        let source = """
            import UIKit
            class Ring: CALayer {
                @NSManaged var angle: Double
                override class func needsDisplay(forKey key: String) -> Bool {
                    if key == #keyPath(angle) { return true }
                    return super.needsDisplay(forKey: key)
                }
                func spin() { add(CABasicAnimation(keyPath: #keyPath(Ring.angle)), forKey: #keyPath(CALayer.transform.rotation)) }
            }

            """
        let ported = try LiteralScan(source, isMain: false, named: "Ring.swift").ported.components(separatedBy: "\n")
        let lines = source.components(separatedBy: "\n")
        #expect(ported[2] == "    @CAManaged var angle: Double")
        func padded(_ string: String, to macro: String) -> String {
            string + String(repeating: " ", count: macro.utf8.count - string.utf8.count)
        }
        #expect(ported[4] == lines[4].replacingOccurrences(of: "#keyPath(angle)", with: padded("\"angle\"", to: "#keyPath(angle)")))
        let spin = lines[7].replacingOccurrences(of: "#keyPath(Ring.angle)", with: padded("\"angle\"", to: "#keyPath(Ring.angle)"))
            .replacingOccurrences(
                of: "#keyPath(CALayer.transform.rotation)",
                with: padded("\"transform.rotation\"", to: "#keyPath(CALayer.transform.rotation)"))
        #expect(ported[7] == spin)
        #expect(zip(ported, lines).allSatisfy { $0.utf8.count == $1.utf8.count })
    }
}
