import AnimKit
import AnimKitTestSupport
import Testing

// iOS 13's `cornerCurve`, as modern card and button code sets it: kept and read back, on the presentation copy too,
// with the expansion factor UIKit reports (drawn as quarter circles here: approximated in the API list).
@MainActor
@Suite("CALayer.cornerCurve: kept, copied, and its expansion factor")
struct CornerCurveSnippets {
    @Test("circular by default; continuous once set, on the layer and its presentation; 1 and 1.528665 as expansion")
    func curve() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        #expect(card.layer.cornerCurve == .circular)
        card.layer.cornerRadius = 16
        card.layer.cornerCurve = .continuous
        #expect(card.layer.cornerCurve == .continuous && card.layer.presentation()?.cornerCurve == .continuous)
        #expect(CALayer.cornerCurveExpansionFactor(.circular) == 1 && CALayer.cornerCurveExpansionFactor(.continuous) == 1.528665)
        #expect(CALayerCornerCurve(rawValue: "continuous") == .continuous)
    }
}
