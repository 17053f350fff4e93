import SwiftSyntax

/// Walks a file's syntax for the literals `play` may change without the compiler, as Xcode's previews do.
///
/// Left out (an edit to them is a rebuild): literals the language needs at compile time (enum raw values, attributes,
/// `#if` conditions, macros, availability, patterns, key paths) and literals that run once per process (in `static`
/// properties, or in the global variables of a file other than the first, which Swift initialises lazily). A string
/// is taken only when it is one line with no escapes or interpolation.
final class LiteralFinder: SyntaxVisitor {
    let isMain: Bool
    /// `kind start end\n` for each literal taken, in file order.
    var lines: [String] = []

    init(isMain: Bool) {
        self.isMain = isMain
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: IntegerLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        take(negated(node) ?? ExprSyntax(node), "I")
        return .skipChildren
    }

    override func visit(_ node: FloatLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        take(negated(node) ?? ExprSyntax(node), "F")
        return .skipChildren
    }

    /// `-1` as one literal: a lookup under a minus (`-__designTimeInteger(…)`) leaves its type to the operator's
    /// overloads, which a context like `velocity.y > 0 ? -1 : 1` cannot settle.
    private func negated(_ node: some ExprSyntaxProtocol) -> ExprSyntax? {
        guard let prefix = node.parent?.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-",
            prefix.operator.trailingTrivia.isEmpty
        else { return nil }
        return ExprSyntax(prefix)
    }

    override func visit(_ node: BooleanLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        take(node, "B")
        return .skipChildren
    }

    override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        // One line, no pounds, one plain segment without a backslash: its text is its value.
        guard node.openingPounds == nil, node.openingQuote.tokenKind == .stringQuote, node.segments.count <= 1 else {
            return .visitChildren
        }
        let text = node.segments.first.flatMap { $0.as(StringSegmentSyntax.self)?.content.text } ?? ""
        guard node.segments.isEmpty || node.segments.first?.is(StringSegmentSyntax.self) == true, !text.contains("\\") else {
            return .visitChildren
        }
        take(node, "S")
        return .skipChildren
    }

    private func take(_ node: some ExprSyntaxProtocol, _ kind: String) {
        guard isRewritable(Syntax(node)) else { return }
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset, end = node.endPositionBeforeTrailingTrivia.utf8Offset
        lines.append("\(kind) \(start) \(end)\n")
    }

    /// Whether nothing around `node` needs its literal at compile time or runs it once per process.
    private func isRewritable(_ node: Syntax) -> Bool {
        var child = node
        while let parent = child.parent {
            // A `#Preview`'s body is compiled as a function's (PreviewFinder): its literals are the program's own.
            if let macro = parent.asProtocol(FreestandingMacroExpansionSyntax.self), macro.macroName.text == "Preview",
                let body = macro.trailingClosure, Syntax(body) == child
            {
                child = parent
                continue
            }
            if let clause = parent.as(IfConfigClauseSyntax.self), clause.condition.map(Syntax.init) == child { return false }
            if parent.is(AttributeSyntax.self) || parent.is(MacroExpansionExprSyntax.self) || parent.is(MacroExpansionDeclSyntax.self)
                || parent.is(EnumCaseElementSyntax.self) || parent.is(ExpressionPatternSyntax.self) || parent.is(KeyPathExprSyntax.self)
                || parent.is(AvailabilityConditionSyntax.self) || parent.is(PoundSourceLocationSyntax.self)
                || parent.is(GenericArgumentClauseSyntax.self) || parent.is(PrecedenceGroupDeclSyntax.self)
            {
                return false
            }
            if let variable = parent.as(VariableDeclSyntax.self), runsOnce(variable) { return false }
            child = parent
        }
        return true
    }

    /// A `static` or `class` property, or a global of a file other than the first: initialised once, lazily.
    private func runsOnce(_ variable: VariableDeclSyntax) -> Bool {
        if variable.modifiers.contains(where: { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) }) { return true }
        return !isMain && variable.parent?.parent?.parent?.is(SourceFileSyntax.self) == true
    }
}
