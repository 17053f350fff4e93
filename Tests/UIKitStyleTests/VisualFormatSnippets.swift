import AnimKit
import AnimKitTestSupport
import Testing

// The Visual Format Language as pasted from tutorials and Apple's Auto Layout Guide — frames by hand.
@MainActor
@Suite("Auto Layout: the Visual Format Language")
struct VisualFormatSnippets {
    func views(_ names: [String], in superview: UIView) -> [String: UIView] {
        var views: [String: UIView] = [:]
        for name in names {
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            superview.addSubview(view)
            views[name] = view
        }
        return views
    }

    @Test("two boxes 30 from the edges and equal widths, stacked rows with a metric, all top-aligned")
    func twoBoxes() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let screen = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let named = views(["blueView", "redView"], in: screen)
        var constraints = NSLayoutConstraint.constraints(
            withVisualFormat: "H:|-30-[blueView]-30-[redView(==blueView)]-30-|", options: [.alignAllTop, .alignAllBottom], metrics: nil,
            views: named)
        constraints += NSLayoutConstraint.constraints(
            withVisualFormat: "V:|-top-[blueView(height)]", metrics: ["top": 100, "height": 50.0], views: named)
        NSLayoutConstraint.activate(constraints)
        screen.layoutIfNeeded()
        // (320 − 90) ÷ 2 = 115 each: 30…145 and 175…290; both 100…150 (the red one by alignment).
        let blue = try #require(named["blueView"]), red = try #require(named["redView"])
        #expect(blue.frame == CGRect(x: 30, y: 100, width: 115, height: 50))
        #expect(red.frame == CGRect(x: 175, y: 100, width: 115, height: 50))
        #expect(constraints.count == 8)
    }

    @Test("standard spaces (20 to the edge, 8 between), a minimum width, a priority, flush views")
    func completeLine() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let screen = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
        let named = views(["find", "findNext", "findField", "maroon", "blue"], in: screen)
        let formats = [
            "|-[find(60)]-[findNext(80)]-[findField(>=20)]-|", "V:|[find(30)]", "V:|[findNext(30)]", "V:|[findField(30)]",
            "H:|[maroon(50@750)][blue(maroon)]", "V:[maroon(10)]|", "V:[blue(10)]|",
        ]
        NSLayoutConstraint.activate(formats.flatMap { NSLayoutConstraint.constraints(withVisualFormat: $0, metrics: nil, views: named) })
        screen.layoutIfNeeded()
        // 20 + 60 + 8 + 80 + 8 = 176; the field fills to 400 − 20 = 380: 204 wide.
        #expect(try #require(named["find"]).frame == CGRect(x: 20, y: 0, width: 60, height: 30))
        #expect(try #require(named["findNext"]).frame == CGRect(x: 88, y: 0, width: 80, height: 30))
        #expect(try #require(named["findField"]).frame == CGRect(x: 176, y: 0, width: 204, height: 30))
        #expect(try #require(named["maroon"]).frame == CGRect(x: 0, y: 90, width: 50, height: 10))
        #expect(try #require(named["blue"]).frame == CGRect(x: 50, y: 90, width: 50, height: 10))
    }

    @Test("a format UIKit cannot parse gives no constraints and UIKit's message")
    func parseErrors() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let screen = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let named = views(["a", "b"], in: screen)
        for bad in ["V|[a]|", "H:|-[a]-[c]-|", "H:[a(>=width)]", "H:[a]-|-[b]", "H:[a(10]", "H:[a]-[b]", "H:[a]-10"]
        where bad != "H:[a]-[b]" {
            #expect(NSLayoutConstraint.constraints(withVisualFormat: bad, metrics: nil, views: named).isEmpty, "\(bad)")
        }
        #expect(NSLayoutConstraint.constraints(withVisualFormat: "H:[a]-[b]", metrics: nil, views: named).count == 1)
        #expect(
            NSLayoutConstraint.constraints(withVisualFormat: "H:[a]-[b]", options: .alignAllLeading, metrics: nil, views: named).isEmpty)
    }
}
