import SwiftSyntax

/// `Timer.scheduledTimer(withTimeInterval:repeats:block:)` calls, written as AnimKit's `__animviewScheduledTimer`: a
/// timer on the scene's clock, as AnimKit's other timers and delays are (Foundation's method takes no default argument,
/// so no overload of it could be preferred where it is called).
final class SceneTimerCalls: SyntaxVisitor {
    /// `R start end text` lines, one per call.
    private(set) var lines: [String] = []

    init(_ file: SourceFileSyntax) {
        super.init(viewMode: .sourceAccurate)
        walk(file)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "Timer",
            member.declName.baseName.text == "scheduledTimer", node.arguments.first?.label?.text == "withTimeInterval"
        {
            let name = member.declName.baseName
            let start = name.positionAfterSkippingLeadingTrivia.utf8Offset, end = name.endPositionBeforeTrailingTrivia.utf8Offset
            lines.append("R \(start) \(end) __animviewScheduledTimer\n")
        }
        return .visitChildren
    }
}
