import SwiftSyntax

/// The method a `#selector` names: `tap`, `tap(_:)`, `self.tap`, `Card.tap(with:)`.
struct SelectorMethod {
    /// The type named before the method, if any (`Card`); `self` names none.
    let base: String?
    /// The method with its argument labels as written: `tap(_:)`.
    let reference: String
    /// The method's name without its labels: `tap`.
    var baseName: String { String(reference.prefix { $0 != "(" }) }

    init?(_ expression: ExprSyntax) {
        if let name = expression.as(DeclReferenceExprSyntax.self) {
            base = nil
            reference = name.trimmedDescription
        } else if let member = expression.as(MemberAccessExprSyntax.self), let type = member.base {
            base = type.trimmedDescription == "self" ? nil : type.trimmedDescription
            reference = member.declName.trimmedDescription
        } else {
            return nil
        }
    }
}

/// The class and static methods a file's types declare, as `Type.name`: a `#selector` of one is rewritten to call the
/// type's method (`Selector("dismiss(_:)", classMethod: Banner.dismiss(_:))`), not an instance's.
final class ClassMethodFinder: SyntaxVisitor {
    var methods: Set<String> = []

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let isTypeMethod = node.modifiers.contains { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) }
        if isTypeMethod, let type = Self.typeName(enclosing: Syntax(node)) { methods.insert("\(type).\(node.name.text)") }
        return .skipChildren
    }

    /// The name of the type whose body holds `node`: a class's, structure's, enumeration's or actor's own, or the type an
    /// extension extends; nil outside any type.
    static func typeName(enclosing node: Syntax) -> String? {
        var parent = node.parent
        while let current = parent {
            if let named = current.asProtocol(NamedDeclSyntax.self), current.isProtocol(DeclGroupSyntax.self) { return named.name.text }
            if let extended = current.as(ExtensionDeclSyntax.self) { return extended.extendedType.trimmedDescription }
            parent = current.parent
        }
        return nil
    }
}
