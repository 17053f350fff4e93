import Cassowary
import Foundation

/// A layout engine in a scene checkpoint: going back to a moment puts its solver back too, so the next pass goes on
/// from the very solution straight play had there (a solver rebuilt from scratch could differ in the last bits).
extension LayoutEngine: CheckpointState {
    package func capturedState() -> @MainActor () -> Void {
        let solver = self.solver, state = solver.captureState()
        let tables = (shape, boxes, guideBoxes, pins, intrinsics, installed)
        let said = (refusals, saidRefusals, pinMoved)
        return { [self] in
            solver.restoreState(state)
            self.solver = solver
            (shape, boxes, guideBoxes, pins, intrinsics, installed) = tables
            (refusals, saidRefusals, pinMoved) = said
            solver.updateVariables()
        }
    }
}

/// The layout engine's stored properties, all of which its checkpoint keeps (a test compares them with the engine's).
package enum LayoutEngineCheckpointList {
    package static let names = [
        "solver", "shape", "boxes", "guideBoxes", "pins", "intrinsics", "installed", "refusals", "saidRefusals", "pinMoved",
    ]
}

extension View {
    /// The layout engine on this tree's root, if a pass made one (for the checkpoint field check).
    package var layoutEngineObject: AnyObject? { layoutRecord.engine }
}
