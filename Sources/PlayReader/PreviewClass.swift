import SwiftSyntax

/// A class a file declares, as far as a preview needs it: whether it is a view controller or a view, and whether
/// `Name()` makes one (read from its initialisers as Swift's rules of initialiser inheritance read them).
struct PreviewClass {
    let name: String
    /// The class it inherits from, as written (`UIViewController`, `CardView`).
    let superclass: String?
    let isGeneric: Bool
    /// `private` or `fileprivate`: not reachable from another file.
    let isPrivate: Bool
    /// An initialiser callable with no arguments (`init()`, or every parameter defaulted), not failable.
    let hasInitWithoutArguments: Bool
    /// The labels of its designated initialisers (`init(frame:)` → `frame`, `init?(coder:)` → `coder`).
    let designated: [String]
    /// Its initialisers but `init?(coder:)` as Swift names them (`init(frame:normalIcon:)`, `init(_:)`).
    let initializers: [String]
    /// What it inherits from and conforms to, as written (`NSObject`, `UIViewControllerAnimatedTransitioning`).
    let inherited: [String]

    init(_ type: ClassDeclSyntax) {
        name = type.name.text
        inherited = type.inheritanceClause?.inheritedTypes.map(\.type.trimmedDescription) ?? []
        superclass = inherited.first
        isGeneric = type.genericParameterClause != nil
        isPrivate = type.modifiers.contains { [.keyword(.private), .keyword(.fileprivate)].contains($0.name.tokenKind) }
        let initializers = type.memberBlock.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
        hasInitWithoutArguments = initializers.contains { initializer in
            initializer.optionalMark == nil && initializer.signature.parameterClause.parameters.allSatisfy { $0.defaultValue != nil }
        }
        designated = initializers.filter { !$0.modifiers.contains { $0.name.tokenKind == .keyword(.convenience) } }.map {
            $0.signature.parameterClause.parameters.map(\.firstName.text).joined(separator: ":")
        }
        self.initializers = initializers.compactMap { initializer in
            let labels = initializer.signature.parameterClause.parameters.map { $0.firstName.text + ":" }
            return labels == ["coder:"] ? nil : "init(\(labels.joined()))"
        }
    }

    /// UIKit's classes a screen or a view comes from, by how UIKit names them (`UIViewController`, `UIStackView`).
    private static func isUIKitController(_ name: String) -> Bool {
        name.hasPrefix("UI") && name.hasSuffix("Controller") && name != "UIPresentationController"
    }

    private static func isUIKitView(_ name: String) -> Bool {
        name.hasPrefix("UI")
            && ["View", "Button", "Label", "Control", "Field", "Slider", "Switch", "Cell", "Bar"].contains { name.hasSuffix($0) }
    }

    /// UIKit's collection-view layouts a layout of the program derives from (a compositional layout is made with its
    /// sections, never bare).
    private static func isUIKitLayout(_ name: String) -> Bool {
        name == "UICollectionViewLayout" || name == "UICollectionViewFlowLayout"
    }

    /// Whether it is a collection-view layout.
    func isLayout(among classes: [String: PreviewClass]) -> Bool {
        inherits(among: classes, Self.isUIKitLayout)
    }

    /// Whether it animates a transition: it conforms to one of `protocols` (`UIViewControllerAnimatedTransitioning` and
    /// the program's protocols refining it) in its declaration, or is named in `extended` (an extension conforms it),
    /// or a class of the program it derives from does.
    func isTransitionAnimator(
        among classes: [String: PreviewClass], protocols: Set<String>, extended: Set<String>, depth: Int = 0
    ) -> Bool {
        if !protocols.isDisjoint(with: inherited) || extended.contains(name) { return true }
        guard depth < 64, let superclass, let user = classes[superclass] else { return false }
        return user.isTransitionAnimator(among: classes, protocols: protocols, extended: extended, depth: depth + 1)
    }

    /// Whether it is a presentation controller that `Name(presentedViewController:presenting:)` makes: it inherits
    /// `UIPresentationController`'s designated initialiser, or declares one of its own with those labels.
    func isPresentationController(among classes: [String: PreviewClass]) -> Bool {
        guard !isGeneric, inherits(among: classes, { $0 == "UIPresentationController" }) else { return false }
        let known = initializers(among: classes)
        return known.isEmpty || known.contains("init(presentedViewController:presenting:)")
    }

    /// Whether it is a view controller: it inherits from UIKit's, through the program's classes.
    func isController(among classes: [String: PreviewClass]) -> Bool {
        inherits(among: classes, Self.isUIKitController)
    }

    /// Whether it is a view.
    func isView(among classes: [String: PreviewClass]) -> Bool {
        inherits(among: classes, Self.isUIKitView)
    }

    private func inherits(among classes: [String: PreviewClass], _ isUIKit: (String) -> Bool, depth: Int = 0) -> Bool {
        guard let superclass, depth < 64 else { return false }
        if isUIKit(superclass) { return true }
        return classes[superclass]?.inherits(among: classes, isUIKit, depth: depth + 1) ?? false
    }

    /// The initialisers `Name(…)` can call: its own, else (it declares none) those it inherits from the program's classes.
    func initializers(among classes: [String: PreviewClass], depth: Int = 0) -> [String] {
        guard initializers.isEmpty, depth < 64, let superclass, let user = classes[superclass] else { return initializers }
        return user.initializers(among: classes, depth: depth + 1)
    }

    /// Whether `Name()` compiles: an initialiser without arguments of its own; or none designated, so it inherits
    /// its superclass's; or UIKit's designated pair overridden (`init(frame:)` and `init?(coder:)`, or
    /// `init(nibName:bundle:)` and `init?(coder:)`), so it inherits UIKit's `init()`.
    func isMadeWithoutArguments(among classes: [String: PreviewClass], depth: Int = 0) -> Bool {
        guard !isGeneric, depth < 64 else { return false }
        if hasInitWithoutArguments { return true }
        let inheritsAll =
            designated.isEmpty || Set(designated).isSuperset(of: ["frame", "coder"])
            || Set(designated).isSuperset(of: ["nibName:bundle", "coder"])
        guard inheritsAll, let superclass else { return false }
        if let user = classes[superclass] { return user.isMadeWithoutArguments(among: classes, depth: depth + 1) }
        return Self.isUIKitController(superclass) || Self.isUIKitView(superclass) || Self.isUIKitLayout(superclass)
            || superclass == "NSObject"
    }
}
