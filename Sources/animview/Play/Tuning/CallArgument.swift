/// A labelled argument of a call in the user's file, as the reader found it: where the argument is, where its call's
/// opening parenthesis is (the column `#column` gives the call's site) and its label. The argument is a literal `play`
/// can change without the compiler when its range is a literal's.
struct CallArgument: Equatable {
    let range: Range<Int>
    let paren: Int
    let label: String

    /// The argument after an edit inside a literal ending at `end` made the file `delta` bytes longer: what follows
    /// the literal moves, an argument holding it grows.
    func moved(after end: Int, by delta: Int) -> CallArgument {
        let lower = range.lowerBound >= end ? range.lowerBound + delta : range.lowerBound
        let upper = range.upperBound >= end ? range.upperBound + delta : range.upperBound
        return CallArgument(range: lower..<upper, paren: paren >= end ? paren + delta : paren, label: label)
    }
}
