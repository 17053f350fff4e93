import SwiftSyntax

/// `Timer.scheduledTimer(withTimeInterval:repeats:block:)` calls, written as AnimKit's `__animviewScheduledTimer`, and
/// `DispatchQueue….asyncAfter(deadline:execute:)` handed a work item, written as `__animviewAsyncAfter`: on the scene's
/// clock, as AnimKit's other timers and delays are; and `Task.sleep(nanoseconds:)`, `Task.sleep(for:)` and `Task.sleep(_:)`,
/// written as `__animviewSleep`, which sleeps on the scene's clock too (Foundation's, Dispatch's and the standard
/// library's methods take no default argument, so no overload of them could be preferred where they are called).
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
        // `DispatchQueue.main.asyncAfter(deadline: .now() + 0.5, execute: item)`: a work item (or a closure in a
        // variable) Dispatch's method takes without a default argument.
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "asyncAfter",
            member.base?.trimmedDescription.hasPrefix("DispatchQueue") == true,
            node.arguments.map({ $0.label?.text ?? "" }) == ["deadline", "execute"], node.trailingClosure == nil,
            node.arguments.last?.expression.is(ClosureExprSyntax.self) == false
        {
            let name = member.declName.baseName
            let start = name.positionAfterSkippingLeadingTrivia.utf8Offset, end = name.endPositionBeforeTrailingTrivia.utf8Offset
            lines.append("R \(start) \(end) __animviewAsyncAfter\n")
        }
        // `try await Task.sleep(for: .seconds(0.5))`: the sleeps that take a length alone (not a clock's deadline).
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "Task",
            member.declName.baseName.text == "sleep",
            [["nanoseconds"], ["for"], [""]].contains(node.arguments.map { $0.label?.text ?? "" })
        {
            let name = member.declName.baseName
            let start = name.positionAfterSkippingLeadingTrivia.utf8Offset, end = name.endPositionBeforeTrailingTrivia.utf8Offset
            lines.append("R \(start) \(end) __animviewSleep\n")
        }
        return .visitChildren
    }
}
