import AnimKit
import Foundation

extension DisplayItem {
    /// The canvas rectangle a shape item's fill path covers (the item's own rectangle is padded for anti-aliasing);
    /// `.null` for any other item.
    public var filledCanvasRect: CGRect {
        guard case .shape(let drawing) = content else { return .null }
        let points = drawing.fillPath.flatMap(\.points).map { transform.apply($0) }
        let xs = points.map(\.x), ys = points.map(\.y)
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
