import AnimKit
import AnimKitSDL
import AnimKitTestSupport
import Foundation
import Testing

/// Configured buttons drawn: each style's background as Apple describes it, over a white root, with its corners.
@MainActor
@Suite("UIButton.Configuration, drawn", .serialized)
struct ButtonConfigurationPixelTests {
    /// A 200 × 50 button at (20, 20) in a white 240 × 90 root, titled "Go" (its text in the middle, away from the
    /// pixels read).
    private func drawn(_ configuration: UIButton.Configuration) throws -> OffscreenHost {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 240, height: 90))
        root.backgroundColor = .white
        var configuration = configuration
        configuration.title = "Go"
        let button = UIButton(configuration: configuration)
        button.frame = CGRect(x: 20, y: 20, width: 200, height: 50)
        root.addSubview(button)
        let host = try OffscreenHost(root: root)
        try host.render()
        return host
    }

    @Test("filled, as a capsule: the tint (system blue) inside, white in the corners the 25-point radius cuts off")
    func filledCapsule() throws {
        var configuration = UIButton.Configuration.filled()
        configuration.cornerStyle = .capsule
        let host = try drawn(configuration)
        #expect(host.pixel(x: 50, y: 45) == Pixel(0, 122, 255) && host.pixel(x: 45, y: 25) == Pixel(0, 122, 255))
        #expect(host.pixel(x: 21, y: 21) == Pixel(255, 255, 255) && host.pixel(x: 218, y: 68) == Pixel(255, 255, 255))
    }

    @Test("gray: the tertiary system fill (118, 118, 128 at 12 %) over white; tinted: the tint at 15 % over white")
    func grayAndTinted() throws {
        let gray = try drawn(.gray()).pixel(x: 50, y: 45)
        // 255 − 0.12 × (255 − 118) = 238.6; 255 − 0.12 × (255 − 128) = 239.8.
        #expect(abs(Int(gray.red) - 239) <= 1 && abs(Int(gray.green) - 239) <= 1 && abs(Int(gray.blue) - 240) <= 1, "\(gray)")
        let tinted = try drawn(.tinted()).pixel(x: 50, y: 45)
        // 0.85 × 255 + 0.15 × (0, 122, 255) = (216.8, 235.1, 255).
        #expect(abs(Int(tinted.red) - 217) <= 1 && abs(Int(tinted.green) - 235) <= 1 && tinted.blue == 255, "\(tinted)")
        let plain = try drawn(.plain()).pixel(x: 50, y: 45)
        #expect(plain == Pixel(255, 255, 255))
    }
}
