import AnimKit
import AnimKitSDL
import AnimKitTestSupport
import Foundation
import Testing

/// A curling page drawn: the page shown where it lies flat, the next page where it folded away, the folded part's
/// back (the page's front mirrored, under white at 0.8) and the shadow along the fold on the page beneath.
@MainActor
@Suite("UIPageViewController .pageCurl, drawn", .serialized)
struct PageCurlPixelTests {
    final class TwoPages: UIPageViewControllerDataSource {
        let pages: [UIViewController] = [UIColor.red, UIColor.blue].map { colour in
            let page = UIViewController()
            page.view.backgroundColor = colour
            return page
        }
        func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController)
            -> UIViewController?
        { viewController === pages[1] ? pages[0] : nil }
        func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController)
            -> UIViewController?
        { viewController === pages[0] ? pages[1] : nil }
    }

    @Test("half-way through an animated turn on a 200 × 400 page: red flat, blue beyond the fold, pink flap, shadow at the fold")
    func halfWay() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let source = TwoPages()
        let pager = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
        pager.dataSource = source
        pager.setViewControllers([source.pages[0]], direction: .forward, animated: false)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
        window.rootViewController = pager
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        pager.setViewControllers([source.pages[1]], direction: .forward, animated: true)
        fixture.run(seconds: 0.2)
        // Half the time of an ease in-out curl: the corner (200, 400) is at (0, 400 − 400/3). The fold is the line
        // through their midpoint m = (100, 333.3) square to n = (200, 133.3)/240.4 = (0.832, 0.555).
        let host = try OffscreenHost(root: window)
        try host.render()
        let n = CGVector(dx: 200 / 240.37, dy: 133.33 / 240.37), m = CGPoint(x: 100, y: 333.33)
        func along(_ distance: CGFloat) -> (Int, Int) { (Int((m.x + n.dx * distance).rounded()), Int((m.y + n.dy * distance).rounded())) }
        // Flat, far from the fold and from the flap: the first page.
        #expect(host.pixel(x: 20, y: 20) == Pixel(255, 0, 0))
        // 100 points beyond the fold: the next page, clear of the shadow's 40.
        let (bx, by) = along(100)
        #expect(host.pixel(x: bx, y: by) == Pixel(0, 0, 255))
        // 30 points before the fold, the mirror of a point 30 beyond it, inside the page: the red page's back.
        let (fx, fy) = along(-30)
        let flap = host.pixel(x: fx, y: fy)
        #expect(flap.red == 255 && abs(Int(flap.green) - 204) <= 1 && abs(Int(flap.blue) - 204) <= 1)
        // 10 points beyond the fold, in the shadow: blue darkened by about 0.35 × 3/4.
        let (sx, sy) = along(10)
        let shade = host.pixel(x: sx, y: sy)
        #expect(shade.red == 0 && shade.green == 0 && shade.blue > 170 && shade.blue < 205)
    }
}
