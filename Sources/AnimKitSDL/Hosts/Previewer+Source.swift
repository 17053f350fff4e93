import AnimKit
import Foundation

/// From an animation in the window to the line that made it: a click on an inspector row's `File.swift:14`, or on an
/// animation's name on the timeline, prints `path:line:column` in the terminal — the form editors and terminals open.
extension Previewer {
    /// A press on inspector row `row` at window point `point`: selects its animator, and prints its call site when the
    /// press was on it.
    func pressInspector(row: Int, at point: CGPoint) -> Bool {
        chosen = inspector.shown[row]
        curveSerial = chosen?.serial
        followMotion(ofSerial: chosen?.serial)
        if let site = inspector.callSite(at: point) { printLocation(site) }
        return true
    }

    /// Turns selectable mode on or off.
    func toggleOrigins() {
        originOverlay.toggle()
        flash(
            originOverlay.isActive ? "selectable: click a view for the line that made it and the lines that animate it" : "selectable off")
    }

    /// In selectable mode, a press on the canvas picks the view there: outlined, its first animator selected, and what
    /// made and animates it listed and printed whole. `false` when the mode is off.
    func selectOrigin(at point: CGPoint) -> Bool {
        guard originOverlay.isActive, let canvas = playback?.built.canvas else { return false }
        originOverlay.select(at: point, in: canvas, spans: spans.values.sorted { $0.serial < $1.serial }) { lines in
            FileHandle.standardOutput.write(Data((lines.joined(separator: "\n") + "\n").utf8))
        }
        if let view = originOverlay.selected, let animator = liveAnimators.first(where: { $0.animatedViews.contains { $0 === view } }) {
            chosen = animator
        }
        return true
    }

    /// Prints `site` as `path:line:column` on its own line, and says so in the window.
    func printLocation(_ site: CallSite) {
        FileHandle.standardOutput.write(Data("\(site.editorLocation)\n".utf8))
        flash("\(site.shortDescription) — printed in the terminal as path:line:column")
    }
}
