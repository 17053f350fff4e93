import AnimKitSDL
import AnimKitTestSupport
import Foundation
import Testing

/// `animview play` of a screen split over several files, as iOS projects split theirs: the compiler's plan for several
/// files names a map of their outputs in the driver's temporary folder, which must outlive the plan.
@Suite("animview play: several files")
struct PlaySeveralFilesTests {
    @Test("a view controller, its view and a colour in three files, no top-level code: built and drawn, the view's red where it is")
    func threeFiles() async throws {
        try await sharedPlayBuildsReady()
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let controller = try scratch.write(
            "BadgeViewController.swift",
            """
            import UIKit

            final class BadgeViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.backgroundColor = .white
                    view.addSubview(BadgeView(frame: CGRect(x: 20, y: 40, width: 100, height: 100)))
                }
            }

            """)
        let badge = try scratch.write(
            "BadgeView.swift",
            "import UIKit\n\nfinal class BadgeView: UIView {\n    override func didMoveToSuperview() { backgroundColor = .badge }\n}\n")
        let color = try scratch.write(
            "UIColor+Badge.swift", "import UIKit\n\nextension UIColor {\n    static let badge = UIColor.systemRed\n}\n")
        let out = scratch.path("badge.png")
        let run = try runAnimview([
            "play", controller, badge, color, "--show", "BadgeViewController", "--headless", "--at", "0", "--out", out,
        ])
        #expect(run.status == 0, "\(run.standardError)")
        let image = try await PackageBuildingTests.PlayCommandTests.frame(at: out)
        #expect(image.pixel(x: 70, y: 90) == Pixel(255, 59, 48))
    }
}
