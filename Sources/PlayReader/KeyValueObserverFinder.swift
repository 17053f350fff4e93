import SwiftSyntax

/// Finds classes that override `NSObject`'s `observeValue(forKeyPath:of:change:context:)`, which Linux's `NSObject`
/// does not declare: the `override` is blanked, `super.observeValue(…)` calls AnimKit's
/// `ignoreObservedValue(…)` (what `NSObject`'s does for a change passed up: nothing), and the class conforms to
/// AnimKit's `NSKeyValueObserving`, through which `addObserver(_:forKeyPath:options:context:)` tells it.
final class KeyValueObserverFinder: SyntaxVisitor {
    /// `R` lines, in file order.
    var lines: [String] = []
    /// The types that observe, in file order.
    private(set) var observers: [String] = []

    init() { super.init(viewMode: .sourceAccurate) }

    /// `extension Type: NSKeyValueObserving {}` for each observing type.
    var conformances: [String] { observers.map { "extension \($0): NSKeyValueObserving {}" } }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard node.name.text == "observeValue", node.signature.parameterClause.parameters.first?.firstName.text == "forKeyPath",
            let override = node.modifiers.first(where: { $0.name.tokenKind == .keyword(.override) }),
            let type = ClassMethodFinder.typeName(enclosing: Syntax(node))
        else { return .skipChildren }
        let start = override.positionAfterSkippingLeadingTrivia.utf8Offset, end = override.endPositionBeforeTrailingTrivia.utf8Offset
        lines.append("R \(start) \(end) \(String(repeating: " ", count: end - start))\n")
        if !observers.contains(type) { observers.append(type) }
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.base?.is(SuperExprSyntax.self) == true, node.declName.baseName.text == "observeValue" else { return .visitChildren }
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset, end = node.endPositionBeforeTrailingTrivia.utf8Offset
        lines.append("R \(start) \(end) ignoreObservedValue\n")
        return .skipChildren
    }
}
