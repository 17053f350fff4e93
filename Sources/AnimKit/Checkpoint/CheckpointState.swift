import Foundation

/// An object whose state a scene checkpoint captures and later puts back.
///
/// A checkpoint is the state of every such object at one moment of a scene, so
/// the previewer can go back to that moment without building and replaying the
/// scene from t = 0. Views, animators and the engine's tables take part; so does
/// any object of the package that a scene's closures keep state in.
@preconcurrency @MainActor
package protocol CheckpointState: AnyObject {
    /// The object's state now, as work that puts it back.
    func capturedState() -> @MainActor () -> Void
}

/// A checkpoint member, held weakly so that checkpoints keep nothing alive that the scene let go.
struct CheckpointMember {
    weak var object: (any CheckpointState)?
}

extension AnimationEngine {
    /// Lists `object` among the objects this engine's checkpoints capture, if this engine takes checkpoints.
    ///
    /// Views and animators enlist themselves when they are made; views with the
    /// engine that is current then (``shared``).
    package func enlist(_ object: some CheckpointState) {
        guard checkpointMembers != nil else { return }
        checkpointMembers?.append(CheckpointMember(object: object))
        // Forget the members that are gone now and then, so a long-lived engine's list stays as long as what lives.
        if let count = checkpointMembers?.count, count >= checkpointCompaction {
            checkpointMembers?.removeAll { $0.object == nil }
            checkpointCompaction = Swift.max(1024, 2 * (checkpointMembers?.count ?? 0))
        }
    }

    /// From now on, objects made for this engine are listed for its checkpoints (only what is made afterwards).
    package func beginCheckpointMembership() {
        if checkpointMembers == nil { checkpointMembers = [] }
    }

    /// Whether objects made for this engine are listed for checkpoints.
    package var takesCheckpoints: Bool { checkpointMembers != nil }

    /// How many objects a checkpoint of this engine captures (what its size grows with).
    package var checkpointMemberCount: Int { checkpointMembers?.count ?? 0 }

    /// The engine, its tables and every listed object as they are now, as work that puts them all back.
    package func capturedCheckpoint() -> @MainActor () -> Void {
        checkpointMembers?.removeAll { $0.object == nil }
        // The host's own views are left alone, whether they were the host's when captured or became it since (a panel's
        // view made while the scene's engine listed views, put in the host's window later).
        let members = (checkpointMembers ?? []).compactMap { member -> CapturedMember? in
            guard let object = member.object, (object as? View)?.belongsToHost != true else { return nil }
            return CapturedMember(view: object as? View, restore: object.capturedState())
        }
        // The engine's own state is one value: the checkpoint keeps a copy of it, beside the kernel's tables.
        let (saved, tables, focus) = (state, kernel.capturedState(), Responder.capturedFocus())
        return { [self] in
            state = saved
            tables()
            focus()
            Self.isRestoringCheckpoint = true
            defer { Self.isRestoringCheckpoint = false }
            for member in members where member.view?.belongsToHost != true { member.restore() }
            watchAnimatedLayersAgain()
        }
    }

    /// Whether a checkpoint is putting the scene back now: what its setters would tell the scene's code (a change of
    /// appearance) is not news then.
    package static var isRestoringCheckpoint = false
}

/// A member's state in a checkpoint, with the view it is (held weakly) when it is one.
private struct CapturedMember {
    weak var view: View?
    let restore: @MainActor () -> Void
}

extension View: CheckpointState {}
