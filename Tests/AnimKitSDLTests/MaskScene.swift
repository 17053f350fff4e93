import AnimKit

/// The scene the mask tests draw: a 200 × 100 white root with a red 100-point square at x 50…150.
@MainActor
enum MaskScene {
    static func make() -> (root: UIView, square: UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        root.backgroundColor = .white
        let square = UIView(frame: CGRect(x: 50, y: 0, width: 100, height: 100))
        square.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        root.addSubview(square)
        return (root, square)
    }
}
