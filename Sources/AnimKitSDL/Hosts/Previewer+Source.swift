import AnimKit
import Foundation

/// From an animation in the window to the line that made it: a click on an inspector row's `File.swift:14`, or on an
/// animation's name on the timeline, prints `path:line:column` in the terminal — the form editors and terminals open.
extension Previewer {
    /// A press on inspector row `row` at window point `point`: selects its animator, and prints its call site when the
    /// press was on it.
    func pressInspector(row: Int, at point: CGPoint) -> Bool {
        chosen = inspector.shown[row]
        if let site = inspector.callSite(at: point) { printLocation(site) }
        return true
    }

    /// Prints `site` as `path:line:column` on its own line, and says so in the window.
    func printLocation(_ site: CallSite) {
        FileHandle.standardOutput.write(Data("\(site.editorLocation)\n".utf8))
        flash("\(site.shortDescription) — printed in the terminal as path:line:column")
    }
}
