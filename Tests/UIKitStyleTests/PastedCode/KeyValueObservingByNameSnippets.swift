import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// An NSObject observing by name, as `play` leaves one that overrides `observeValue(forKeyPath:of:change:context:)`.
private final class FrameWatcher: NSObject, NSKeyValueObserving {
    var heard: [(keyPath: String?, new: Any?, old: Any?, context: UnsafeMutableRawPointer?)] = []

    func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?)
    {
        heard.append((keyPath, change?[.newKey], change?[.oldKey], context))
        ignoreObservedValue(forKeyPath: keyPath, of: object, change: change, context: context)
    }
}

@MainActor
@Suite("Key–value observing by name: addObserver(_:forKeyPath:options:context:) and observeValue")
struct KeyValueObservingByNameSnippets {
    @Test("a frame observed with .new and .old is told each change once, with both values; another property's change tells nothing")
    func frame() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)), watcher = FrameWatcher()
        let context = UnsafeMutableRawPointer(bitPattern: 0x1234)
        view.addObserver(watcher, forKeyPath: "frame", options: [.new, .old], context: context)
        view.frame = CGRect(x: 5, y: 0, width: 10, height: 10)
        view.frame = CGRect(x: 5, y: 0, width: 10, height: 10)
        view.alpha = 0.5
        view.center = CGPoint(x: 30, y: 5)
        #expect(watcher.heard.count == 2)
        let first = try #require(watcher.heard.first)
        #expect(first.keyPath == "frame" && first.context == context)
        #expect(
            first.new as? CGRect == CGRect(x: 5, y: 0, width: 10, height: 10)
                && first.old as? CGRect == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(watcher.heard.last?.new as? CGRect == CGRect(x: 25, y: 0, width: 10, height: 10))
        view.removeObserver(watcher, forKeyPath: "frame")
        view.frame = .zero
        #expect(watcher.heard.count == 2)
    }

    @Test("a scroll view's contentOffset with .initial is told at once, then as it scrolls; without .new no value is sent")
    func contentOffset() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)), watcher = FrameWatcher()
        scrollView.contentSize = CGSize(width: 100, height: 400)
        scrollView.addObserver(watcher, forKeyPath: "contentOffset", options: [.initial, .new], context: nil)
        #expect(watcher.heard.count == 1 && watcher.heard[0].new as? CGPoint == .zero)
        scrollView.contentOffset = CGPoint(x: 0, y: 120)
        #expect(watcher.heard.count == 2 && watcher.heard[1].new as? CGPoint == CGPoint(x: 0, y: 120))
        let quiet = FrameWatcher()
        scrollView.addObserver(quiet, forKeyPath: "alpha", options: [], context: nil)
        scrollView.alpha = 0.5
        #expect(quiet.heard.count == 1 && quiet.heard[0].new == nil && quiet.heard[0].keyPath == "alpha")
        scrollView.removeObserver(quiet, forKeyPath: "alpha", context: nil)
        scrollView.alpha = 1
        #expect(quiet.heard.count == 1)
    }

    @Test("a name never told of (a layer's key path) is reported once, in a sentence that lists the names that are")
    func unobservedName() {
        let view = UIView(), watcher = FrameWatcher()
        let said = { AnimationEngine.shared.recentErrors.filter { $0.description.contains("\"layer.cornerRadius\" is not observed") } }
        view.addObserver(watcher, forKeyPath: "layer.cornerRadius", options: [.new], context: nil)
        UIView().addObserver(watcher, forKeyPath: "layer.cornerRadius", options: [], context: nil)
        view.layer.cornerRadius = 8
        #expect(watcher.heard.isEmpty)
        #expect(said().count == 1)
        #expect(
            said().first?.description.contains("a view's frame, bounds, center, alpha, hidden, transform, backgroundColor and tag are")
                == true)
        // A scroll view's names on a plain view are not told either.
        view.addObserver(watcher, forKeyPath: "contentOffset", options: [], context: nil)
        #expect(AnimationEngine.shared.recentErrors.contains { $0.description.contains("\"contentOffset\" is not observed") })
        view.addObserver(watcher, forKeyPath: "alpha", options: [], context: nil)
        #expect(!AnimationEngine.shared.recentErrors.contains { $0.description.contains("\"alpha\" is not observed") })
    }
}
