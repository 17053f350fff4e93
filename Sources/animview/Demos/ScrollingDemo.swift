import AnimKit
import Foundation

/// Scroll views as apps use them: a feed to flick (drag it in the window: it glides on iOS's deceleration and bounces
/// at its ends) and a paging carousel whose dots follow it; the scene scrolls both by code on its own.
@MainActor
struct ScrollingDemo: DemoScene {
    static let name = "scrolling"
    static let summary = "UIScrollView: a feed to flick (iOS's deceleration and bounce) and a paging carousel with dots"
    static let playTime: TimeInterval = 3

    let canvas = View(frame: CGRect(x: 0, y: 0, width: 800, height: 500))
    let feed = UIScrollView(frame: CGRect(x: 40, y: 30, width: 320, height: 440))
    let carousel = UIScrollView(frame: CGRect(x: 420, y: 90, width: 340, height: 260))
    let dots = PageDots(count: 4)
    var focus: View { feed }

    init() {
        canvas.backgroundColor = UIColor(white: 0.93, alpha: 1)
        canvas.accessibilityIdentifier = "canvas"
        let colors: [UIColor] = [
            .systemRed, .systemOrange, .systemYellow, .systemGreen, .systemTeal, .systemBlue, .systemIndigo, .systemPurple,
        ]
        feed.backgroundColor = .systemBackground
        feed.layer.cornerRadius = 18
        feed.accessibilityIdentifier = "feed"
        for index in 0..<24 {
            let row = demoCard(
                "Story \(index + 1)", color: colors[index % colors.count],
                frame: CGRect(x: 12, y: 12 + CGFloat(index) * 72, width: 296, height: 62))
            row.layer.cornerRadius = 12
            feed.addSubview(row)
        }
        feed.contentSize = CGSize(width: 320, height: 12 + 24 * 72)
        carousel.isPagingEnabled = true
        carousel.layer.cornerRadius = 18
        carousel.accessibilityIdentifier = "carousel"
        for page in 0..<4 {
            let card = demoCard(
                ["Lake", "Dunes", "Bloom", "Reef"][page], color: colors[page * 2 + 1],
                frame: CGRect(x: CGFloat(page) * 340, y: 0, width: 340, height: 260))
            card.layer.cornerRadius = 0
            carousel.addSubview(card)
        }
        carousel.contentSize = CGSize(width: 4 * 340, height: 260)
        carousel.delegate = dots
        dots.frame = CGRect(x: 420, y: 370, width: 340, height: 20)
        for view in [feed, carousel, dots] as [UIView] { canvas.addSubview(view) }
    }

    func start() {
        let feed = self.feed, carousel = self.carousel
        // Each scroll waits on the scene clock behind an animation too small to see (a delay is how a scene waits).
        UIView.animate(withDuration: 0.01, delay: 0.3, options: []) {
            feed.alpha = 0.999
        } completion: { _ in
            feed.setContentOffset(CGPoint(x: 0, y: 700), animated: true)
        }
        for page in 1..<4 {
            UIView.animate(withDuration: 0.01, delay: 0.4 + Double(page) * 0.6, options: []) {
                carousel.alpha = 1 - 0.001 * CGFloat(page)
            } completion: { _ in
                carousel.setContentOffset(CGPoint(x: CGFloat(page) * 340, y: 0), animated: true)
            }
        }
    }
}

/// A page control's dots as a carousel's delegate draws them: the current page's dot dark.
final class PageDots: UIView, UIScrollViewDelegate {
    private var dots: [UIView] = []

    init(count: Int) {
        super.init(frame: .zero)
        for index in 0..<count {
            let dot = UIView(frame: CGRect(x: 0, y: 6, width: 8, height: 8))
            dot.layer.cornerRadius = 4
            dot.backgroundColor = UIColor(white: 0, alpha: index == 0 ? 0.7 : 0.2)
            dots.append(dot)
            addSubview(dot)
        }
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        let start = (bounds.width - CGFloat(dots.count) * 16) / 2
        for (index, dot) in dots.enumerated() { dot.frame.origin.x = start + CGFloat(index) * 16 + 4 }
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        let page = Int((scrollView.contentOffset.x / max(scrollView.bounds.width, 1)).rounded())
        for (index, dot) in dots.enumerated() { dot.backgroundColor = UIColor(white: 0, alpha: index == page ? 0.7 : 0.2) }
    }
}
