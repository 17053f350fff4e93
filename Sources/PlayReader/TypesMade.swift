import SwiftSyntax

/// The types a declaration's code makes by name — `DetailViewController()`, `CardView(frame: …)` — read from the calls
/// whose callee is a capitalised name, as Swift code names types.
final class TypesMade: SyntaxVisitor {
    private(set) var names: Set<String> = []

    init(in node: some SyntaxProtocol) {
        super.init(viewMode: .sourceAccurate)
        walk(node)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let callee = node.calledExpression.as(DeclReferenceExprSyntax.self), callee.baseName.text.first?.isUppercase == true {
            names.insert(callee.baseName.text)
        }
        return .visitChildren
    }
}
