import AnimKit
import Foundation

/// More of a view's, a control's and a window's API that screens use: order of subviews, drawing, touches, snapshots,
/// the animation switch, buttons' images and configurations, fields, effects, layouts.
@MainActor
func useMoreViewAPI() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let (first, second) = (UIView(), UIView())
    view.addSubview(first)
    // api: UIView.insertSubview(_:aboveSubview:)
    view.insertSubview(second, aboveSubview: first)
    // api: UIView.insertSubview(_:belowSubview:)
    view.insertSubview(UIView(), belowSubview: first)
    // api: UIView.sendSubviewToBack(_:)
    view.sendSubviewToBack(second)
    // api: UIView.exchangeSubview(at:withSubviewAt:)
    view.exchangeSubview(at: 0, withSubviewAt: 1)
    // api: UIView.transform3D
    view.transform3D = CATransform3DMakeRotation(.pi / 4, 0, 1, 0)
    // api: UIView.contentMode
    view.contentMode = .redraw
    // api: UIView.isMultipleTouchEnabled
    view.isMultipleTouchEnabled = true
    // api: UIView.isOpaque
    view.isOpaque = !view.isOpaque
    // api: UIView.isExclusiveTouch
    view.isExclusiveTouch = false
    // api: UIView.setNeedsDisplay()
    view.setNeedsDisplay()
    // api: UIView.snapshotView(afterScreenUpdates:)
    _ = view.snapshotView(afterScreenUpdates: true)
    // api: UIView.drawHierarchy(in:afterScreenUpdates:)
    _ = view.drawHierarchy(in: view.bounds, afterScreenUpdates: false)
    // api: CALayer.render(in:)
    _ = UIGraphicsImageRenderer(bounds: view.bounds).image { view.layer.render(in: $0.cgContext) }
    // api: UIView.setAnimationsEnabled(_:)
    UIView.setAnimationsEnabled(false)
    // api: UIView.areAnimationsEnabled
    if !UIView.areAnimationsEnabled { UIView.setAnimationsEnabled(true) }
    let button = UIButton(type: .system)
    // api: UIControl.contentHorizontalAlignment
    button.contentHorizontalAlignment = .leading
    // api: UIButton.setImage(_:for:)
    button.setImage(nil, for: .normal)
    // api: UIButton.configuration
    button.configuration = .filled()
    let field = UITextField()
    // api: UITextField.clearButtonMode
    field.clearButtonMode = .whileEditing
    // api: UITextField.rightView
    field.rightView = UIButton(type: .system)
    // api: UITextField.rightViewMode
    field.rightViewMode = .whileEditing
    // api: UITextField.rightViewRect(forBounds:)
    _ = field.rightViewRect(forBounds: field.bounds)
    // api: UIVibrancyEffect.init(blurEffect:)
    _ = UIVibrancyEffect(blurEffect: UIBlurEffect(style: .systemMaterial))
    let twoFingerTap = UITapGestureRecognizer { _ in }
    // api: UITapGestureRecognizer.numberOfTouchesRequired
    twoFingerTap.numberOfTouchesRequired = 2
    view.addGestureRecognizer(twoFingerTap)
    let pan = UIPanGestureRecognizer { _ in }
    // api: UIPanGestureRecognizer.minimumNumberOfTouches
    pan.minimumNumberOfTouches = 1
    // api: UIWindow.rootViewController
    window.rootViewController = UIViewController()
    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(50), heightDimension: .absolute(50)))
    let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(50), heightDimension: .absolute(50)), subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    // api: NSCollectionLayoutSection.orthogonalScrollingBehavior
    section.orthogonalScrollingBehavior = .continuous
    window.addSubview(view)
    useInheritedDuration(of: view.layer)
}

/// A view drawing itself, as UIKit code overrides `draw(_:)`.
final class DrawnDot: UIView {
    // api: UIView.draw(_:)
    override func draw(_ rect: CGRect) { UIBezierPath(ovalIn: bounds).fill() }
}

/// The duration a layer change made in a block takes, as custom views read it in `layoutSubviews`.
@MainActor
func useInheritedDuration(of layer: CALayer) {
    CATransaction.begin()
    // api: UIView.inheritedAnimationDuration
    CATransaction.setAnimationDuration(UIView.inheritedAnimationDuration)
    layer.opacity = 0.5
    CATransaction.commit()
}
