import AnimKitSDL
import AnimKitTestSupport
import Foundation
import Testing

@testable import animview

/// A library file that declares only a collection-view layout, a transition's animator or a presentation controller,
/// pasted into `play` as it is: the layout lays out numbered cells and is flicked, the animator and the presentation
/// controller present a screen and dismiss it.
extension PackageBuildingTests.PlayCommandTests {
    nonisolated static let rowLayout = """
        import UIKit

        /// One row of 100-point squares 10 apart, 200 points down.
        final class RowLayout: UICollectionViewLayout {
            private var frames: [CGRect] = []

            override func prepare() {
                super.prepare()
                let count = collectionView?.numberOfItems(inSection: 0) ?? 0
                frames = (0..<count).map { CGRect(x: CGFloat($0) * 110, y: 200, width: 100, height: 100) }
            }

            override var collectionViewContentSize: CGSize {
                CGSize(width: (frames.last?.maxX ?? 0), height: 400)
            }

            override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                frames.indices.filter { frames[$0].intersects(rect) }.map { item in
                    let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
                    attributes.frame = frames[item]
                    return attributes
                }
            }
        }

        """

    nonisolated static let fadeAnimator = """
        import UIKit

        class FadeAnimator: NSObject {}

        extension FadeAnimator: UIViewControllerAnimatedTransitioning {
            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.6 }

            func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                guard let shown = transitionContext.view(forKey: .to) else {
                    let leaving = transitionContext.view(forKey: .from)
                    UIView.animate(withDuration: 0.6, animations: { leaving?.alpha = 0 }) { _ in
                        transitionContext.completeTransition(true)
                    }
                    return
                }
                transitionContext.containerView.addSubview(shown)
                shown.alpha = 0
                shown.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
                UIView.animate(withDuration: 0.6, animations: {
                    shown.alpha = 1
                    shown.transform = .identity
                }) { _ in transitionContext.completeTransition(true) }
            }
        }

        """

    /// A navigation-style animator: it force-unwraps both views, which a `.custom` presentation would not give.
    nonisolated static let slideAnimator = """
        import UIKit

        final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 1 }

            func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                let from = transitionContext.view(forKey: .from)!
                let to = transitionContext.view(forKey: .to)!
                transitionContext.containerView.insertSubview(to, belowSubview: from)
                let width = from.frame.width
                to.frame.origin.x = -width
                UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: {
                    from.frame.origin.x = width
                    to.frame.origin.x = 0
                }) { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) }
            }
        }

        """

    nonisolated static let bottomSheet = """
        import UIKit

        /// The presented screen in the bottom 300 points, over a dimming view of half-transparent black.
        class BottomSheetPresentationController: UIPresentationController {
            private let dimming = UIView()

            override var frameOfPresentedViewInContainerView: CGRect {
                guard let bounds = containerView?.bounds else { return .zero }
                return CGRect(x: 0, y: bounds.height - 300, width: bounds.width, height: 300)
            }

            override func presentationTransitionWillBegin() {
                guard let containerView else { return }
                dimming.backgroundColor = UIColor(white: 0, alpha: 0.5)
                dimming.frame = containerView.bounds
                containerView.insertSubview(dimming, at: 0)
            }

            override func dismissalTransitionDidEnd(_ completed: Bool) {
                if completed { dimming.removeFromSuperview() }
            }
        }

        """

    /// The colour of numbered cell `item` (0-based): hue `item mod 12` twelfths, saturation 0.6, brightness 0.85.
    nonisolated static func cellColor(_ item: Int) -> Pixel {
        // HSB to RGB: sector ⌊6h⌋, f its fraction; V = 0.85 · 255, p = V(1 − s), q = V(1 − s·f), t = V(1 − s(1 − f)).
        let hue = Double(item % 12) / 12, value = 0.85, saturation = 0.6
        let sector = Int(hue * 6), fraction = hue * 6 - Double(sector)
        let p = value * (1 - saturation), q = value * (1 - saturation * fraction)
        let t = value * (1 - saturation * (1 - fraction))
        let rgb = [(value, t, p), (q, value, p), (p, value, t), (p, q, value), (t, p, value), (value, p, q)][sector % 6]
        func byte(_ channel: Double) -> UInt8 { UInt8((channel * 255).rounded()) }
        return Pixel(byte(rgb.0), byte(rgb.1), byte(rgb.2))
    }

    /// A frame of `file` at `time`, headless.
    func previewFrame(_ file: String, at time: Double, in scratch: ScratchFolder, environment: [String: String]) async throws
        -> FrameImage
    {
        let out = scratch.path("preview-\(time).png")
        let run = try runAnimview(["play", file, "--headless", "--at", "\(time)", "--out", out], environment: environment)
        #expect(run.status == 0, "\(run.standardError)")
        return try await Self.frame(at: out)
    }

    func layoutAndTransitionPreviews(in scratch: ScratchFolder) async throws {
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = scratch.path("cache")
        let layout = try scratch.write("RowLayout.swift", Self.rowLayout)
        // At 0 the row starts at the left edge: cell 0 under x = 50 (above its number; a scroll view that scrolls
        // sideways only takes no inset from the safe area above and below, so the row is at y = 200).
        #expect(try await previewFrame(layout, at: 0, in: scratch, environment: environment).pixel(x: 50, y: 220) == Self.cellColor(0))
        // Flicked sideways at 2 500 points a second at 0.5 s: the content glides towards WWDC 2018's projection,
        // 2.5 · 0.998 / 0.002 = 1 247.5 points; 2.4 s later it is within 10 of it, so x = 50 shows content at
        // 1 287–1 297.5: cell 11 (1 210–1 310).
        let glided = try await previewFrame(layout, at: 2.9, in: scratch, environment: environment)
        #expect(glided.pixel(x: 50, y: 220) == Self.cellColor(11))
        // Flicked back at 3 s past the start: it rests at the left edge again.
        #expect(try await previewFrame(layout, at: 7, in: scratch, environment: environment).pixel(x: 50, y: 220) == Self.cellColor(0))

        let animator = try scratch.write("FadeAnimator.swift", Self.fadeAnimator)
        let white = Pixel(255, 255, 255), indigo = Pixel(88, 86, 214)
        #expect(try await previewFrame(animator, at: 0.4, in: scratch, environment: environment).pixel(x: 196, y: 300) == white)
        // Presented at 0.5 s through the animator: 0.3 s into its 0.6 s ease-in-out, half-way by the curve's symmetry —
        // half scale (still covering this point) and alpha 0.5 over white: (c + 255) / 2 in bytes, rounded down —
        // (88 + 255) / 2 = 171, (86 + 255) / 2 = 170, (214 + 255) / 2 = 234.
        let half = try await previewFrame(animator, at: 0.8, in: scratch, environment: environment).pixel(x: 196, y: 300)
        #expect(half == Pixel(171, 170, 234), "\(half)")
        #expect(try await previewFrame(animator, at: 1.5, in: scratch, environment: environment).pixel(x: 196, y: 300) == indigo)
        // In place at 1.1 s, dismissed a second later through the same animator (a 0.6 s fade): the first screen at 3 s.
        #expect(try await previewFrame(animator, at: 3, in: scratch, environment: environment).pixel(x: 196, y: 300) == white)

        // An animator that needs both views pushes the second screen at 0.5 s and pops it a second after the push ends,
        // in a navigation controller: linear over 1 s, half-way at 1 s — the second screen covers x < 196.5 coming in
        // from the left, the first the rest — and at 3 s, half-way back; the first screen alone at 4 s.
        let slide = try scratch.write("SlideAnimator.swift", Self.slideAnimator)
        let pushing = try await previewFrame(slide, at: 1, in: scratch, environment: environment)
        #expect(pushing.pixel(x: 150, y: 600) == indigo && pushing.pixel(x: 250, y: 600) == white)
        let popping = try await previewFrame(slide, at: 3, in: scratch, environment: environment)
        #expect(popping.pixel(x: 150, y: 600) == white && popping.pixel(x: 250, y: 600) == indigo)
        #expect(try await previewFrame(slide, at: 4, in: scratch, environment: environment).pixel(x: 250, y: 600) == white)

        // A presentation controller: the second screen presented at 0.5 s in UIKit's own slide, its frame the bottom
        // 300 points of the 852-point screen (from y = 552), over the controller's dimming view — black at half alpha
        // over white: 255 / 2, rounded down — until its dismissal, a second after it is in place, takes both away.
        let sheet = try scratch.write("BottomSheet.swift", Self.bottomSheet)
        let presented = try await previewFrame(sheet, at: 1.4, in: scratch, environment: environment)
        #expect(presented.pixel(x: 196, y: 300) == Pixel(127, 127, 127) && presented.pixel(x: 196, y: 560) == indigo)
        #expect(presented.pixel(x: 196, y: 545) == Pixel(127, 127, 127))
        #expect(try await previewFrame(sheet, at: 4, in: scratch, environment: environment).pixel(x: 196, y: 300) == white)
    }
}
