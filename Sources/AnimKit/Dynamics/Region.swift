import Foundation

/// Where a field acts (UIKit's `UIRegion`): a circle or a rectangle centred on the field's position, everything, or
/// what inverting and combining them gives.
@preconcurrency @MainActor
open class Region {
    /// The points a region holds, relative to its centre.
    indirect enum Shape {
        case everything
        case circle(radius: CGFloat)
        case rectangle(CGSize)
        case inverse(Shape)
        case union(Shape, Shape)
        case difference(Shape, Shape)
        case intersection(Shape, Shape)

        func contains(_ point: CGPoint) -> Bool {
            switch self {
            case .everything: true
            case .circle(let radius): hypot(point.x, point.y) <= radius
            case .rectangle(let size): abs(point.x) <= size.width / 2 && abs(point.y) <= size.height / 2
            case .inverse(let shape): !shape.contains(point)
            case .union(let a, let b): a.contains(point) || b.contains(point)
            case .difference(let a, let b): a.contains(point) && !b.contains(point)
            case .intersection(let a, let b): a.contains(point) && b.contains(point)
            }
        }
    }

    private(set) var shape: Shape

    /// The circle of `radius` points about the centre.
    public required init(radius: CGFloat) { shape = .circle(radius: radius) }

    /// The rectangle `size` large, centred.
    public init(size: CGSize) { shape = .rectangle(size) }

    /// Every point (a field's region by default).
    open class var infinite: Region {
        let region = Region(radius: 0)
        region.shape = .everything
        return region
    }

    /// Every point this region does not hold.
    open func inverse() -> Self { made(.inverse(shape)) }

    /// The points of this region and those of `region`.
    open func byUnion(with region: Region) -> Self { made(.union(shape, region.shape)) }

    /// The points of this region that `region` does not hold.
    open func byDifference(from region: Region) -> Self { made(.difference(shape, region.shape)) }

    /// The points both this region and `region` hold.
    open func byIntersection(with region: Region) -> Self { made(.intersection(shape, region.shape)) }

    /// Whether the region holds `point` (relative to its centre).
    open func contains(_ point: CGPoint) -> Bool { shape.contains(point) }

    private func made(_ shape: Shape) -> Self {
        let region = Self(radius: 0)
        region.shape = shape
        return region
    }
}

/// UIKit's name for ``Region``.
public typealias UIRegion = Region
