import AnimKit
import AnimKitTestSupport
import Testing

// `isOpaque` as custom views set it: Apple documents it as a hint to the drawing system, `true` by default, with no
// effect on what a view that fills its bounds shows.
@MainActor
@Suite("UIView.isOpaque: a drawing hint, true by default")
struct OpaqueHintSnippets {
    @Test("true on a new view, false once set, and the layer's own isOpaque (false by default) is left alone")
    func hint() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(view.isOpaque)
        view.isOpaque = false
        #expect(!view.isOpaque && !view.layer.isOpaque)
        view.layer.isOpaque = true
        #expect(!view.isOpaque)
    }
}
