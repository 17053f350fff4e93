/// Why the solver refused a call, naming what it refused; the solver is left as it was before the call.
public enum SolverError: Error, Equatable, CustomStringConvertible {
    /// The constraint is already in the solver.
    case duplicateConstraint(String)
    /// A required constraint that contradicts the required ones already there.
    case unsatisfiableConstraint(String)
    /// The constraint is not in the solver.
    case unknownConstraint(String)
    /// The variable already has an edit.
    case duplicateEditVariable(String)
    /// The variable has no edit.
    case unknownEditVariable(String)
    /// An edit cannot be required: it is a wish, which a required constraint may overrule.
    case requiredEditStrength(String)

    public var description: String {
        switch self {
        case .duplicateConstraint(let c): "the constraint \(c) is already in the solver"
        case .unsatisfiableConstraint(let c): "the required constraint \(c) contradicts the required constraints already there"
        case .unknownConstraint(let c): "the constraint \(c) is not in the solver"
        case .duplicateEditVariable(let v): "\(v) already has an edit"
        case .unknownEditVariable(let v): "\(v) has no edit"
        case .requiredEditStrength(let v): "an edit of \(v) cannot be required"
        }
    }
}
