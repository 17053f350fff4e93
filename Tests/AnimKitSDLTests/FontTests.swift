import AnimKit
import AnimKitSDL
import Foundation
import Testing

@MainActor
@Suite("Fonts", .serialized)
struct FontTests {
    @Test("a font family that is not installed is a clear error naming what to install")
    func missingFont() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        let label = Label(frame: root.bounds)
        label.text = "?"
        label.font = Font(name: "No Such Family", size: 12)
        root.addSubview(label)
        let host = try OffscreenHost(root: root)

        #expect {
            try host.render()
        } throws: { error in
            "\(error)".contains("font \"No Such Family\" not found") && "\(error)".contains("fonts-dejavu-core")
        }
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
