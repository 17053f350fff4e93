import Foundation

/// A scroll view's zoom: its limits and the scale now.
struct ScrollZoom: Equatable {
    var minimum: CGFloat = 1
    var maximum: CGFloat = 1
    var scale: CGFloat = 1
    var bounces = true
}

/// Zooming, as UIKit's scroll view does it: the delegate's ``ScrollViewDelegate/viewForZooming(in:)`` is scaled by
/// the zoom scale (its frame kept at the content's origin), the content size follows it, and the delegate hears
/// `scrollViewDidZoom(_:)`. Without a view for zooming the scale stays 1. A mouse has no pinch: code zooms (a double
/// tap's handler calling ``zoom(to:animated:)``, say).
extension ScrollView {
    /// The smallest zoom scale (1 by default).
    public var minimumZoomScale: CGFloat {
        get { zoom.minimum }
        set { zoom.minimum = newValue.isFinite && newValue > 0 ? newValue : zoom.minimum }
    }
    /// The largest zoom scale (1 by default).
    public var maximumZoomScale: CGFloat {
        get { zoom.maximum }
        set { zoom.maximum = newValue.isFinite && newValue > 0 ? newValue : zoom.maximum }
    }
    /// How far the view for zooming is scaled: kept within the limits; setting it zooms at once.
    public var zoomScale: CGFloat {
        get { zoom.scale }
        set { setZoomScale(newValue, animated: false) }
    }
    /// Whether a pinch past the limits bounces back (kept: there is no pinch here).
    public var bouncesZoom: Bool {
        get { zoom.bounces }
        set { zoom.bounces = newValue }
    }
    /// Whether a pinch is zooming now: never, with a mouse.
    public var isZooming: Bool { false }
    /// Whether a zoom is bouncing back past a limit: never here.
    public var isZoomBouncing: Bool { false }

    /// Zooms to `scale`, kept within ``minimumZoomScale`` … ``maximumZoomScale``: at once, or over 0.3 s on ease
    /// in-out, the content offset kept within the new content.
    public func setZoomScale(_ scale: CGFloat, animated: Bool) {
        guard scale.isFinite, let view = delegate?.viewForZooming(in: self) else { return }
        let scale = Swift.min(Swift.max(scale, Swift.min(zoom.minimum, zoom.maximum)), Swift.max(zoom.minimum, zoom.maximum))
        let offset = contentOffset
        zoomTo(scale, of: view, offset: offset, animated: animated)
    }

    /// Zooms so that `rect` — in the view for zooming's own coordinates — fills as much of the scroll view as it can
    /// while all of it shows, centred; the scale kept within the limits.
    public func zoom(to rect: CGRect, animated: Bool) {
        guard let view = delegate?.viewForZooming(in: self), rect.width > 0, rect.height > 0 else { return }
        let wanted = Swift.min(bounds.width / rect.width, bounds.height / rect.height)
        let scale = Swift.min(Swift.max(wanted, Swift.min(zoom.minimum, zoom.maximum)), Swift.max(zoom.minimum, zoom.maximum))
        let offset = CGPoint(x: rect.midX * scale - bounds.width / 2, y: rect.midY * scale - bounds.height / 2)
        zoomTo(scale, of: view, offset: offset, animated: animated)
    }

    /// Scales `view` to `scale` about the content's origin, sets the content size to its frame's and moves to
    /// `offset` (kept within the new content); the delegate hears of the zoom.
    private func zoomTo(_ scale: CGFloat, of view: View, offset: CGPoint, animated: Bool) {
        zoom.scale = scale
        let size = CGSize(width: view.bounds.width * scale, height: view.bounds.height * scale)
        contentSize = size
        let target = clamped(offset)
        let change = { [self] in
            view.transform = CGAffineTransform(scaleX: scale, y: scale)
            view.center = CGPoint(x: size.width / 2, y: size.height / 2)
            bounds.origin = target
        }
        stopMotion()
        guard animated else {
            change()
            scrolled()
            delegate?.scrollViewDidZoom(self)
            return
        }
        let animator = PropertyAnimator(duration: 0.3, curve: .easeInOut, animations: change)
        animator.name = "zoom"
        animator.addCompletion { [weak self] _ in
            guard let self else { return }
            self.delegate?.scrollViewDidZoom(self)
        }
        animator.startAnimation()
    }
}
