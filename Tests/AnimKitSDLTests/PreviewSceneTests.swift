import AnimKit
import AnimKitSDL
import AnimKitTestSupport
import Foundation
import Testing

@MainActor
@Suite("Your own code as a preview scene", .serialized)
struct PreviewSceneTests {
    /// A card that slides right for a second after 0.2 s, written as UIKit code.
    let scene = AnimView.PreviewScene("slide", size: CGSize(width: 400, height: 200)) { canvas in
        let card = UIView(frame: CGRect(x: 20, y: 60, width: 80, height: 80))
        card.backgroundColor = .systemBlue
        card.accessibilityIdentifier = "card"
        canvas.addSubview(card)
        UIView.animate(withDuration: 1, delay: 0.2, options: [.curveLinear]) { card.center.x = 340 }
    }

    @Test("the build closure runs on a white canvas of the scene's size, on the playback's own clock")
    func builds() throws {
        let playback = try scene.playback()
        defer { playback.end() }
        let canvas = playback.built.canvas
        #expect(canvas.bounds.size == CGSize(width: 400, height: 200))
        #expect(canvas.backgroundColor == .white)
        #expect(playback.engine.liveAnimators.count == 1)
        #expect(try playback.measure().length == 1.2)
    }

    @Test("seeking shows the card where UIKit would have it, and the frame draws it there")
    func seeks() throws {
        let playback = try scene.playback()
        defer { playback.end() }
        try playback.seek(to: 0.7)
        let card = try #require(playback.built.canvas.subviews.first)
        #expect(abs(card.presentation.center.x - 200) < 1e-9)
        let host = try OffscreenHost(root: playback.built.canvas)
        try host.render()
        #expect(host.pixel(x: 200, y: 100) == Pixel(0, 122, 255))
        #expect(host.pixel(x: 60, y: 100) == Pixel(255, 255, 255))
    }

    @Test("a screen scene: the controller fills an iPhone 15's window, compact wide; the sheet it presents is drawn over it dimmed")
    func screen() throws {
        var traits = TraitCollection()
        let screen = AnimView.PreviewScene.screen("sheet") {
            let home = SheetPresentingController()
            home.onAppear = { traits = $0.traitCollection }
            return home
        }
        let playback = try screen.playback()
        defer { playback.end() }
        #expect(playback.built.canvas.bounds.size == CGSize(width: 393, height: 852))
        #expect(traits.horizontalSizeClass == .compact && traits.verticalSizeClass == .regular && traits.userInterfaceIdiom == .phone)
        // The status bar over the red screen: the time black in the ear left of the Dynamic Island, the battery's
        // charge black in the right one.
        try OffscreenHost.prepareText()
        let start = try OffscreenHost(root: playback.built.canvas)
        try start.render()
        let ink = (50..<100).flatMap { x in (15..<40).map { start.pixel(x: x, y: $0) } }.filter { $0.red < 100 }
        #expect(ink.count > 40, "\(ink.count) dark pixels where 9:41 is drawn")
        #expect(start.pixel(x: 352, y: 27) == Pixel(0, 0, 0))
        try playback.seek(to: 0.6)
        let host = try OffscreenHost(root: playback.built.canvas)
        try host.render()
        // The sheet rests from 59 + 10 down; the presenter, shrunk, shows above it from 59, under black at 40 %.
        #expect(host.pixel(x: 196, y: 400) == Pixel(0, 122, 255))
        let dimmedRed = host.pixel(x: 196, y: 64)
        #expect(
            abs(Int(dimmedRed.red) - 153) <= 1 && abs(Int(dimmedRed.green) - 35) <= 1 && abs(Int(dimmedRed.blue) - 29) <= 1, "\(dimmedRed)")
    }
}

/// A red screen that presents a blue sheet as it appears.
final class SheetPresentingController: UIViewController {
    var onAppear: (UIViewController) -> Void = { _ in }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemRed
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        onAppear(self)
        let sheet = UIViewController()
        sheet.view.backgroundColor = .systemBlue
        present(sheet, animated: true)
    }
}
