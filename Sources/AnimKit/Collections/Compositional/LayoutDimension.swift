import Foundation

/// One side of a compositional layout's size (UIKit's `NSCollectionLayoutDimension`): a share of the container's (or
/// enclosing group's) width or height, a number of points, or an estimate.
public struct NSCollectionLayoutDimension: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        case fractionalWidth, fractionalHeight, absolute, estimated
    }

    let kind: Kind
    /// The share, the points, or the estimate.
    public let dimension: CGFloat

    /// `fractionalWidth` of the container's width.
    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> Self { Self(kind: .fractionalWidth, dimension: fractionalWidth) }
    /// `fractionalHeight` of the container's height.
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> Self { Self(kind: .fractionalHeight, dimension: fractionalHeight) }
    /// `absoluteDimension` points.
    public static func absolute(_ absoluteDimension: CGFloat) -> Self { Self(kind: .absolute, dimension: absoluteDimension) }
    /// About `estimatedDimension` points until the cell shows and is measured (heights anywhere; widths of the items
    /// of a horizontal group without a fixed count).
    public static func estimated(_ estimatedDimension: CGFloat) -> Self { Self(kind: .estimated, dimension: estimatedDimension) }

    /// Whether it is a share of the width.
    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    /// Whether it is a share of the height.
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    /// Whether it is a number of points.
    public var isAbsolute: Bool { kind == .absolute }
    /// Whether it is an estimate.
    public var isEstimated: Bool { kind == .estimated }

    /// The points it comes to in a container of `size`.
    func resolved(in size: CGSize) -> CGFloat {
        switch kind {
        case .fractionalWidth: size.width * dimension
        case .fractionalHeight: size.height * dimension
        case .absolute, .estimated: dimension
        }
    }
}

/// A width and a height (UIKit's `NSCollectionLayoutSize`).
public struct NSCollectionLayoutSize: Sendable, Equatable {
    /// The width.
    public let widthDimension: NSCollectionLayoutDimension
    /// The height.
    public let heightDimension: NSCollectionLayoutDimension

    /// A size of `widthDimension` by `heightDimension`.
    public init(widthDimension: NSCollectionLayoutDimension, heightDimension: NSCollectionLayoutDimension) {
        self.widthDimension = widthDimension
        self.heightDimension = heightDimension
    }

    /// Which dimensions are `.estimated`, to be measured from the cell.
    var estimatedAxes: EstimatedAxes {
        var axes: EstimatedAxes = []
        if widthDimension.isEstimated { axes.insert(.width) }
        if heightDimension.isEstimated { axes.insert(.height) }
        return axes
    }

    /// The points it comes to in a container of `size`.
    func resolved(in size: CGSize) -> CGSize {
        CGSize(width: widthDimension.resolved(in: size), height: heightDimension.resolved(in: size))
    }
}

/// The room between a group's items (UIKit's `NSCollectionLayoutSpacing`): fixed, or at least a number of points.
public struct NSCollectionLayoutSpacing: Sendable, Equatable {
    /// The points.
    public let spacing: CGFloat
    /// Whether it may grow (here: used as given).
    public let isFlexibleSpacing: Bool

    /// Exactly `fixedSpacing` points.
    public static func fixed(_ fixedSpacing: CGFloat) -> Self { Self(spacing: fixedSpacing, isFlexibleSpacing: false) }
    /// At least `flexibleSpacing` points.
    public static func flexible(_ flexibleSpacing: CGFloat) -> Self { Self(spacing: flexibleSpacing, isFlexibleSpacing: true) }
}
