import SwiftSyntax

/// What a file with no top-level code shows: Xcode's `#Preview` blocks, else the view controllers and views it
/// declares that can be made with no arguments — so an iOS file is seen without a line added.
///
/// Each `#Preview("Name") {` opening becomes a function's (`@MainActor func __animviewPreview_Card_swift_12() -> any
/// PlaygroundLiveViewable {`, the body and closing brace as written, so lines stay put); the first file, when it has
/// no top-level code of its own, gets a last line handing every preview of the program to PlaygroundSupport.
final class PreviewFinder {
    /// A preview: its name in the list and the body of the closure that makes it (an expression, or statements ending
    /// in a return).
    struct Preview {
        let name: String
        let make: String
    }

    /// The file's name (`Card.swift`), which names its previews' functions.
    let fileName: String
    private let converter: SourceLocationConverter
    /// The `#Preview` blocks, in order.
    private(set) var previews: [Preview] = []
    /// `R` lines turning each block into a function.
    private(set) var lines: [String] = []
    /// The file's classes, for the previews made of them when there is no `#Preview`.
    private(set) var classes: [PreviewClass] = []
    /// Whether the file has statements at top level (code that runs), beside declarations and previews.
    private(set) var hasTopLevelCode = false
    /// The types the file extends, as written (`UIColor`, `NSLayoutConstraint`), with what each extension conforms them to.
    private(set) var extended: [(type: String, conformances: [String])] = []
    /// The names of the types the file declares at top level: classes, structures, enumerations, protocols.
    private(set) var declared: Set<String> = []
    /// The classes and extended types whose code force-unwraps a transition context's views (``UnwrapsTransitionViews``).
    private(set) var unwrapsTransitionViews: Set<String> = []
    /// The protocols the file declares, with the protocols each refines, as written.
    private(set) var protocols: [(name: String, refines: [String])] = []
    /// Each class or extension's name, with the types its code makes (`Name(…)`).
    private(set) var makers: [(type: String, made: Set<String>)] = []

    init(fileName: String, file: SourceFileSyntax) {
        self.fileName = fileName
        converter = SourceLocationConverter(fileName: fileName, tree: file)
        read(file.statements)
    }

    private func read(_ statements: CodeBlockItemListSyntax) {
        for item in statements {
            switch item.item {
            case .decl(let declaration):
                // Previews are often kept to debug builds, which play's are.
                if let conditional = declaration.as(IfConfigDeclSyntax.self), let first = conditional.clauses.first,
                    first.condition?.trimmedDescription == "DEBUG", case .statements(let inner) = first.elements
                {
                    read(inner)
                }
                if let macro = declaration.as(MacroExpansionDeclSyntax.self), macro.macroName.text == "Preview" { preview(macro) }
                if let type = declaration.as(ClassDeclSyntax.self) {
                    classes.append(PreviewClass(type))
                    makers.append((type.name.text, TypesMade(in: type.memberBlock).names))
                    if UnwrapsTransitionViews(in: type.memberBlock).found { unwrapsTransitionViews.insert(type.name.text) }
                }
                if let type = declaration.asProtocol(NamedDeclSyntax.self) { declared.insert(type.name.text) }
                if let type = declaration.as(ProtocolDeclSyntax.self) {
                    protocols.append((type.name.text, type.inheritanceClause?.inheritedTypes.map(\.type.trimmedDescription) ?? []))
                }
                if let type = declaration.as(ExtensionDeclSyntax.self) {
                    let conformances = type.inheritanceClause?.inheritedTypes.map(\.type.trimmedDescription) ?? []
                    extended.append((type.extendedType.trimmedDescription, conformances))
                    makers.append((type.extendedType.trimmedDescription, TypesMade(in: type.memberBlock).names))
                    if UnwrapsTransitionViews(in: type.memberBlock).found {
                        unwrapsTransitionViews.insert(type.extendedType.trimmedDescription)
                    }
                }
            case .expr(let expression):
                if let macro = expression.as(MacroExpansionExprSyntax.self), macro.macroName.text == "Preview" {
                    preview(macro)
                } else {
                    hasTopLevelCode = true
                }
            default:
                hasTopLevelCode = true
            }
        }
    }

    /// Xcode's orientation traits of a preview, by the names `animview play --orientation` takes.
    static let orientations = [
        "portrait": "portrait", "landscapeLeft": "landscape-left", "landscapeRight": "landscape-right",
    ]

    /// A `#Preview("Name", traits: …) { body }` as a function returning its body's view or controller.
    private func preview(_ macro: some FreestandingMacroExpansionSyntax) {
        guard let body = macro.trailingClosure, body.signature == nil else { return }
        let line = macro.startLocation(converter: converter).line
        let function = "__animviewPreview_\(fileName.map { $0.isLetter || $0.isNumber ? $0 : "_" }.map(String.init).joined())_\(line)"
        let named = macro.arguments.first { $0.label == nil }?.expression.as(StringLiteralExprSyntax.self)
        let name = named.flatMap { $0.representedLiteralValue } ?? "\(fileName):\(line)"
        // Xcode's traits that turn the preview (`traits: .landscapeLeft`, or among the traits after it).
        let traits = macro.arguments.drop { $0.label?.text != "traits" }
        let orientation = traits.lazy.compactMap { argument in
            argument.expression.as(MemberAccessExprSyntax.self).flatMap { Self.orientations[$0.declName.baseName.text] }
        }.first
        // The body of the preview's closure in the list: the orientation held first, when the traits name one.
        let make = orientation.map { "__animviewPreviewOrientation(\"\($0)\"); return \(function)()" } ?? "\(function)()"
        previews.append(Preview(name: name, make: make))
        let start = macro.positionAfterSkippingLeadingTrivia.utf8Offset
        let open = body.leftBrace.positionAfterSkippingLeadingTrivia.utf8Offset + 1
        let head = macro.trimmedDescription.utf8.prefix(open - start)
        let kept = String(repeating: "\n", count: head.filter { $0 == 10 }.count)
        lines.append("R \(start) \(open) @MainActor func \(function)() -> any PlaygroundLiveViewable {\(PortFinder.escaped(kept))\n")
    }

    /// The previews of a program with these files, for its first file's last line: every `#Preview`, else every view
    /// controller, then every view, collection-view layout and transition animator that can be made with no arguments,
    /// then every presentation controller; nil when there are none.
    static func showing(_ files: [PreviewFinder]) -> String? {
        var previews = files.flatMap(\.previews)
        if previews.isEmpty {
            let classes = Dictionary(files.flatMap(\.classes).map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
            var made = files.flatMap(\.classes).filter { $0.isMadeWithoutArguments(among: classes) && !$0.isPrivate }
            // A class the files' others derive from is a base for them (often abstract, its drawing left to subclasses):
            // the classes at the ends of the chains are shown, unless there are none.
            let bases = Set(classes.values.compactMap(\.superclass))
            if made.contains(where: { !bases.contains($0.name) }) { made.removeAll { bases.contains($0.name) } }
            // A screen (or view) another one makes is where that one leads — a detail a list presents, a subview a
            // container adds: those that no other makes come first.
            var madeByOthers: Set<String> = []
            for (type, names) in files.flatMap(\.makers) { madeByOthers.formUnion(names.subtracting([type])) }
            let starts = made.filter { !madeByOthers.contains($0.name) } + made.filter { madeByOthers.contains($0.name) }
            let controllers = starts.filter { $0.isController(among: classes) }
            let views = starts.filter { !$0.isController(among: classes) && $0.isView(among: classes) }
            previews = (controllers + views).map { Preview(name: $0.name, make: "\($0.name)()") }
            // A layout is seen laying out numbered cells, a transition animator presenting a screen.
            previews += starts.filter { $0.isLayout(among: classes) }.map {
                Preview(name: $0.name, make: "__animviewLayoutPreview(\($0.name)())")
            }
            let transitioning = animatingProtocols(files.flatMap(\.protocols))
            let unwrapping = files.reduce(into: Set<String>()) { $0.formUnion($1.unwrapsTransitionViews) }
            let animating = Set(files.flatMap(\.extended).filter { !transitioning.isDisjoint(with: $0.conformances) }.map(\.type))
            previews += starts.filter {
                $0.isTransitionAnimator(among: classes, protocols: transitioning, extended: animating) && !$0.isView(among: classes)
            }.map {
                // One that needs both views of a transition is seen in a navigation controller, which gives them.
                let navigation = unwrapping.contains($0.name) ? ", navigation: true" : ""
                return Preview(name: $0.name, make: "__animviewTransitionPreview(\($0.name)()\(navigation))")
            }
            // A presentation controller presents a screen too; UIKit's initialiser makes it, not `Name()`.
            let presenting = files.flatMap(\.classes).filter { $0.isPresentationController(among: classes) && !$0.isPrivate }
            previews += presenting.map {
                Preview(name: $0.name, make: "__animviewPresentationPreview { \($0.name)(presentedViewController: $0, presenting: $1) }")
            }
        }
        guard !previews.isEmpty else { return nil }
        let list = previews.map { "(\(String(reflecting: $0.name)), { \($0.make) })" }.joined(separator: ", ")
        return "\nMainActor.assumeIsolated { __animviewShowPreviews([\(list)]) }\n"
    }

    /// `UIViewControllerAnimatedTransitioning` and the program's protocols that refine it, directly or through others.
    private static func animatingProtocols(_ protocols: [(name: String, refines: [String])]) -> Set<String> {
        var animating: Set<String> = ["UIViewControllerAnimatedTransitioning"]
        while let next = protocols.first(where: { !animating.contains($0.name) && !animating.isDisjoint(with: $0.refines) }) {
            animating.insert(next.name)
        }
        return animating
    }
}
