import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// A photo viewer's scroll view delegate: the image view is what zooms.
@MainActor
private final class PhotoZoom: NSObject, UIScrollViewDelegate {
    let imageView = UIImageView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    var zooms: [CGFloat] = []
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { imageView }
    func scrollViewDidZoom(_ scrollView: UIScrollView) { zooms.append(scrollView.zoomScale) }
}

// A photo viewer as iOS code writes one: a scroll view whose delegate gives the image view to zoom, limits on the
// scale, a double tap that zooms to a rectangle.
@MainActor
@Suite("UIScrollView zooming: viewForZooming, the scale's limits, zoom(to:animated:)")
struct ZoomingSnippets {
    private func viewer() -> (UIScrollView, PhotoZoom) {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 150))
        let zoom = PhotoZoom()
        scroll.delegate = zoom
        scroll.addSubview(zoom.imageView)
        scroll.contentSize = zoom.imageView.bounds.size
        scroll.minimumZoomScale = 0.5
        scroll.maximumZoomScale = 3
        return (scroll, zoom)
    }

    @Test("setting zoomScale scales the view about the content's origin, sizes the content to it, and tells the delegate")
    func zoomScale() {
        let (scroll, zoom) = viewer()
        withExtendedLifetime(zoom) {
            scroll.zoomScale = 2
            #expect(scroll.zoomScale == 2 && zoom.imageView.transform == CGAffineTransform(scaleX: 2, y: 2))
            #expect(
                zoom.imageView.frame == CGRect(x: 0, y: 0, width: 800, height: 600) && scroll.contentSize == CGSize(width: 800, height: 600)
            )
            // Past the limits the scale stops at them.
            scroll.zoomScale = 10
            #expect(scroll.zoomScale == 3)
            scroll.setZoomScale(0.1, animated: false)
            #expect(scroll.zoomScale == 0.5 && scroll.contentSize == CGSize(width: 200, height: 150))
            #expect(zoom.zooms == [2, 3, 0.5])
        }
    }

    @Test("without a view for zooming the scale stays 1, as UIKit's does")
    func noViewNoZoom() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 150))
        scroll.maximumZoomScale = 4
        scroll.zoomScale = 2
        #expect(scroll.zoomScale == 1)
    }

    @Test("zoom(to:animated:) fits the rectangle, centred: 50 × 50 at (100, 100) in a 200 × 150 view is scale 3, offset (275, 300)")
    func zoomToRect() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (scroll, zoom) = viewer()
        withExtendedLifetime(zoom) {
            scroll.zoom(to: CGRect(x: 100, y: 100, width: 50, height: 50), animated: true)
            // Min(200/50, 150/50) = 3; the rectangle's middle (125, 125) lands at (375, 375), less half the view.
            #expect(scroll.zoomScale == 3 && scroll.contentSize == CGSize(width: 1200, height: 900))
            fixture.run(seconds: 0.5)
            #expect(scroll.contentOffset == CGPoint(x: 275, y: 300) && zoom.imageView.transform == CGAffineTransform(scaleX: 3, y: 3))
            #expect(zoom.zooms == [3])
        }
    }
}
