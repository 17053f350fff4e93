import AnimKitSDL
import AnimKitTestSupport
import Foundation
import Testing

@testable import animview

/// An iOS 17 screen pasted into `play` as written: a trait of its own, `registerForTraitChanges` with a handler and
/// with `#selector`, and `traitOverrides` set when an animation completes.
extension PackageBuildingTests.PlayCommandTests {
    nonisolated static let traitScreen = """
        import UIKit

        enum Palette: Int { case vivid, muted }

        struct PaletteTrait: UITraitDefinition {
            static let defaultValue = Palette.vivid
        }

        extension UIMutableTraits {
            var palette: Palette {
                get { self[PaletteTrait.self] }
                set { self[PaletteTrait.self] = newValue }
            }
        }

        final class Tile: UIView {
            override init(frame: CGRect) {
                super.init(frame: frame)
                paint()
                registerForTraitChanges([PaletteTrait.self]) { (self: Self, previous: UITraitCollection) in
                    print("palette", previous[PaletteTrait.self], "->", self.traitCollection[PaletteTrait.self])
                    self.paint()
                }
            }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            private func paint() { backgroundColor = traitCollection[PaletteTrait.self] == .muted ? .gray : .systemOrange }
        }

        class PaletteViewController: UIViewController {
            let tile = Tile(frame: CGRect(x: 40, y: 120, width: 120, height: 120))

            override func viewDidLoad() {
                super.viewDidLoad()
                view.backgroundColor = .systemBackground
                view.addSubview(tile)
                registerForTraitChanges([UITraitUserInterfaceStyle.self], action: #selector(styleChanged))
            }

            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                UIView.animate(withDuration: 0.5) {
                    self.tile.center.x += 150
                } completion: { _ in
                    self.traitOverrides.palette = .muted
                    self.overrideUserInterfaceStyle = .dark
                }
            }

            @objc private func styleChanged() { print("style", traitCollection.userInterfaceStyle.rawValue) }
        }

        """

    /// Before the animation ends the tile is orange where it moves; after, the override made it grey, through its
    /// handler, and the controller's selector heard the appearance change.
    func traitScreenAsWritten(in scratch: ScratchFolder) async throws {
        let file = try scratch.write("PaletteScreen.swift", Self.traitScreen)
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = scratch.path("cache")
        let during = try runAnimview(
            ["play", file, "--headless", "--at", "0.25", "--out", scratch.path("during.png")], environment: environment)
        #expect(during.status == 0, "\(during.standardError)")
        #expect(!during.standardOutput.contains("palette"), "\(during.standardOutput)")
        // Half way in time along the default ease-in-out curve is half way in space: the tile's left edge at 115.
        #expect(try await Self.frame(at: scratch.path("during.png")).pixel(x: 120, y: 180) == Pixel(255, 149, 0))
        let after = try runAnimview(
            ["play", file, "--headless", "--at", "1", "--out", scratch.path("after.png")], environment: environment)
        #expect(after.status == 0, "\(after.standardError)")
        #expect(after.standardOutput.contains("palette vivid -> muted\nstyle 2\n"), "\(after.standardOutput)")
        let frame = try await Self.frame(at: scratch.path("after.png"))
        // The tile (190…310) grey from the override; the controller's view black in the dark appearance.
        #expect(frame.pixel(x: 250, y: 180) == Pixel(128, 128, 128) && frame.pixel(x: 100, y: 180) == Pixel(0, 0, 0))
    }
}
