/// Why a program of files with no top-level code and no `#Preview` has nothing `play` can show by itself, in words that
/// tell a person what to write: the views and screens it declares and the initialiser each needs, or, when it declares
/// none, what it declares instead (a collection-view layout, a transition's animator, extensions).
enum NothingToShow {
    /// How many classes a sentence names before "and N more".
    static let named = 3

    /// The reason for `files` (the first the program's), or nil when something can be shown (a `#Preview`, a view or
    /// screen made with no arguments).
    static func reason(_ files: [PreviewFinder]) -> String? {
        guard files.allSatisfy({ $0.previews.isEmpty }) else { return nil }
        let all = files.flatMap(\.classes)
        let classes = Dictionary(all.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let visible = all.filter { !$0.isPrivate }
        let shown = visible.filter { ($0.isController(among: classes) || $0.isView(among: classes)) }
        if !shown.isEmpty {
            guard !shown.contains(where: { $0.isMadeWithoutArguments(among: classes) }) else { return nil }
            let needs = shown.map { type in
                if type.isGeneric { return "\(type.name)<…> (generic)" }
                let made = type.initializers(among: classes)
                return made.first.map { type.name + $0.dropFirst("init".count) } ?? "\(type.name)(coder:) only"
            }
            let controllers = shown.contains { $0.isController(among: classes) }, views = shown.contains { $0.isView(among: classes) }
            let what = controllers && views ? "view and screen" : controllers ? "screen" : "view"
            return "no \(what) it declares can be made without arguments: \(list(needs))"
        }
        let extensions = files.flatMap(\.extended)
        let others = visible.compactMap { type in
            let conformances = extensions.filter { $0.type == type.name }.flatMap(\.conformances)
            return kind(of: type.inherited + conformances).map { "\(type.name) (\($0))" }
        }
        // Extensions of the program's own types are theirs; those of UIKit's (`UIView`, `UITableView`) are named.
        let own = files.reduce(into: Set<String>()) { $0.formUnion($1.declared) }
        let extended = Array(Set(extensions.map(\.type)).subtracting(own)).sorted()
        var declared = others
        if !extended.isEmpty { declared.append("extensions of \(list(extended))") }
        guard !declared.isEmpty else { return "it declares no view or view controller" }
        return "it declares no view or view controller, only \(list(declared))"
    }

    /// What UIKit or Core Animation class a type is, or what it conforms to, in a few words, from what it `inherits`
    /// (its class's clause, then its extensions').
    private static func kind(of inherits: [String]) -> String? {
        guard let first = inherits.first(where: { $0.hasPrefix("UI") || $0.hasPrefix("CA") || $0.hasPrefix("NS") }) else {
            return nil
        }
        // Read as letters: "a UI…", "a CA…", "an NS…".
        guard first == "NSObject" else { return "\(first.hasPrefix("NS") ? "an" : "a") \(first)" }
        // An NSObject is known by what it conforms to (`UIViewControllerAnimatedTransitioning`).
        return inherits.first { $0 != "NSObject" }.map { "conforming to \($0)" } ?? "an NSObject"
    }

    /// `a`, `a and b`, `a, b and c`, `a, b, c and 2 more`.
    private static func list(_ names: [String]) -> String {
        guard names.count > 1 else { return names.first ?? "" }
        if names.count > named { return names.prefix(named).joined(separator: ", ") + " and \(names.count - named) more" }
        return names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
    }
}
