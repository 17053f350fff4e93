import AnimKit
import AnimKitTestSupport
import Testing

/// A page sheet that grows to its large detent shrinks its presenter back over black, and the status bar turns light
/// there, cross-fading along the move, whatever the controllers prefer (as iOS draws it since iOS 13); at the medium detent, with the presenter
/// left as it is, the bar keeps the presenter's style.
@MainActor
@Suite("The status bar behind a sheet")
struct StatusBarSheetSnippets {
    @Test("dark content over a map; a medium sheet keeps it; grown to large, light; back to medium or dismissed, dark")
    func lightBehindLargeSheet() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let map = StatusBarController()
        map.style = .darkContent
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        window.setWindowSafeAreaInsets(UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        window.rootViewController = map
        window.makeKeyAndVisible()
        let bar = try #require(window.statusBar)
        #expect(bar.ink == .black)
        let filters = UIViewController()
        let sheet = try #require(filters.sheetPresentationController)
        sheet.detents = [.medium(), .large()]
        sheet.largestUndimmedDetentIdentifier = .medium
        map.present(filters, animated: true)
        fixture.run(seconds: 0.6)
        #expect(bar.ink == .black && map.view.transform == .identity)
        sheet.animateChanges { sheet.selectedDetentIdentifier = .large }
        #expect(map.view.transform != .identity && bar.ink == .white)
        // The old colours fade into the new ones along the sheet's own half-second move.
        #expect(bar.layer.animation(forKey: kCATransition)?.duration == 0.5)
        fixture.run(seconds: 0.6)
        sheet.animateChanges { sheet.selectedDetentIdentifier = .medium }
        #expect(bar.ink == .black)
        sheet.animateChanges { sheet.selectedDetentIdentifier = .large }
        #expect(bar.ink == .white)
        filters.dismiss(animated: true)
        fixture.run(seconds: 0.6)
        #expect(bar.ink == .black && map.view.transform == .identity)
    }
}
