import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// An inbox as iOS 17 code writes its empty state: the configuration set in `updateContentUnavailableConfiguration`.
final class EmptyInboxController: UIViewController {
    var items = ["Lunch on Friday?"]
    var updates = 0

    override func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {
        updates += 1
        guard items.isEmpty else {
            contentUnavailableConfiguration = nil
            return
        }
        var empty = UIContentUnavailableConfiguration.empty()
        empty.text = "No Mail"
        empty.secondaryText = "New messages appear here."
        contentUnavailableConfiguration = empty
    }
}

// iOS 17's content-unavailable state as Apple documents it: the controller's configuration is shown by a view over its
// own; `updateContentUnavailableConfiguration(using:)` runs before the view appears and, after
// `setNeedsUpdateContentUnavailableConfiguration()`, at the next update (here the next layout, as UIKit's does);
// `UIContentUnavailableView` stacks the image, texts and buttons, centred.
@MainActor
@Suite("UIContentUnavailableConfiguration: an empty screen's placeholder (iOS 17)")
struct ContentUnavailableSnippets {
    @Test("the controller is asked before it appears and at the next layout after setNeeds…; the view covers its own")
    func controllerUpdates() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let controller = EmptyInboxController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        #expect(controller.updates == 1 && controller.contentUnavailableConfiguration == nil)
        #expect(!controller.view.subviews.contains { $0 is UIContentUnavailableView })
        controller.items = []
        controller.setNeedsUpdateContentUnavailableConfiguration()
        #expect(controller.updates == 1)
        window.layoutIfNeeded()
        #expect(controller.updates == 2)
        let cover = controller.view.subviews.last as? UIContentUnavailableView
        #expect(cover?.frame == controller.view.bounds)
        let texts = cover?.subviews.compactMap { ($0 as? UILabel).flatMap { $0.isHidden ? nil : $0.text } }
        #expect(texts == ["No Mail", "New messages appear here."])
        // The same kind of configuration is shown by the same view.
        controller.setNeedsUpdateContentUnavailableConfiguration()
        window.layoutIfNeeded()
        #expect(controller.view.subviews.last === cover)
        controller.items = ["Invoice"]
        controller.setNeedsUpdateContentUnavailableConfiguration()
        window.layoutIfNeeded()
        #expect(controller.updates == 4 && !controller.view.subviews.contains { $0 is UIContentUnavailableView })
    }

    @Test("the parts are stacked in the middle of the margins, with the paddings between them")
    func stacking() throws {
        var configuration = UIContentUnavailableConfiguration.empty()
        configuration.image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40)).image { context in
            UIColor.systemBlue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
        }
        configuration.text = "No Mail"
        configuration.secondaryText = "New messages appear here."
        let view = UIContentUnavailableView(configuration: configuration)
        view.layoutMargins = .zero
        view.frame = CGRect(x: 0, y: 0, width: 300, height: 400)
        view.layoutIfNeeded()
        let image = try #require(view.subviews.first { $0 is UIImageView })
        let labels = view.subviews.compactMap { $0 as? UILabel }
        let (text, secondary) = (labels[0], labels[1])
        // The margins' 20 points leave 260 × 360; the stack is 40 + 10 + text + 5 + secondary tall, centred in it.
        let textHeight = text.sizeThatFits(CGSize(width: 260, height: 1000)).height
        let secondaryHeight = secondary.sizeThatFits(CGSize(width: 260, height: 1000)).height
        let top = 20 + (360 - (40 + 10 + textHeight + 5 + secondaryHeight)) / 2
        #expect(image.frame == CGRect(x: 130, y: top, width: 40, height: 40))
        #expect(text.frame == CGRect(x: 20, y: top + 50, width: 260, height: textHeight))
        #expect(secondary.frame == CGRect(x: 20, y: top + 55 + textHeight, width: 260, height: secondaryHeight))
        #expect(text.textAlignment == .center && text.font == UIFont.boldSystemFont(ofSize: 22))
        // Loading: a spinning indicator in the image's place, over "Loading…".
        view.configuration = UIContentUnavailableConfiguration.loading()
        view.layoutIfNeeded()
        let spinner = try #require(view.subviews.first { $0 is UIActivityIndicatorView } as? UIActivityIndicatorView)
        #expect(spinner.isAnimating && !spinner.isHidden && image.isHidden)
        #expect(labels[0].text == "Loading…" && labels[1].isHidden)
    }

    @Test("a seek back before the screen emptied takes the placeholder away, and forward brings it back")
    func checkpoints() throws {
        var controllers: [EmptyInboxController] = []
        let playback = try ScenePlayback(framesPerSecond: 60) {
            let canvas = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
            let controller = EmptyInboxController()
            controllers.append(controller)
            canvas.addSubview(controller.view)
            controller.view.frame = canvas.bounds
            return ScenePlayback.Built(canvas: canvas) {
                DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
                    controller.items = []
                    controller.setNeedsUpdateContentUnavailableConfiguration()
                }
            }
        }
        defer { playback.end() }
        try playback.prepareCheckpoints(length: 2)
        #expect(playback.checkpointRefusal == nil)
        for (time, covered) in [(1.5, true), (0.5, false), (1.5, true)] {
            try playback.seek(to: time)
            let controller = try #require(controllers.first)
            let covers = controller.view.subviews.filter { $0 is UIContentUnavailableView }.count
            #expect(covers == (covered ? 1 : 0), "at \(time) s")
            #expect((controller.contentUnavailableConfiguration != nil) == covered, "at \(time) s")
        }
    }
}
