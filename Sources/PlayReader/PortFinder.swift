import SwiftSyntax

/// Walks a file for what only the Objective-C runtime can compile, and says how to write it without: Linux's Swift
/// has no Objective-C runtime, and iOS code is full of it.
///
/// - Attributes that only mean something to Objective-C or Interface Builder (`@objc`, `@objc(name)`, `@objcMembers`,
///   `@IBOutlet`, `@IBAction`, `@IBInspectable`, `@IBDesignable`, …) and the `dynamic` modifier are blanked: spaces of
///   the same length, so that every line and column of the file stays where the user wrote it.
/// - `#selector(method(_:))` becomes `Selector("method(_:)", Card.method(_:))`: a selector that calls the method
///   itself (AnimKit's `Selector`), on the type the expression sits in (`Self` in a generic one or an extension), or
///   the one it names (`#selector(Card.tap)`).
/// - `@NSManaged` becomes `@CAManaged` (a layer property kept by name), `#keyPath(Layer.angle)` the string `"angle"`.
/// - `optional` requirements of a protocol become plain ones with an empty default (a method returning nothing), and
///   their calls `delegate?.method?()` lose the second `?`.
///
/// Each edit is printed as `R start end replacement` (UTF-8 offsets); what cannot be done without the runtime as
/// `E start end sentence`, which `play` reports at the user's line.
final class PortFinder: SyntaxVisitor {
    /// `R`/`E` lines, in file order.
    var lines: [String] = []
    /// The names of the methods `optional` requirements declare (their calls drop `?`).
    private let optionalRequirements: Set<String>
    /// The class and static methods declared, as `Type.name` (a selector of one calls the type's method).
    private let classMethods: Set<String>
    /// The optional requirements that return a value (a call of one not already optional stays optional).
    private let valueRequirements: Set<String>
    /// The protocol of the files that declares each optional requirement, where one alone does.
    private let requirementOwners: [String: String]

    /// Objective-C's and Interface Builder's attributes, which Swift on Linux refuses or ignores.
    static let runtimeAttributes: Set<String> = [
        "objc", "objcMembers", "nonobjc", "IBOutlet", "IBAction", "IBInspectable", "IBDesignable", "IBSegueAction",
        "NSManaged", "GKInspectable", "IBOutletCollection",
    ]

    init(optionalRequirements: Set<String>, valueRequirements: Set<String>, requirementOwners: [String: String], classMethods: Set<String>)
    {
        (self.optionalRequirements, self.valueRequirements, self.classMethods) = (optionalRequirements, valueRequirements, classMethods)
        self.requirementOwners = requirementOwners
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.attributeName.as(IdentifierTypeSyntax.self)?.name.text, Self.runtimeAttributes.contains(name) {
            // A layer's dynamic property is AnimKit's managed one, of the same length: it keeps its value by name.
            if name == "NSManaged" { replace(Syntax(node), with: "@CAManaged", keepingLines: false) } else { blank(Syntax(node)) }
        }
        return .skipChildren
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        // An `@objc` protocol is class-bound (a delegate held `weak`): without `@objc`, it says so itself.
        let isObjC = node.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "objc" }
        let bounds = node.inheritanceClause?.inheritedTypes.map(\.type.trimmedDescription) ?? []
        guard isObjC, !bounds.contains(where: { ["AnyObject", "class", "NSObjectProtocol"].contains($0) }) else { return .visitChildren }
        if let last = node.inheritanceClause?.inheritedTypes.last {
            insert(", AnyObject", at: last.endPositionBeforeTrailingTrivia.utf8Offset)
        } else {
            insert(
                ": AnyObject",
                at: (node.primaryAssociatedTypeClause?.endPositionBeforeTrailingTrivia ?? node.name.endPositionBeforeTrailingTrivia)
                    .utf8Offset)
        }
        return .visitChildren
    }

    private func insert(_ text: String, at offset: Int) {
        lines.append("R \(offset) \(offset) \(Self.escaped(text))\n")
    }

    override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind {
        if node.name.tokenKind == .keyword(.dynamic) { blank(Syntax(node)) }
        if node.name.tokenKind == .keyword(.optional) { blank(Syntax(node)) }
        return .skipChildren
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.text == "keyPath" { return keyPath(node) }
        guard node.macroName.text == "selector" else { return .visitChildren }
        guard let argument = node.arguments.first, node.arguments.count == 1 else {
            problem(Syntax(node), "#selector names one method")
            return .skipChildren
        }
        if let label = argument.label?.text {
            problem(
                Syntax(node),
                "#selector(\(label): …) names a property's \(label), which needs the Objective-C runtime (Linux has none); "
                    + "read or set the property in a method and name that")
            return .skipChildren
        }
        guard let method = SelectorMethod(argument.expression) else {
            problem(Syntax(node), "#selector names a method as `name`, `name(label:)` or `Type.name(label:)`")
            return .skipChildren
        }
        let base = method.base ?? enclosingType(of: Syntax(node))
        guard let base else {
            problem(
                Syntax(node),
                "#selector(\(method.reference)) is not inside a type, so it names no method; write #selector(Type.\(method.reference))")
            return .skipChildren
        }
        let name = String(reflecting: method.reference)
        let owner = method.base ?? ClassMethodFinder.typeName(enclosing: Syntax(node)) ?? base
        let isClassMethod = classMethods.contains("\(owner).\(method.baseName)")
        replace(Syntax(node), with: "Selector(\(name), \(isClassMethod ? "classMethod: " : "")\(base).\(method.reference))")
        return .skipChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        // `delegate?.didFinish?(self)`: an optional requirement called only when implemented; here it always is.
        if let chained = node.calledExpression.as(OptionalChainingExprSyntax.self),
            let member = chained.expression.as(MemberAccessExprSyntax.self),
            optionalRequirements.contains(member.declName.baseName.text)
        {
            replace(Syntax(chained.questionMark), with: "")
            // `delegate?.menuOpened?(self)` on a delegate typed `AnyObject?` (Objective-C looked the method up by
            // name): the delegate is cast to the one protocol of the files that declares the requirement.
            if let owner = requirementOwners[member.declName.baseName.text], let receiver = member.base?.as(OptionalChainingExprSyntax.self)
            {
                insert("__animviewReceiver(", at: receiver.expression.positionAfterSkippingLeadingTrivia.utf8Offset)
                insert(", as: \(owner).self)", at: receiver.expression.endPositionBeforeTrailingTrivia.utf8Offset)
            }
            // `delegate.positions?()` with no `?` before it is still an optional value, as code unwraps it.
            let base = member.base?.trimmedDescription ?? ""
            if valueRequirements.contains(member.declName.baseName.text), !base.contains("?") {
                insert("Optional(", at: node.positionAfterSkippingLeadingTrivia.utf8Offset)
                insert(")", at: node.endPositionBeforeTrailingTrivia.utf8Offset)
            }
        }
        return .visitChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        // `override init(layer: Any)`: CALayer's copying initialiser, required here so presentation copies keep the class.
        let parameters = node.signature.parameterClause.parameters
        if parameters.count == 1, parameters.first?.firstName.text == "layer",
            let override = node.modifiers.first(where: { $0.name.tokenKind == .keyword(.override) }),
            !node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.required) })
        {
            replace(Syntax(override), with: "required")
        }
        // `convenience init` in an extension of UIColor or UIFont, which are structures here: a plain initialiser.
        if let convenience = node.modifiers.first(where: { $0.name.tokenKind == .keyword(.convenience) }),
            let type = ClassMethodFinder.typeName(enclosing: Syntax(node)), Self.structuresHere.contains(type)
        {
            blank(Syntax(convenience))
        }
        return .visitChildren
    }

    /// UIKit's classes that are structures here (one colour type, one font type): their extensions' initialisers are
    /// plain ones.
    static let structuresHere: Set<String> = ["UIColor", "CGColor", "UIFont", "Color", "Font"]

    /// How the method's type is named where `node` sits: the enclosing type's name (`CardViewController`, which the
    /// compiler's messages then name too), `Self` in a generic type or a protocol, nil outside any type.
    private func enclosingType(of node: Syntax) -> String? {
        var parent = node.parent
        while let current = parent {
            // A class, structure, enumeration or actor is named, unless generic; an extension or protocol is `Self`.
            if current.isProtocol(DeclGroupSyntax.self) {
                if let named = current.asProtocol(NamedDeclSyntax.self),
                    current.asProtocol(WithGenericParametersSyntax.self)?.genericParameterClause == nil,
                    !current.is(ProtocolDeclSyntax.self)
                {
                    return named.name.text
                }
                return "Self"
            }
            parent = current.parent
        }
        return nil
    }

    /// Spaces where `node` was, its newlines kept: lines and columns do not move.
    private func blank(_ node: Syntax) {
        let text = node.trimmedDescription
        replace(node, with: String(text.utf8.map { $0 == 10 ? "\n" : " " }.joined()), keepingLines: false)
    }

    /// Prints `R start end text`; the lines the node spanned are added back at the end, so later lines stay numbered.
    private func replace(_ node: Syntax, with text: String, keepingLines: Bool = true) {
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset, end = node.endPositionBeforeTrailingTrivia.utf8Offset
        var replacement = text
        if keepingLines { replacement += String(repeating: "\n", count: node.trimmedDescription.filter(\.isNewline).count) }
        lines.append("R \(start) \(end) \(Self.escaped(replacement))\n")
    }

    /// `#keyPath(ProgressLayer.angle)` becomes the string it stands for, `"angle"`, padded to its length with spaces.
    private func keyPath(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        guard let path = ObjCKeyPath.string(of: node) else {
            problem(Syntax(node), "#keyPath names a property as `name`, `Type.name` or `name.name`")
            return .skipChildren
        }
        let literal = String(reflecting: path), padding = max(node.trimmedDescription.utf8.count - literal.utf8.count, 0)
        replace(Syntax(node), with: literal + String(repeating: " ", count: padding))
        return .skipChildren
    }

    private func problem(_ node: Syntax, _ sentence: String) {
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset, end = node.endPositionBeforeTrailingTrivia.utf8Offset
        lines.append("E \(start) \(end) \(sentence)\n")
    }

    /// `\n` as `\n` and `\` as `\\`: one line per edit.
    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\n", with: "\\n")
    }
}

/// The `optional` requirements of a file's protocols: their names (their calls, in any file, drop `?`) and, for those
/// returning nothing, the empty default each gets — Objective-C called them only when implemented.
final class OptionalRequirementFinder: SyntaxVisitor {
    var names: Set<String> = []
    /// Those of them that return a value.
    var returningValues: Set<String> = []
    /// The protocols declaring each.
    var protocols: [String: Set<String>] = [:]
    /// Each requirement declared by one protocol alone, with it.
    var owners: [String: String] { protocols.compactMapValues { $0.count == 1 ? $0.first : nil } }
    /// `extension Protocol { func name(…) {} }` for each protocol with such requirements.
    var defaults: [String] = []

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        var empty: [String] = []
        // A public protocol's defaults are public: they witness its requirements for public types.
        let access = node.modifiers.contains { [.keyword(.public), .keyword(.open)].contains($0.name.tokenKind) } ? "public " : ""
        for member in node.memberBlock.members {
            guard let function = member.decl.as(FunctionDeclSyntax.self),
                function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.optional) })
            else { continue }
            names.insert(function.name.text)
            protocols[function.name.text, default: []].insert(node.name.text)
            let returns = function.signature.returnClause?.type.trimmedDescription
            guard returns == nil || returns == "Void" || returns == "()" else {
                returningValues.insert(function.name.text)
                continue
            }
            let generics = function.genericParameterClause?.trimmedDescription ?? ""
            let constraints = function.genericWhereClause.map { " " + $0.trimmedDescription } ?? ""
            empty.append("\(access)func \(function.name.text)\(generics)\(function.signature.trimmedDescription)\(constraints) {}")
        }
        if !empty.isEmpty { defaults.append("extension \(node.name.text) { \(empty.joined(separator: "; ")) }") }
        return .skipChildren
    }
}
