import SwiftSyntax

/// The string an Objective-C `#keyPath(…)` stands for: its property names joined by dots, without the type or `self`
/// it starts from (`#keyPath(ProgressLayer.angle)` is `"angle"`, `#keyPath(layer.position)` is `"layer.position"`).
enum ObjCKeyPath {
    static func string(of node: MacroExpansionExprSyntax) -> String? {
        guard node.arguments.count == 1, let expression = node.arguments.first?.expression else { return nil }
        var names: [String] = []
        var part: ExprSyntax? = expression
        while let current = part {
            if let member = current.as(MemberAccessExprSyntax.self), member.base != nil {
                names.insert(member.declName.baseName.text, at: 0)
                part = member.base
            } else if let name = current.as(DeclReferenceExprSyntax.self) {
                names.insert(name.baseName.text, at: 0)
                part = nil
            } else {
                return nil
            }
        }
        // A path starting with a type (capitalised, as Swift's types are) or `self` names properties of it.
        if names.count > 1, names[0] == "self" || names[0].first?.isUppercase == true { names.removeFirst() }
        return names.joined(separator: ".")
    }
}
