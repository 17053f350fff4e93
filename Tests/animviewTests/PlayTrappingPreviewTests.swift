import AnimKitSDL
import AnimKitTestSupport
import Foundation
import Testing

extension PackageBuildingTests.PlayCommandTests {
    /// A file with no top-level code whose first view traps when it is laid out (a library view made without its
    /// `show(in:)`), and a second that is fine.
    static let badges = """
        import UIKit

        class BrokenBadge: UIView {
            private var content: UIView!

            override func layoutSubviews() {
                super.layoutSubviews()
                content.frame = bounds
            }

            func show(in parent: UIView) {
                content = UIView()
                addSubview(content)
                parent.addSubview(self)
            }
        }

        class GreenBadge: UIView {
            override init(frame: CGRect) {
                super.init(frame: frame)
                backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
            }

            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        }

        """

    /// The preview that crashes before it is drawn gives way to the next, said in one line; chosen with `--show`, its
    /// crash is the run's.
    func trappingPreview(in scratch: ScratchFolder) async throws {
        let file = try scratch.write("Badges.swift", Self.badges)
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = scratch.path("cache")
        environment["SWIFT_BACKTRACE"] = nil
        let shown = try runAnimview(
            ["play", file, "--headless", "--at", "0", "--out", scratch.path("badges.png")], environment: environment)
        #expect(shown.status == 0, "\(shown.standardError)")
        #expect(
            shown.standardError.contains(
                "animview: the preview BrokenBadge crashed (signal 4) before it was drawn (Swift says where just above); showing GreenBadge"
            ),
            "\(shown.standardError)")
        // Where, in Swift's words, then the crashed thread's frames: no page of registers and libraries over them.
        #expect(shown.standardError.contains("Badges.swift:8: Fatal error: Unexpectedly found nil"), "\(shown.standardError)")
        #expect(!shown.standardError.contains("Registers:") && !shown.standardError.contains("Images ("), "\(shown.standardError)")
        let frame = try await Self.frame(at: scratch.path("badges.png"))
        #expect(frame.pixel(x: 20, y: 20) == Pixel(0, 255, 0))
        // Asked for the whole report, the user gets it.
        environment["SWIFT_BACKTRACE"] = "preset=full"
        let chosen = try runAnimview(
            ["play", file, "--headless", "--at", "0", "--out", scratch.path("broken.png"), "--show", "BrokenBadge"],
            environment: environment)
        #expect(chosen.status == 70 && chosen.standardError.contains("Badges.swift crashed (signal 4)"), "\(chosen.standardError)")
        #expect(chosen.standardError.contains("Registers:"), "\(chosen.standardError)")
        #expect(!chosen.standardError.contains("showing GreenBadge"))
        #expect(!FileManager.default.fileExists(atPath: scratch.path("broken.png")))
    }
}
