import Foundation
import Testing

@testable import animview

/// A view makes its layer from its class's `layerClass`, through `init()`, which is required on AnimKit's `CALayer`:
/// `play`'s reader makes a layer subclass's initialisers fit, without moving a line.
@Suite("play: layer subclasses' initialisers")
struct LayerInitializerEditsTests {
    @Test("a layer subclass's override init() becomes required; one with only init(frame:) gets a required init() on its brace's line")
    func layerInitializers() throws {
        let source = """
            import UIKit
            class Ring: CALayer {
                override init() { super.init() }
            }
            class Spinner: CAShapeLayer {
                var color = UIColor.white
                init(frame: CGRect) { super.init() }
            }
            class FastSpinner: Spinner {
                init(speed: Double) { super.init(frame: .zero) }
            }
            class Plain: NSObject {
                override init() { super.init() }
            }

            """
        let ported = try LiteralScan(source, isMain: false, named: "Ring.swift").ported.components(separatedBy: "\n")
        #expect(ported[2] == "    required init() { super.init() }")
        #expect(ported[4] == "class Spinner: CAShapeLayer { required init() { super.init() }")
        #expect(ported[8] == "class FastSpinner: Spinner { required init() { super.init() }")
        #expect(ported[12] == "    override init() { super.init() }")
        #expect(ported.count == source.components(separatedBy: "\n").count)
    }
}
