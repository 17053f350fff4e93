import SwiftSyntax

/// The global variables a program's top-level code declares, and the function that lets play's previewer run that code
/// again without leaking what they held.
///
/// In `main.swift` a top-level `let card = UIView()` is a global that the top-level code *initialises* — it never
/// assigns it, so nothing releases a value it held before. The previewer runs the same build's top-level code again
/// for every literal edit and every step of a drag: each run would otherwise keep the scene before it alive (views,
/// animators, timers and all). The function appended here (`animview_play_take_globals`, called just before a run
/// again) moves every such value out of its global into a box it hands back (its address, as an integer), which the previewer lets go once the
/// code has given the globals their new values — so a deinit that reads a global finds the new run's value.
///
/// Left out, as they cannot be moved safely: globals with no initial value (a `let` assigned later, a non-optional
/// `var`), `weak`, `unowned` and `lazy` ones, those with observers or accessors, property wrappers, and those inside
/// `#if`. They keep what they held, as before.
struct TopLevelGlobals {
    /// The C name of the function play's previewer looks up (PlaygroundSupport's `PlayLibrary`).
    static let takeFunction = "animview_play_take_globals"

    /// The names of the globals, in the order declared, with whether each is a `let`.
    private(set) var globals: [(name: String, isLet: Bool)] = []

    init(_ file: SourceFileSyntax) {
        for item in file.statements {
            guard let variable = item.item.as(VariableDeclSyntax.self), Self.movable(variable) else { continue }
            let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
            for binding in variable.bindings where binding.accessorBlock == nil && Self.startsInitialised(binding, isLet: isLet) {
                globals += Self.names(in: binding.pattern).map { ($0, isLet) }
            }
        }
    }

    /// The function to append to the file; `nil` when it declares none of these globals.
    var takeFunction: String? {
        guard !globals.isEmpty else { return nil }
        let moves = globals.map { global in
            global.isLet
                ? "__animviewTaken.append(withUnsafePointer(to: \(global.name)) { UnsafeMutablePointer(mutating: $0).move() } as Any)"
                : "__animviewTaken.append(withUnsafeMutablePointer(to: &\(global.name)) { $0.move() } as Any)"
        }
        return """
            final class __AnimviewTakenGlobals { let values: [Any]; init(_ values: [Any]) { self.values = values } }
            @_cdecl("\(Self.takeFunction)") public func __animviewTakeGlobals() -> Int { MainActor.assumeIsolated { var __animviewTaken: [Any] = []; \(moves.joined(separator: "; ")); return Int(bitPattern: Unmanaged.passRetained(__AnimviewTakenGlobals(__animviewTaken)).toOpaque()) } }
            """
    }

    /// Whether the declaration's globals are plain stored ones: no `weak`, `unowned` or `lazy`, no property wrapper.
    private static func movable(_ variable: VariableDeclSyntax) -> Bool {
        let refused: Set<String> = ["weak", "unowned", "lazy"]
        guard !variable.modifiers.contains(where: { refused.contains($0.name.text) }) else { return false }
        // A global actor is the one attribute that leaves the storage as it is.
        return variable.attributes.allSatisfy { attribute in
            attribute.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "MainActor"
        }
    }

    /// Whether the binding holds a value as soon as its line has run: it has an initial value, or it is an optional
    /// `var` (which starts as `nil`).
    private static func startsInitialised(_ binding: PatternBindingSyntax, isLet: Bool) -> Bool {
        if binding.initializer != nil { return true }
        guard !isLet, let type = binding.typeAnnotation?.type else { return false }
        return type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
    }

    /// The names a pattern binds: `card`, or each name of `(card, label)`; `_` binds none.
    private static func names(in pattern: PatternSyntax) -> [String] {
        if let identifier = pattern.as(IdentifierPatternSyntax.self) { return [identifier.identifier.text] }
        if let tuple = pattern.as(TuplePatternSyntax.self) { return tuple.elements.flatMap { names(in: $0.pattern) } }
        return []
    }
}
