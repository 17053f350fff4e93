import SwiftSyntax

/// Cells' and reusable views' initialisers, made callable by class: a collection or table view makes a registered class
/// (`register(PhotoCell.self, forCellWithReuseIdentifier:)`) through its initialiser, which Swift can only call through
/// a class value when it is required — iOS does it through the Objective-C runtime — so AnimKit's `init(frame:)` of a
/// collection view's cell, `init(style:reuseIdentifier:)` of a table view's and `init(reuseIdentifier:)` of a header
/// or footer are required. In a subclass, at any depth, `override init(frame:)` as iOS code writes it becomes
/// `required init(frame:)` (the same length: no column moves).
final class ReusableViewInitializerFinder: SyntaxVisitor {
    /// `R` lines, in file order.
    private(set) var lines: [String] = []
    /// The labels of the required initialiser of each class declared in the files read that derives from one of UIKit's
    /// reusable views (`frame`, `style:reuseIdentifier`, `reuseIdentifier`).
    private let required: [String: String]

    /// UIKit's reusable views, by the names code writes, and the labels of the initialiser a registered class is made by.
    static let reusableViews: [String: String] = [
        "UICollectionReusableView": "frame", "UICollectionViewCell": "frame", "UICollectionViewListCell": "frame",
        "CollectionReusableView": "frame", "CollectionViewCell": "frame", "UITableViewCell": "style:reuseIdentifier",
        "TableViewCell": "style:reuseIdentifier", "UITableViewHeaderFooterView": "reuseIdentifier",
        "TableViewHeaderFooterView": "reuseIdentifier",
    ]

    /// The subclasses of reusable views that `files` declare, at any depth, with their required initialiser's labels.
    static func requiredInitializers(in files: [SourceFileSyntax]) -> [String: String] {
        let finder = SuperclassFinder()
        for file in files { finder.walk(file) }
        var found = reusableViews
        var grew = true
        while grew {
            grew = false
            for (name, superclass) in finder.superclasses where found[name] == nil {
                guard let labels = found[superclass] else { continue }
                found[name] = labels
                grew = true
            }
        }
        return found.filter { reusableViews[$0.key] == nil }
    }

    init(required: [String: String]) {
        self.required = required
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let labels = required[node.name.text] else { return .visitChildren }
        for member in node.memberBlock.members {
            guard let initializer = member.decl.as(InitializerDeclSyntax.self), initializer.optionalMark == nil,
                initializer.signature.parameterClause.parameters.map(\.firstName.text).joined(separator: ":") == labels,
                !initializer.modifiers.contains(where: { $0.name.tokenKind == .keyword(.required) }),
                let override = initializer.modifiers.first(where: { $0.name.tokenKind == .keyword(.override) })
            else { continue }
            let start = override.positionAfterSkippingLeadingTrivia.utf8Offset, end = override.endPositionBeforeTrailingTrivia.utf8Offset
            lines.append("R \(start) \(end) required\n")
        }
        return .visitChildren
    }
}
