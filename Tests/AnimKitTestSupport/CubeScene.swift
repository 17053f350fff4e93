import AnimKit
import Foundation

/// A 200-point cube as code usually writes one: six 200 × 200 faces — front, right, back, left, top, bottom — each
/// moved 100 out from the centre and turned to face out, in a layer (a `CATransformLayer` unless another is given)
/// filling a 200 × 200 container at (100, 100) of a white 400 × 400 root, whose sublayerTransform has m34 = −1/500.
@MainActor
public enum CubeScene {
    public static let red = Color(red: 1, green: 0, blue: 0, alpha: 1), green = Color(red: 0, green: 1, blue: 0, alpha: 1)
    public static let blue = Color(red: 0, green: 0, blue: 1, alpha: 1), orange = Color(red: 1, green: 128.0 / 255, blue: 0, alpha: 1)
    public static let purple = Color(red: 0.5, green: 0, blue: 1, alpha: 1), teal = Color(red: 0, green: 0.5, blue: 0.5, alpha: 1)

    /// The faces, in the order they are added.
    public static let faces: [(Color, CATransform3D)] = [
        (red, CATransform3DMakeTranslation(0, 0, 100)),
        (green, CATransform3DRotate(CATransform3DMakeTranslation(100, 0, 0), .pi / 2, 0, 1, 0)),
        (blue, CATransform3DRotate(CATransform3DMakeTranslation(0, 0, -100), .pi, 0, 1, 0)),
        (orange, CATransform3DRotate(CATransform3DMakeTranslation(-100, 0, 0), -.pi / 2, 0, 1, 0)),
        (purple, CATransform3DRotate(CATransform3DMakeTranslation(0, -100, 0), .pi / 2, 1, 0, 0)),
        (teal, CATransform3DRotate(CATransform3DMakeTranslation(0, 100, 0), -.pi / 2, 1, 0, 0)),
    ]

    /// The root, and the cube's layer.
    public static func make(holder: () -> CALayer = { CATransformLayer() }) -> (View, CALayer) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        root.backgroundColor = .white
        let container = CALayer()
        container.frame = CGRect(x: 100, y: 100, width: 200, height: 200)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        container.sublayerTransform = perspective
        root.layer.addSublayer(container)
        let cube = holder()
        cube.frame = container.bounds
        container.addSublayer(cube)
        for (color, transform) in faces {
            let face = CALayer()
            face.frame = cube.bounds
            face.backgroundColor = color.cgColor
            face.transform = transform
            cube.addSublayer(face)
        }
        return (root, cube)
    }
}
