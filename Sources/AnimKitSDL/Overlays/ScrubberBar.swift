import AnimKit
import Foundation

/// The bottom bar: play/pause, reverse, the `fractionComplete` track with its thumb, times, fraction and speed.
///
/// Made of plain views, drawn by the scene renderer but never animated, so it
/// never appears in the registry and is never slowed or scrubbed.
@MainActor
final class ScrubberBar {
    let view = OverlayStyle.box(OverlayStyle.panel)
    private let play = OverlayStyle.label(.boldSystemFont(ofSize: 20), alignment: .center)
    private let reverse = OverlayStyle.label(.boldSystemFont(ofSize: 20), alignment: .center)
    private let track = OverlayStyle.box(OverlayStyle.track, radius: 3)
    private let fill = OverlayStyle.box(OverlayStyle.accent, radius: 3)
    private let thumb = OverlayStyle.box(.white, radius: 9)
    private let times = OverlayStyle.label()
    private let fraction = OverlayStyle.label(.boldSystemFont(ofSize: 15), alignment: .right)
    private let speed = OverlayStyle.label(alignment: .right)
    private let subject = OverlayStyle.label(OverlayStyle.small, color: OverlayStyle.dimText)

    /// The clickable areas, in the bar's coordinates.
    private(set) var playArea = CGRect.zero, reverseArea = CGRect.zero, trackArea = CGRect.zero

    init() {
        play.text = "▶"
        reverse.text = "⇄"
        for part in [play, reverse, track, fill, thumb, times, fraction, speed, subject] { view.addSubview(part) }
    }

    /// Places the bar at `frame` (window coordinates).
    func layout(in frame: CGRect) {
        view.frame = frame
        let middle = frame.height / 2
        playArea = CGRect(x: 12, y: middle - 18, width: 36, height: 36)
        reverseArea = CGRect(x: 52, y: middle - 18, width: 36, height: 36)
        play.frame = playArea
        reverse.frame = reverseArea
        trackArea = CGRect(x: 108, y: middle - 14, width: Swift.max(frame.width - 108 - 330, 40), height: 28)
        track.frame = CGRect(x: trackArea.minX, y: middle - 3, width: trackArea.width, height: 6)
        subject.frame = CGRect(x: trackArea.minX, y: middle + 8, width: trackArea.width, height: 18)
        times.frame = CGRect(x: trackArea.maxX + 18, y: middle - 11, width: 150, height: 22)
        fraction.frame = CGRect(x: trackArea.maxX + 168, y: middle - 11, width: 60, height: 22)
        speed.frame = CGRect(x: trackArea.maxX + 230, y: middle - 11, width: 80, height: 22)
    }

    /// The fraction (0…1) under window x-coordinate `x`.
    func fraction(atWindowX x: CGFloat) -> Double {
        let local = x - view.frame.minX - trackArea.minX
        return Double(Swift.min(Swift.max(local / trackArea.width, 0), 1))
    }

    /// Shows the selection's state.
    func update(
        fraction value: Double, elapsed: TimeInterval, total: TimeInterval, running: Bool, live: Bool, subjectText: String,
        speedText: String
    ) {
        play.text = running ? "❚❚" : "▶"
        let width = track.frame.width
        fill.frame = CGRect(x: track.frame.minX, y: track.frame.minY, width: width * CGFloat(value), height: 6)
        thumb.frame = CGRect(x: track.frame.minX + width * CGFloat(value) - 9, y: track.frame.midY - 9, width: 18, height: 18)
        thumb.alpha = live ? 1 : 0.4
        fill.alpha = live ? 1 : 0.4
        times.text = "\(ScrubberBar.seconds(elapsed)) / \(ScrubberBar.seconds(total))"
        fraction.text = String(format: "%.2f", value)
        speed.text = speedText
        subject.text = subjectText
    }

    /// A time short enough for the bar, however long the animation; ∞ for one that repeats forever.
    static func seconds(_ value: TimeInterval) -> String {
        switch abs(value) {
        case .infinity: "∞"
        case ..<100: String(format: "%.2f s", value)
        case ..<100_000: String(format: "%.0f s", value)
        default: String(format: "%.1e s", value)
        }
    }
}
