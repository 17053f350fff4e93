import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

// A 200-point cube: six 200 × 200 faces in a `CATransformLayer` centred in a 200 × 200 container at (100, 100) of a
// 400 × 400 root, whose sublayerTransform has m34 = −1/500. By CATransform3D's definitions (row vectors; `Rotate`
// applies the rotation first; a turn θ about y takes (x, y, z) to (x cos θ + z sin θ, y, −x sin θ + z cos θ)), a point
// at depth z, measured from the container's centre, gets the weight w = 1 − z/500 and lands at (x, y)/w + (200, 200).
// The front face sits at z = 100 (w = 0.8): its corners land 100/0.8 = 125 from the centre, at 75 and 325.
// Turned 30° about y, its top-left corner (−100, −100, 100) goes to (−36.6025, −100, 136.6025), w = 0.726795, and lands
// at (149.6384, 62.4096); its top-right corner (100, −100, 100) to (136.6025, −100, −13.3975), w = 1.026795, at
// (333.0385, 102.6091)... see `turned` for all four.

@MainActor
@Suite("CATransformLayer: sublayers kept in 3-D and drawn back to front")
struct TransformLayerTests {
    static let (red, green, blue) = (CubeScene.red, CubeScene.green, CubeScene.blue)
    static let (orange, purple, teal) = (CubeScene.orange, CubeScene.purple, CubeScene.teal)
    static let faces = CubeScene.faces

    static func scene(holder: () -> CALayer = { CATransformLayer() }) -> (View, CALayer) { CubeScene.make(holder: holder) }

    /// The faces' fills in the order they are drawn (the root's white first, left out).
    static func drawnFaces(_ root: View) -> [DisplayItem] {
        DisplayList(root: root).items.filter {
            if case .fill(let color) = $0.content { return color != .white }
            return false
        }
    }

    static func color(of item: DisplayItem) -> Color? {
        if case .fill(let color) = item.content { return color }
        return nil
    }

    static func corners(of item: DisplayItem) -> [CGPoint] {
        let r = item.rect
        return [
            CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY),
        ].map { item.transform.apply($0) }
    }

    static func expect(_ item: DisplayItem?, corners want: [CGPoint], sourceLocation: SourceLocation = #_sourceLocation) {
        guard let item else {
            Issue.record("no item", sourceLocation: sourceLocation)
            return
        }
        for (got, expected) in zip(corners(of: item), want) {
            #expect(
                abs(got.x - expected.x) < 2e-4 && abs(got.y - expected.y) < 2e-4, "\(got) ≠ \(expected)", sourceLocation: sourceLocation)
        }
    }

    @Test("the front face, 100 nearer, is drawn 1.25 times its size (75…325) and over the faces behind it")
    func frontFaceNearer() {
        let (root, _) = Self.scene()
        let drawn = Self.drawnFaces(root)
        #expect(drawn.count == 6)
        #expect(drawn.last.flatMap(Self.color(of:)) == Self.red)
        Self.expect(
            drawn.last, corners: [CGPoint(x: 75, y: 75), CGPoint(x: 325, y: 75), CGPoint(x: 325, y: 325), CGPoint(x: 75, y: 325)])
        // The back face, farthest, first.
        #expect(drawn.first.flatMap(Self.color(of:)) == Self.blue)
    }

    @Test("a plain CALayer in its place flattens the faces into its plane: the front face 200 wide, the last face added on top")
    func plainLayerFlattens() {
        let (root, _) = Self.scene(holder: { CALayer() })
        let drawn = Self.drawnFaces(root)
        #expect(drawn.map { Self.color(of: $0) } == Self.faces.map(\.0))
        Self.expect(
            drawn.first, corners: [CGPoint(x: 100, y: 100), CGPoint(x: 300, y: 100), CGPoint(x: 300, y: 300), CGPoint(x: 100, y: 300)])
    }

    @Test("turned 30° about y: drawn back, right, top, bottom, left, front, the front face where the perspective puts it")
    func turned() {
        let (root, cube) = Self.scene()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        cube.transform = CATransform3DMakeRotation(.pi / 6, 0, 1, 0)
        CATransaction.commit()
        let drawn = Self.drawnFaces(root)
        // Centre depths: back −86.6, right −50, top and bottom 0 (kept in their order), left 50, front 86.6.
        #expect(drawn.map { Self.color(of: $0) } == [Self.blue, Self.green, Self.purple, Self.teal, Self.orange, Self.red])
        Self.expect(
            drawn.last,
            corners: [
                CGPoint(x: 149.6384, y: 62.4096), CGPoint(x: 347.3924, y: 92.1013), CGPoint(x: 347.3924, y: 307.8987),
                CGPoint(x: 149.6384, y: 337.5904),
            ])
    }

    @Test("its own background, border and shadow are not drawn; its opacity goes to each face, not to a group")
    func drawsOnlySublayers() {
        let (root, cube) = Self.scene()
        cube.backgroundColor = UIColor.black.cgColor
        cube.borderWidth = 4
        cube.borderColor = UIColor.black.cgColor
        cube.shadowOpacity = 1
        cube.opacity = 0.5
        let items = DisplayList(root: root).items
        #expect(items.count == 7) // the root's white and the six faces
        #expect(items.dropFirst().allSatisfy { $0.alpha == 0.5 })
    }

    @Test("a transform layer inside another keeps its sublayers in the same 3-D space; a hidden one draws nothing")
    func nested() {
        let (root, cube) = Self.scene()
        let front = cube.sublayers?.first
        front?.removeFromSuperlayer()
        front?.transform = CATransform3DIdentity
        let inner = CATransformLayer()
        inner.frame = cube.bounds
        inner.transform = CATransform3DMakeTranslation(0, 0, 100)
        if let front { inner.addSublayer(front) }
        cube.addSublayer(inner)
        let drawn = Self.drawnFaces(root)
        #expect(drawn.last.flatMap(Self.color(of:)) == Self.red)
        Self.expect(
            drawn.last, corners: [CGPoint(x: 75, y: 75), CGPoint(x: 325, y: 75), CGPoint(x: 325, y: 325), CGPoint(x: 75, y: 325)])
        inner.isHidden = true
        #expect(Self.drawnFaces(root).count == 5)
    }
}
