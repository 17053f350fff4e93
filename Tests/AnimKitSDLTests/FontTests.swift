import AnimKit
import AnimKitSDL
import AnimKitTestSupport
import Foundation
import Testing

@MainActor
@Suite("Fonts", .serialized)
struct FontTests {
    @Test("a family not installed is drawn in the default face in its weight, pixel for pixel, and said once for the process")
    func missingFont() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        func drawn(_ font: Font) throws -> [UInt8] {
            let root = View(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
            root.backgroundColor = .white
            let label = Label(frame: root.bounds)
            label.text = "Hig"
            label.font = font
            root.addSubview(label)
            let host = try OffscreenHost(root: root)
            try host.render()
            return host.pixels
        }
        let standIn = try drawn(try #require(Font(name: "No Such Family Bold", size: 20)))
        let again = try drawn(try #require(Font(name: "No Such Family Bold", size: 20)))
        let system = try drawn(.boldSystemFont(ofSize: 20))
        #expect(standIn == system && again == system && system.contains { $0 < 128 })
        let said = fixture.errors.map(\.description)
        #expect(said.count == 1, "\(said)")
        #expect(said.first?.contains("font \"No Such Family Bold\" is not installed here: its text is drawn in DejaVu Sans") == true)
    }

    @Test("labels size themselves with the real font once a host runs")
    func realMeasurer() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
        _ = try OffscreenHost(root: root)
        let label = Label(frame: .zero)
        label.text = "Hello"
        label.font = .systemFont(ofSize: 20)

        label.sizeToFit()

        #expect(label.bounds.width != EstimatingTextMeasurer().size(of: "Hello", in: label.font).width)
        #expect(label.bounds.height >= 20)
    }
}
