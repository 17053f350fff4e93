import SwiftSyntax

/// Whether code force-unwraps a transition context's `view(forKey:)`: an animator written for transitions in which
/// both views are given (a navigation or tab bar controller's, a full-screen presentation), never for a `.custom`
/// presentation, where UIKit gives no view for the controller that stays (`.from` presenting, `.to` dismissing).
final class UnwrapsTransitionViews: SyntaxVisitor {
    private(set) var found = false

    init(in node: some SyntaxProtocol) {
        super.init(viewMode: .sourceAccurate)
        walk(node)
    }

    override func visit(_ node: ForceUnwrapExprSyntax) -> SyntaxVisitorContinueKind {
        if let call = node.expression.as(FunctionCallExprSyntax.self),
            call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "view",
            call.arguments.first?.label?.text == "forKey"
        {
            found = true
        }
        return found ? .skipChildren : .visitChildren
    }
}
