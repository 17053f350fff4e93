import AnimKit
import Foundation

// Uses of the listed declarations with UIKit's labels and types, each under its `// api:` line (see UIKitAPIChecks.swift).
// UIKitAPICoverageTests runs these on a fixture's engine: they must compile and run without a crash.

/// The view API: creating, the hierarchy, geometry and layout.
@MainActor
func useViewAPI() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = OverridingView(frame: .zero)
    // api: UIView.frame
    view.frame = CGRect(x: 10, y: 10, width: 100, height: 100)
    // api: UIView.bounds
    view.bounds = CGRect(x: 0, y: 0, width: 120, height: 100)
    // api: UIView.center
    view.center = CGPoint(x: 60, y: 60)
    // api: UIView.transform
    view.transform = CGAffineTransform(scaleX: 1, y: 1)
    // api: UIView.alpha
    view.alpha = 1
    // api: UIView.isHidden
    view.isHidden = false
    // api: UIView.backgroundColor
    view.backgroundColor = UIColor.systemBlue
    // api: UIView.tintColor
    view.tintColor = .systemPink
    // api: UIView.tag
    view.tag = 7
    // api: UIView.viewWithTag(_:)
    _ = view.viewWithTag(7)
    // api: UIView.clipsToBounds
    view.clipsToBounds = true
    // api: UIView.layer
    view.layer.cornerRadius = 4
    // api: UIView.isUserInteractionEnabled
    view.isUserInteractionEnabled = true
    // api: UIView.addSubview(_:)
    window.addSubview(view)
    // api: UIView.insertSubview(_:at:)
    view.insertSubview(child, at: 0)
    // api: UIView.bringSubviewToFront(_:)
    view.bringSubviewToFront(child)
    // api: UIView.superview
    _ = child.superview
    // api: UIView.subviews
    _ = view.subviews.count
    // api: UIView.window
    _ = child.window
    // api: UIView.isDescendant(of:)
    _ = child.isDescendant(of: window)
    // api: UIView.convert(_:to:)
    _ = child.convert(CGPoint.zero, to: window)
    // api: UIView.convert(_:from:)
    _ = child.convert(CGPoint.zero, from: nil)
    // api: UIView.accessibilityIdentifier
    view.accessibilityIdentifier = "card"
    // api: UIView.gestureRecognizers
    _ = view.gestureRecognizers
    let tap = UITapGestureRecognizer { _ in }
    // api: UIView.addGestureRecognizer(_:)
    view.addGestureRecognizer(tap)
    // api: UIView.removeGestureRecognizer(_:)
    view.removeGestureRecognizer(tap)
    // api: UIView.endEditing(_:)
    _ = view.endEditing(true)
    // api: UIView.setNeedsLayout()
    view.setNeedsLayout()
    // api: UIView.layoutIfNeeded()
    view.layoutIfNeeded()
    // api: UIView.sizeToFit()
    child.sizeToFit()
    // api: UIView.invalidateIntrinsicContentSize()
    child.invalidateIntrinsicContentSize()
    // api: UIView.noIntrinsicMetric
    _ = UIView.noIntrinsicMetric
    // api: UIView.setNeedsUpdateConstraints()
    view.setNeedsUpdateConstraints()
    // api: UIView.updateConstraintsIfNeeded()
    view.updateConstraintsIfNeeded()
    // api: UIView.needsUpdateConstraints()
    _ = view.needsUpdateConstraints()
    // api: UIView.translatesAutoresizingMaskIntoConstraints
    child.translatesAutoresizingMaskIntoConstraints = false
    // api: UIView.autoresizingMask
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    // api: UIView.autoresizesSubviews
    view.autoresizesSubviews = true
    // api: UIView.layoutMargins
    view.layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    // api: UIView.directionalLayoutMargins
    view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    // api: UIView.safeAreaInsets
    _ = view.safeAreaInsets
    // api: UIView.safeAreaLayoutGuide
    _ = view.safeAreaLayoutGuide
    // api: UIView.layoutMarginsGuide
    let margins = view.layoutMarginsGuide
    let guide = UILayoutGuide()
    // api: UIView.addLayoutGuide(_:)
    view.addLayoutGuide(guide)
    let width = child.widthAnchor.constraint(equalToConstant: 20)
    // api: UIView.addConstraint(_:)
    view.addConstraint(width)
    // api: UIView.constraints
    _ = view.constraints
    // api: UIView.removeConstraint(_:)
    view.removeConstraint(width)
    child.leadingAnchor.constraint(equalTo: margins.leadingAnchor).isActive = true
    // api: UIView.systemLayoutSizeFitting(_:)
    _ = child.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    // api: UIView.systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)
    _ = child.systemLayoutSizeFitting(
        CGSize(width: 100, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
    // api: UIView.setContentHuggingPriority(_:for:)
    child.setContentHuggingPriority(.defaultHigh, for: .horizontal)
    // api: UIView.setContentCompressionResistancePriority(_:for:)
    child.setContentCompressionResistancePriority(.required, for: .vertical)
    // api: UIView.hasAmbiguousLayout
    _ = child.hasAmbiguousLayout
    // api: UIView.exerciseAmbiguityInLayout()
    child.exerciseAmbiguityInLayout()
    view.removeFromSuperview()
    // api: UIView.removeFromSuperview()
    child.removeFromSuperview()
}
