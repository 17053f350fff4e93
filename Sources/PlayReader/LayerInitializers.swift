import SwiftSyntax

/// Layer subclasses' `init()`, made callable by class: a view makes its layer from `layerClass` (a `KDCircularProgress`
/// whose layer is its own `CALayer` subclass), which Swift can only do through a required initialiser — iOS does it
/// through the Objective-C runtime — so `init()` is required on AnimKit's `CALayer`, as `init(layer:)` is for
/// presentation copies. In a layer subclass, `override init()` becomes `required init()` (the same length: no column
/// moves), and one whose own designated initialisers leave `init()` out (`init(frame:)` alone) gets
/// ` required init() { super.init() }` after its opening brace, on that line.
final class LayerInitializerFinder: SyntaxVisitor {
    /// `R` lines, in file order.
    var lines: [String] = []
    /// The classes, of every file read, that are Core Animation layers.
    private let layerClasses: Set<String>

    /// Core Animation's layer classes, by the names code writes.
    static let coreAnimationLayers: Set<String> = [
        "CALayer", "CAShapeLayer", "CAGradientLayer", "CATextLayer", "CAReplicatorLayer", "CAEmitterLayer", "CATransformLayer",
        "CAScrollLayer", "Layer",
    ]

    init(layerClasses: Set<String>) {
        self.layerClasses = layerClasses
        super.init(viewMode: .sourceAccurate)
    }

    /// The classes declared in `files` whose superclass is a layer, at any depth.
    static func layerClasses(in files: [SourceFileSyntax]) -> Set<String> {
        let finder = SuperclassFinder()
        for file in files { finder.walk(file) }
        var layers = coreAnimationLayers
        var grew = true
        while grew {
            let found = finder.superclasses.filter { layers.contains($0.value) }.map(\.key)
            grew = !Set(found).isSubset(of: layers)
            layers.formUnion(found)
        }
        return layers.subtracting(coreAnimationLayers)
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        guard layerClasses.contains(node.name.text) else { return .visitChildren }
        let designated = node.memberBlock.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }.filter {
            !$0.modifiers.contains { $0.name.tokenKind == .keyword(.convenience) }
        }
        let plain = designated.filter { $0.signature.parameterClause.parameters.isEmpty && $0.optionalMark == nil }
        for initializer in plain where !initializer.modifiers.contains(where: { $0.name.tokenKind == .keyword(.required) }) {
            if let override = initializer.modifiers.first(where: { $0.name.tokenKind == .keyword(.override) }) {
                let start = override.positionAfterSkippingLeadingTrivia.utf8Offset,
                    end = override.endPositionBeforeTrailingTrivia.utf8Offset
                lines.append("R \(start) \(end) required\n")
            }
        }
        if !designated.isEmpty, plain.isEmpty {
            let brace = node.memberBlock.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset
            lines.append("R \(brace) \(brace) \(PortFinder.escaped(" required init() { super.init() }"))\n")
        }
        return .visitChildren
    }
}

/// Each class declared and the first type its inheritance clause names (its superclass, when it has one).
final class SuperclassFinder: SyntaxVisitor {
    var superclasses: [String: String] = [:]

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        if let first = node.inheritanceClause?.inheritedTypes.first?.type {
            // `QuartzCore.CALayer` is `CALayer`.
            let name = first.as(MemberTypeSyntax.self)?.name.text ?? first.trimmedDescription
            superclasses[node.name.text] = name
        }
        return .visitChildren
    }
}
