import AnimKit
import Foundation

/// Motion trails (`m`), onion skin (`o`) and the graph pane (`g`) in the window, over the canvas: for the views clicked
/// while one of them is on (Shift adds a view; a click on empty canvas goes back to every view an animator moves; the
/// graph shows the first), followed through the whole scene (or the stretch the timeline is zoomed in to) again for each
/// scene loaded — on a replica of it, so the scene shown stays where it is — and drawn at the playhead whether the scene
/// plays, is scrubbed or stepped.
extension Previewer {
    /// Turns the trails on or off.
    func toggleTrails() {
        motionOverlay.showsTrails.toggle()
        say(motionOverlay.showsTrails ? "trails on: click a view to follow it (Shift adds one)" : "trails off")
    }

    /// Onion skin on and round its placements — three ghosts a side three frames apart, at keyframes, at animators'
    /// starts and ends — then off.
    func toggleOnion() {
        let placements = MotionOverlay.GhostPlacement.allCases
        if motionOverlay.ghosts == 0 {
            (motionOverlay.ghosts, motionOverlay.ghostSpacing, motionOverlay.ghostPlacement) = (3, 3, .frames)
        } else if let index = placements.firstIndex(of: motionOverlay.ghostPlacement), index + 1 < placements.count {
            motionOverlay.ghostPlacement = placements[index + 1]
        } else {
            motionOverlay.ghosts = 0
        }
        let placed = ["frames": "three frames apart", "keyframes": "at keyframes", "ends": "where animators start and end"]
        let placement = placed[motionOverlay.ghostPlacement.rawValue] ?? ""
        say(motionOverlay.ghosts > 0 ? "onion skin \(placement): past in blue, future in green" : "onion skin off")
    }

    /// Turns the graph pane (values and speeds of the view followed first) on or off.
    func toggleGraph() {
        motionOverlay.showsGraph.toggle()
        if !motionOverlay.showsGraph { motionOverlay.graph = nil }
        say(motionOverlay.showsGraph ? "graph on: the first view followed, a row a property that moves" : "graph off")
    }

    /// A press on the graph pane's top edge: the edge follows the pointer until release (the pane's height). A press
    /// in its plot: the playhead goes to the time under it and follows the pointer until release.
    func pressGraph(at point: CGPoint) -> Bool {
        if motionOverlay.isOnGraphEdge(point) {
            resizingGraph = true
            return true
        }
        guard let time = motionOverlay.graphTime(at: point) else { return false }
        draggingGraph = play.playing
        play.playing = false
        seekScene(to: time)
        return true
    }

    /// The pointer moved with the button held (or let go): while it drags the graph's edge, the edge follows; in its
    /// plot, the playhead; `false` otherwise.
    func dragGraph(to point: CGPoint, released: Bool) -> Bool {
        if resizingGraph {
            motionOverlay.graphHeight = canvasSize.height - point.y
            if released { resizingGraph = false }
            return true
        }
        let x = point.x
        guard let wasPlaying = draggingGraph else { return false }
        if let time = motionOverlay.graphTime(atX: x) { seekScene(to: time) }
        if released {
            play.playing = wasPlaying
            draggingGraph = nil
        }
        return true
    }

    /// Follows the frontmost view under `point` (window coordinates) — besides those followed already when `adding` —,
    /// or every view an animator moves again when only the canvas is there.
    func selectMotion(at point: CGPoint, in canvas: View, adding: Bool) {
        let names = FrameSample.viewNames(under: canvas)
        guard let found = canvas.frontmostShownView(at: point), let name = names[ObjectIdentifier(found)] else {
            motionSelection = nil
            shown.motionPaths = nil
            return
        }
        let followed = adding ? (motionSelection ?? []) : []
        motionSelection = followed.contains(name) ? followed.filter { $0 != name } : followed + [name]
        if motionSelection?.isEmpty == true { motionSelection = nil }
        shown.motionPaths = nil
    }

    /// With trails, onion skin or the graph on, the animator of `serial` chosen on the timeline or in the inspector is
    /// followed: the views it moves (the graph shows the first), as a click on one of them follows it.
    func followMotion(ofSerial serial: Int?) {
        guard motionOverlay.isOn, let serial, let moves = spans[serial]?.moves else { return }
        var names: [String] = []
        for move in moves {
            // `card.center`: the view's name, then the property's (which has no dot).
            guard let dot = move.lastIndex(of: ".") else { continue }
            if !names.contains(String(move[..<dot])) { names.append(String(move[..<dot])) }
        }
        guard !names.isEmpty, names != motionSelection else { return }
        motionSelection = names
        shown.motionPaths = nil
    }

    /// Follows the views when trails, ghosts or the graph are on and this scene (or the timeline's stretch of it) has not
    /// been followed yet, and moves the overlay to the playhead; called every frame.
    func updateMotionOverlay() {
        guard motionOverlay.isOn, let playback else {
            motionOverlay.paths = nil
            return
        }
        // Over the stretch the timeline shows: all of the scene, or the part it is zoomed in to (followed again as it
        // pages on with the playhead).
        let zoom = timelinePanel.window
        let stretch = zoom.span < zoom.total ? zoom.start...(zoom.start + zoom.span) : 0...Swift.max(sceneLength, 0)
        if shown.motionStretch != stretch { (shown.motionPaths, shown.motionStretch) = (nil, stretch) }
        if shown.motionPaths == nil {
            do {
                let paths = try MotionPaths.record(playback, names: motionSelection, from: stretch.lowerBound, to: stretch.upperBound)
                shown.motionPaths = paths
                if !paths.notes.isEmpty { say(paths.notes.joined(separator: "; ")) }
            } catch {
                motionOverlay.showsTrails = false
                motionOverlay.ghosts = 0
                say("trails and onion skin are off: \(error)")
                return
            }
        }
        if motionOverlay.showsGraph, !shown.motionGraphAsked, let name = shown.motionPaths?.paths.first?.name {
            shown.motionGraphAsked = true
            shown.motionGraph = try? MotionGraph.record(playback, view: name, from: stretch.lowerBound, to: stretch.upperBound)
        }
        motionOverlay.paths = motionOverlay.showsTrails || motionOverlay.ghosts > 0 ? shown.motionPaths : nil
        motionOverlay.graph = motionOverlay.showsGraph ? shown.motionGraph : nil
        motionOverlay.playhead = sceneTime
    }

    /// One line on standard error, as the window's other notices.
    private func say(_ line: String) {
        FileHandle.standardError.write(Data("animview: \(line)\n".utf8))
    }
}
