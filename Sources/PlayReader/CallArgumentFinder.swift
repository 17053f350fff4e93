import SwiftSyntax

/// Walks a file's calls for the arguments the window can tune (issue: drag a timeline bar, and the duration is
/// written back): one line `A start end paren label` per argument of a call written with parentheses — the
/// argument's UTF-8 range, the offset of its call's opening parenthesis (where `#column` puts a call's site) and its
/// label, `_N` for the unlabelled `N`th (from 0: `CAMediaTimingFunction(controlPoints: 0.2, 0, 0, 1)`'s last three).
/// Whether an argument is a literal `play` tells by its range: the same as a literal's.
final class CallArgumentFinder: SyntaxVisitor {
    /// `A start end paren label\n` for each argument, in file order.
    var lines: [String] = []

    init() {
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let paren = node.leftParen else { return .visitChildren }
        let offset = paren.positionAfterSkippingLeadingTrivia.utf8Offset
        for (index, argument) in node.arguments.enumerated() {
            let label = argument.label.flatMap { $0.tokenKind == .wildcard ? nil : $0.text } ?? "_\(index)"
            let expression = argument.expression
            let start = expression.positionAfterSkippingLeadingTrivia.utf8Offset
            let end = expression.endPositionBeforeTrailingTrivia.utf8Offset
            lines.append("A \(start) \(end) \(offset) \(label)\n")
        }
        return .visitChildren
    }
}
