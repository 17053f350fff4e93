import AnimKitSDL
import Foundation
import PlayWire

/// What the window says back over the wire, heard between saves.
extension PlayHostSession {
    /// Takes every message the window sent since the last look: what it runs now, its state, the literals it tuned.
    mutating func hear() throws {
        guard let wire else { return }
        for message in wire.receive(FromWindow.self) {
            switch message {
            case .loaded(let loaded): try notice(loaded)
            case .state(let state): remember(state)
            // All of a drag's literals, before the files are read again.
            case .tuned(let literals):
                for literal in literals { try write(literal) }
                tunedWrites += 1
            // The checking process's alone.
            case .checked: break
            }
        }
    }

    /// Keeps the window's state for the next window after a crash, and writes it where editors and scripts read what
    /// the window shows (``PlayProject/stateFile``). The first one says the window opened.
    private mutating func remember(_ state: PreviewerState) {
        windowState = state
        shown = true
        if let data = try? JSONEncoder().encode(state) { try? ScratchFile.replace(project.stateFile, with: data) }
    }
}
