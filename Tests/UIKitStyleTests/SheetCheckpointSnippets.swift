import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

// A sheet presented at its medium detent and moved to large by animateChanges at 1.2 s keeps its checkpoints: a seek
// back across the change finds the sheet, the dimming and the shrunk presenter as straight play has them. (Its
// presentation controller was not put back: having pushed the presenter back once, a replay from 1.0 s skipped the
// status bar's cross-fade, made one animator fewer, and the scene fell back to replaying from the start.)
@MainActor
@Suite("Checkpoints keep a sheet's presentation")
struct SheetCheckpointSnippets {
    /// A phone window whose controller presents a two-detent sheet, made large at 1.2 s; the sheet handed to `keep`.
    static func scene(keep: @escaping (UIViewController, UIViewController) -> Void) throws -> ScenePlayback {
        try ScenePlayback {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
            window.setWindowSafeAreaInsets(UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
            let home = UIViewController()
            window.rootViewController = home
            window.makeKeyAndVisible()
            return ScenePlayback.Built(canvas: window) {
                let sheet = UIViewController()
                sheet.view.backgroundColor = .white
                sheet.sheetPresentationController?.detents = [.medium(), .large()]
                home.present(sheet, animated: true)
                keep(home, sheet)
                DispatchQueue.main.asyncAfter(deadline: .now() + 1.2) {
                    sheet.sheetPresentationController?.animateChanges {
                        sheet.sheetPresentationController?.selectedDetentIdentifier = .large
                    }
                }
            }
        }
    }

    /// The dimming view's opacity on screen behind `sheet`.
    static func dimming(of sheet: UIViewController) -> CGFloat? {
        sheet.view.superview?.subviews.first { $0.accessibilityIdentifier == "dimming view" }?.presentation.alpha
    }

    @Test("checkpoints are kept, and seeks back across the change of detent land where straight play does")
    func seekAcrossDetentChange() throws {
        var shown: (home: UIViewController, sheet: UIViewController)?
        let playback = try Self.scene { shown = ($0, $1) }
        defer { playback.end() }
        let summary = try playback.prepareCheckpoints(length: 1.7)
        #expect(playback.checkpointRefusal == nil && summary.count >= 4, "\(playback.checkpointRefusal ?? "")")
        for time in [1.65, 1.3, 1.45, 0.2, 1.6] {
            try playback.seek(to: time)
            let seeked = try #require(shown)
            let (sheetTop, homeScale) = (seeked.sheet.view.presentation.frame.minY, seeked.home.view.presentation.transform.a)
            let dimmed = Self.dimming(of: seeked.sheet)
            var fresh: (home: UIViewController, sheet: UIViewController)?
            let straight = try Self.scene { fresh = ($0, $1) }
            try straight.seek(to: time)
            let played = try #require(fresh)
            #expect(sheetTop == played.sheet.view.presentation.frame.minY, "at \(time) s")
            #expect(homeScale == played.home.view.presentation.transform.a, "at \(time) s")
            #expect(dimmed == Self.dimming(of: played.sheet), "at \(time) s")
            straight.end()
        }
    }
}
