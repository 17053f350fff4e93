import AnimKit
import Foundation

/// Gesture recognizers, touches, and the types, literals and app objects screens use.
@MainActor
func useGestureAPI() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let pan = UIPanGestureRecognizer { recognizer in
        // api: UIGestureRecognizer.state
        guard recognizer.state == .changed, let pan = recognizer as? UIPanGestureRecognizer else { return }
        // api: UIPanGestureRecognizer.translation(in:)
        _ = pan.translation(in: pan.view)
        // api: UIPanGestureRecognizer.setTranslation(_:in:)
        pan.setTranslation(.zero, in: pan.view)
        // api: UIPanGestureRecognizer.velocity(in:)
        _ = pan.velocity(in: nil)
    }
    view.addGestureRecognizer(pan)
    // Target–action as iOS code writes it, `#selector(recognized(_:))`, which `play` rewrites into this selector.
    let receiver = ActionReceiver()
    // api: UIGestureRecognizer.init(target:action:)
    let targeted = UITapGestureRecognizer(target: receiver, action: Selector("recognized(_:)", ActionReceiver.recognized(_:)))
    // api: UIGestureRecognizer.addTarget(_:action:)
    targeted.addTarget(receiver, action: Selector("recognized(_:)", ActionReceiver.recognized(_:)))
    view.addGestureRecognizer(targeted)
    // api: UIGestureRecognizer.view
    _ = pan.view
    // api: UIGestureRecognizer.isEnabled
    pan.isEnabled = true
    // api: UIGestureRecognizer.cancelsTouchesInView
    pan.cancelsTouchesInView = true
    // api: UIGestureRecognizer.delaysTouchesBegan
    pan.delaysTouchesBegan = false
    // api: UIGestureRecognizer.delegate
    pan.delegate = nil
    // api: UIGestureRecognizer.name
    pan.name = "drag"
    // api: UIGestureRecognizer.location(in:)
    _ = pan.location(in: view)
    // api: UIGestureRecognizer.location(ofTouch:in:)
    _ = pan.location(ofTouch: 0, in: view)
    // api: UIGestureRecognizer.numberOfTouches
    _ = pan.numberOfTouches
    let tap = UITapGestureRecognizer { _ in }
    // api: UITapGestureRecognizer.numberOfTapsRequired
    tap.numberOfTapsRequired = 2
    // api: UIGestureRecognizer.require(toFail:)
    pan.require(toFail: tap)
    let press = UILongPressGestureRecognizer { _ in }
    // api: UILongPressGestureRecognizer.minimumPressDuration
    press.minimumPressDuration = 0.3
    // api: UILongPressGestureRecognizer.allowableMovement
    press.allowableMovement = 12
    let swipe = UISwipeGestureRecognizer { _ in }
    // api: UISwipeGestureRecognizer.direction
    swipe.direction = .left
    let edge = UIScreenEdgePanGestureRecognizer { _ in }
    // api: UIScreenEdgePanGestureRecognizer.edges
    edge.edges = .left
    let pinch = UIPinchGestureRecognizer { _ in }
    // api: UIPinchGestureRecognizer.scale
    pinch.scale = 1
    // api: UIPinchGestureRecognizer.velocity
    _ = pinch.velocity
    let rotation = UIRotationGestureRecognizer { _ in }
    // api: UIRotationGestureRecognizer.rotation
    rotation.rotation = 0
    // api: UIRotationGestureRecognizer.velocity
    _ = rotation.velocity
    let touching = TouchReader(frame: view.bounds)
    view.addSubview(touching)
    let pointer = PointerDispatcher(root: view)
    pointer.pointerDown(at: CGPoint(x: 10, y: 10), time: 0)
    pointer.pointerUp(at: CGPoint(x: 10, y: 10), time: 0.05)
}

/// A view that reads every touch and event property.
final class TouchReader: UIView {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        // api: UITouch.location(in:)
        _ = touch.location(in: self)
        // api: UITouch.previousLocation(in:)
        _ = touch.previousLocation(in: self)
        // api: UITouch.view
        _ = touch.view
        // api: UITouch.phase
        _ = touch.phase == .began
        // api: UITouch.tapCount
        _ = touch.tapCount
        // api: UITouch.timestamp
        _ = touch.timestamp
        // api: UIEvent.allTouches
        _ = event?.allTouches
        // api: UIEvent.touches(for:)
        _ = event?.touches(for: self)
    }
}

/// Types, literals, fonts, images and the app.
@MainActor
func useTypesAndAppAPI() {
    // api: CGFloat
    let fractions: [CGFloat] = [UIViewPropertyAnimator(duration: 1, curve: .linear).fractionComplete]
    // api: UIEdgeInsets.init(top:left:bottom:right:)
    _ = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    // api: NSDirectionalEdgeInsets.init(top:leading:bottom:trailing:)
    _ = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    let view = UIView()
    // api: CACornerMask
    let corners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    // api: CALayer.maskedCorners
    view.layer.maskedCorners = corners
    // api: CALayer.cornerCurve
    view.layer.cornerCurve = .continuous
    _ = CALayer.cornerCurveExpansionFactor(view.layer.cornerCurve)
    // api: UIFont.preferredFont(forTextStyle:)
    _ = UIFont.preferredFont(forTextStyle: .title2)
    // api: UIFont.systemFont(ofSize:weight:)
    _ = UIFont.systemFont(ofSize: 13, weight: .medium)
    // api: UIImage.init(named:)
    _ = UIImage(named: "no-such-image-here")
    // api: UIImage.init(systemName:)
    _ = UIImage(systemName: "heart")
    // api: NSTextAttachment.init(image:)
    let badge = NSTextAttachment(image: UIImage(systemName: "checkmark.seal.fill") ?? UIImage())
    // api: NSTextAttachment.bounds
    badge.bounds = CGRect(x: 0, y: -3, width: 17, height: 17)
    // api: NSAttributedString.init(attachment:)
    _ = NSAttributedString(attachment: badge)
    // api: NSShadow
    let glow = NSShadow()
    (glow.shadowColor, glow.shadowOffset, glow.shadowBlurRadius) = (UIColor.black.withAlphaComponent(0.3), CGSize(width: 0, height: 2), 4)
    // api: NSAttributedString.Key.shadow
    _ = NSAttributedString(string: "Runner", attributes: [.shadow: glow])
    // api: CATransformLayer
    let cube = CATransformLayer()
    cube.addSublayer(CALayer())
    // api: URLSession.shared
    _ = URLSession.shared.dataTask(with: URL(fileURLWithPath: "/")) { _, _, _ in }
    // api: #colorLiteral(red:green:blue:alpha:)
    // swift-format-ignore: NoPlaygroundLiterals
    view.backgroundColor = #colorLiteral(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
    // api: #imageLiteral(resourceName:)
    // swift-format-ignore: NoPlaygroundLiterals
    _ = UIImageView(image: #imageLiteral(resourceName: "no-such-image-here"))
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    // api: UIWindow.makeKeyAndVisible()
    window.makeKeyAndVisible()
    // api: UIWindow.isKeyWindow
    _ = window.isKeyWindow
    // api: UIApplication.shared
    let application = UIApplication.shared
    // api: UIApplication.keyWindow
    _ = application.keyWindow
    // api: UIApplication.windows
    _ = application.windows
    // api: UIApplication.beginIgnoringInteractionEvents()
    application.beginIgnoringInteractionEvents()
    // api: UIApplication.isIgnoringInteractionEvents
    _ = application.isIgnoringInteractionEvents
    // api: UIApplication.endIgnoringInteractionEvents()
    application.endIgnoringInteractionEvents()
    // api: UIScreen.main
    let screen = UIScreen.main
    // api: UIScreen.bounds
    _ = screen.bounds
    // api: UIScreen.scale
    _ = 1 / screen.scale
    _ = fractions
}

/// A target of target–action, as iOS code declares one: methods a selector names, taking the sender.
final class ActionReceiver {
    private(set) var received = 0
    func recognized(_ recognizer: UIGestureRecognizer) { received += 1 }
    func tapped(_ sender: UIControl) { received += 1 }
}
