import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// A photo whose menu previews it; a tap on the preview opens it, as iOS 13+ code does it: in the commit animator's
/// completion, with the photo dimmed alongside.
@MainActor
private final class Photo: NSObject, UIContextMenuInteractionDelegate {
    let view = UIView(frame: CGRect(x: 95, y: 400, width: 200, height: 100))
    var log: [String] = []
    var style = UIContextMenuInteractionCommitStyle.pop

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint)
        -> UIContextMenuConfiguration?
    {
        UIContextMenuConfiguration(identifier: nil, previewProvider: { PreviewController() }) { _ in
            UIMenu(children: [UIAction(title: "Share") { _ in }])
        }
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {
        log.append("will display")
        animator?.addCompletion { self.log.append("displayed") }
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {
        log.append("will end")
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: any UIContextMenuInteractionCommitAnimating
    ) {
        log.append(animator.previewViewController is PreviewController ? "commit with its preview" : "commit")
        animator.preferredCommitStyle = style
        animator.addAnimations { self.view.alpha = 0.5 }
        animator.addCompletion { self.log.append("opened") }
    }
}

/// A delegate that answers only the configuration, as most do.
@MainActor
private final class Quiet: NSObject, UIContextMenuInteractionDelegate {
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint)
        -> UIContextMenuConfiguration?
    {
        UIContextMenuConfiguration(identifier: nil, previewProvider: { PreviewController() }) { _ in
            UIMenu(children: [UIAction(title: "Share") { _ in }])
        }
    }
}

// The delegate hears the menu open (its completions once the 0.35 s lift ends) and close; a tap on the preview asks it
// what to do (`willPerformPreviewActionForMenuWith`, before `willEndFor`). `.pop` (the default) grows the preview to
// fill the window over 0.3 s with the delegate's animations, then runs its completions and fades the preview over
// 0.2 s; `.dismiss`, or a delegate that does not answer, lowers the preview onto the view over 0.25 s.
@MainActor
@Suite("A context menu's preview tapped: the commit animator, its style, and the delegate's open and close")
struct ContextMenuCommitSnippets {
    /// `delegate`'s menu held open on its view in a 390 × 844 window; the preview's lifted frame.
    private func held(_ delegate: any UIContextMenuInteractionDelegate, on view: UIView, fixture: EngineFixture) throws -> (
        UIWindow, PointerDispatcher, UIView
    ) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.addSubview(view)
        window.makeKeyAndVisible()
        view.addInteraction(UIContextMenuInteraction(delegate: delegate))
        let pointer = PointerDispatcher(root: window)
        _ = pointer.pointerDown(at: CGPoint(x: view.frame.midX, y: view.frame.midY), time: 0)
        fixture.run(seconds: 0.6)
        pointer.pointerUp(at: CGPoint(x: view.frame.midX, y: view.frame.midY), time: 0.6)
        fixture.run(seconds: 1)
        let preview = try #require(window.subviews.last?.subviews.first { $0.layer.cornerRadius == 13 && $0.clipsToBounds })
        return (window, pointer, preview)
    }

    private func tap(_ view: UIView, with pointer: PointerDispatcher, at time: TimeInterval) {
        let middle = CGPoint(x: view.frame.midX, y: view.frame.midY)
        _ = pointer.pointerDown(at: middle, time: time)
        pointer.pointerUp(at: middle, time: time + 0.05)
    }

    @Test("popped: the preview fills the window in 0.3 s with the delegate's animations, then it opens; the cover goes")
    func pop() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let photo = Photo()
        let (window, pointer, preview) = try held(photo, on: photo.view, fixture: fixture)
        #expect(photo.log == ["will display", "displayed"] && preview.frame == CGRect(x: 45, y: 350, width: 300, height: 200))
        tap(preview, with: pointer, at: 2)
        #expect(photo.log.suffix(2) == ["commit with its preview", "will end"])
        fixture.run(seconds: 0.15)
        #expect(abs(photo.view.layer.presentation()!.opacity - Float(1 - 0.5 * easeInOut(0.5))) < 1e-6)
        #expect(photo.log.last == "will end")
        fixture.run(seconds: 0.15)
        #expect(preview.frame == window.bounds && preview.layer.cornerRadius == 0 && photo.log.last == "opened")
        fixture.run(seconds: 0.2)
        #expect(!window.subviews.contains { $0.subviews.contains(preview) } && photo.view.alpha == 0.5)
        #expect(fixture.errors.isEmpty)
    }

    @Test("dismissed, or a delegate that does not answer: the tapped preview sinks back onto the view in 0.25 s")
    func dismiss() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let photo = Photo()
        photo.style = .dismiss
        let (window, pointer, preview) = try held(photo, on: photo.view, fixture: fixture)
        tap(preview, with: pointer, at: 2)
        fixture.run(seconds: 0.25)
        #expect(preview.frame == photo.view.frame && photo.log.suffix(3) == ["commit with its preview", "will end", "opened"])
        fixture.run(seconds: 0.1)
        #expect(!window.subviews.contains { $0.subviews.contains(preview) })
        let quiet = Quiet(), card = UIView(frame: CGRect(x: 20, y: 100, width: 120, height: 80))
        let (other, otherPointer, otherPreview) = try held(quiet, on: card, fixture: fixture)
        tap(otherPreview, with: otherPointer, at: 5)
        fixture.run(seconds: 0.25)
        #expect(otherPreview.frame == card.frame && otherPreview.alpha == 0)
        withExtendedLifetime(other) {}
        #expect(fixture.errors.isEmpty)
    }

    @Test("a table's row: its delegate hears the menu open and its preview tapped, and the preview pops")
    func tableRow() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let rows = PreviewedRows()
        let window = windowWithTable(of: rows)
        let pointer = PointerDispatcher(root: window)
        _ = pointer.pointerDown(at: CGPoint(x: 100, y: 22), time: 0)
        fixture.run(seconds: 0.6)
        pointer.pointerUp(at: CGPoint(x: 100, y: 22), time: 0.6)
        fixture.run(seconds: 1)
        let preview = try #require(window.subviews.last?.subviews.first { $0.layer.cornerRadius == 13 && $0.clipsToBounds })
        tap(preview, with: pointer, at: 2)
        fixture.run(seconds: 0.3)
        #expect(rows.log == ["display", "commit", "end", "opened"] && preview.frame == window.bounds)
    }
}

/// One row whose menu previews a controller; the delegate opens it when the preview is tapped.
@MainActor
private final class PreviewedRows: NSObject, UITableViewDataSource, UITableViewDelegate {
    var log: [String] = []

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint)
        -> UIContextMenuConfiguration?
    {
        UIContextMenuConfiguration(identifier: nil, previewProvider: { PreviewController() }) { _ in
            UIMenu(children: [UIAction(title: "Open") { _ in }])
        }
    }
    func tableView(
        _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) { log.append("display") }
    func tableView(
        _ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) { log.append("end") }
    func tableView(
        _ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: any UIContextMenuInteractionCommitAnimating
    ) {
        log.append("commit")
        animator.addCompletion { self.log.append("opened") }
    }
}
