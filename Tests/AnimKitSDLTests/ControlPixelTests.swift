import AnimKit
import AnimKitSDL
import AnimKitTestSupport
import Foundation
import Testing

/// The controls drawn headless, checked at pixels whose colours follow from their documented parts.
@MainActor
@Suite("Controls drawn: switch, slider, progress bar, spinner, segmented control", .serialized)
struct ControlPixelTests {
    /// Whether every channel of `pixel` is within 1 of `expected` (the blend rounds once per layer).
    func near(_ pixel: Pixel, _ expected: Pixel) -> Bool {
        abs(Int(pixel.red) - Int(expected.red)) <= 1 && abs(Int(pixel.green) - Int(expected.green)) <= 1
            && abs(Int(pixel.blue) - Int(expected.blue)) <= 1
    }

    /// (120, 120, 128) at `alpha` over white: iOS's fill grey.
    func fillGrey(_ alpha: Double) -> Pixel {
        func channel(_ value: Double) -> UInt8 { UInt8((255 - alpha * (255 - value)).rounded()) }
        return Pixel(channel(120), channel(120), channel(128))
    }

    @Test("off and on switches, a slider at 0.25, a half-full bar and a spinner's leading spoke")
    func controlsAreDrawn() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        root.backgroundColor = .white
        let off = UISwitch(frame: CGRect(x: 10, y: 10, width: 0, height: 0))
        let on = UISwitch(frame: CGRect(x: 80, y: 10, width: 0, height: 0))
        on.isOn = true
        let slider = UISlider(frame: CGRect(x: 10, y: 60, width: 180, height: 31))
        slider.value = 0.25
        let bar = UIProgressView(frame: CGRect(x: 10, y: 110, width: 180, height: 4))
        bar.progress = 0.5
        let spinner = UIActivityIndicatorView(style: .large)
        spinner.center = CGPoint(x: 100, y: 160)
        spinner.startAnimating()
        for control in [off, on, slider, bar, spinner] as [UIView] { root.addSubview(control) }
        let host = try OffscreenHost(root: root)
        try host.render()

        let white = Pixel(255, 255, 255), green = Pixel(52, 199, 89), blue = Pixel(0, 122, 255)
        // Off: grey track right of the thumb (x 2…29), white thumb. On: green left of the thumb (x 22…49).
        #expect(near(host.pixel(x: 50, y: 25), fillGrey(0.16)))
        #expect(near(host.pixel(x: 25, y: 25), white))
        #expect(near(host.pixel(x: 88, y: 25), green))
        #expect(near(host.pixel(x: 115, y: 25), white))
        // Slider: the thumb's centre is 14 + 0.25 × (180 − 28) = 52 in, at x 62; blue before it, grey after.
        #expect(near(host.pixel(x: 20, y: 75), blue))
        #expect(near(host.pixel(x: 62, y: 75), white))
        #expect(near(host.pixel(x: 160, y: 75), fillGrey(0.2)))
        // Bar: blue to 90 of 180, grey after.
        #expect(near(host.pixel(x: 30, y: 112), blue))
        #expect(near(host.pixel(x: 150, y: 112), fillGrey(0.2)))
        // Spinner: the spoke at the top leads (system grey, opaque); the one at the bottom is 4 behind: 1 − 0.85 × 4/7.
        #expect(near(host.pixel(x: 100, y: 147), Pixel(142, 142, 147)))
        let faded = 1 - 0.85 * 4 / 7
        let expected = Pixel(
            UInt8((255 - faded * 113).rounded()), UInt8((255 - faded * 113).rounded()), UInt8((255 - faded * 108).rounded()))
        #expect(near(host.pixel(x: 100, y: 173), expected))
    }

    @Test("a rounded field being edited: grey edge, white inside, the tint caret 7 in; a megabyte of text draws")
    func textFieldIsDrawn() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        root.backgroundColor = .black
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 180, height: 34))
        field.borderStyle = .roundedRect
        field.placeholder = "Name"
        let long = UITextField(frame: CGRect(x: 10, y: 50, width: 180, height: 34))
        long.text = String(repeating: "W", count: 1_000_000)
        root.addSubview(field)
        root.addSubview(long)
        field.becomeFirstResponder()
        let host = try OffscreenHost(root: root)
        try host.render()
        // The 1-point edge is 0.8 white; inside, white; the caret is 2 points wide from x = 7, the height of a line.
        #expect(near(host.pixel(x: 100, y: 10), Pixel(204, 204, 204)))
        #expect(near(host.pixel(x: 150, y: 27), Pixel(255, 255, 255)))
        #expect(near(host.pixel(x: 18, y: 27), Pixel(0, 122, 255)))
        field.resignFirstResponder()
        try host.render()
        #expect(!near(host.pixel(x: 18, y: 27), Pixel(0, 122, 255)))
    }

    @Test("a segmented control with its middle segment selected: the white thumb over the grey track, the track beside it")
    func segmentedControlIsDrawn() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 60))
        root.backgroundColor = .white
        let tabs = UISegmentedControl(items: ["Posts", "Likes", "Saved"])
        tabs.frame = CGRect(x: 10, y: 10, width: 300, height: 32)
        tabs.selectedSegmentIndex = 1
        root.addSubview(tabs)
        let host = try OffscreenHost(root: root)
        try host.render()
        // The track is iOS's tertiary fill, (118, 118, 128) at 0.12 over white; the thumb (x 112…208) is white.
        let track = Pixel(239, 239, 240)
        #expect(near(host.pixel(x: 20, y: 26), track), "\(host.pixel(x: 20, y: 26))")
        #expect(near(host.pixel(x: 300, y: 26), track))
        #expect(near(host.pixel(x: 130, y: 14), Pixel(255, 255, 255)))
        #expect(near(host.pixel(x: 190, y: 14), Pixel(255, 255, 255)))
    }
}
