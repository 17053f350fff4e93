import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// Scroll views laid out by Auto Layout, as Apple's Auto Layout Guide ("Working with Scroll Views") and TN2154 describe
/// them: constraints from outside and on width, height or centres attach to the frame; constraints between the scroll
/// view's edges and its content attach to the content area, whose solved size is the content size; the content guide
/// (iOS 11) is that area and the frame guide the frame. The content's frames are in the content's coordinates, so
/// scrolling never moves them.
@MainActor
@Suite("UIScrollView with Auto Layout: content and frame guides, edges as the content area")
struct ScrollViewAutoLayoutSnippets {
    /// A 320 × 480 scroll view filling a screen, placed by constraints from outside.
    private func screen() -> (UIView, UIScrollView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let scrollView = UIScrollView()
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(scrollView)
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: root.topAnchor),
            scrollView.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            scrollView.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        ])
        return (root, scrollView)
    }

    @Test(
        "a content view pinned to the content guide, as wide as the frame guide and 1 200 tall: the content size; it does not move as it scrolls"
    )
    func contentGuide() {
        let (root, scrollView) = screen()
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(content)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 1200),
        ])
        root.layoutIfNeeded()
        #expect(scrollView.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(scrollView.contentSize == CGSize(width: 320, height: 1200))
        #expect(content.frame == CGRect(x: 0, y: 0, width: 320, height: 1200))
        scrollView.contentOffset = CGPoint(x: 0, y: 300)
        scrollView.setNeedsLayout()
        root.layoutIfNeeded()
        // The content's frames are in its own coordinates; the frame guide is the visible part, in the same coordinates.
        #expect(content.frame == CGRect(x: 0, y: 0, width: 320, height: 1200))
        #expect(scrollView.contentLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 320, height: 1200))
        #expect(scrollView.frameLayoutGuide.layoutFrame == CGRect(x: 0, y: 300, width: 320, height: 480))
    }

    @Test(
        "TN2154's example: 100 + 200 + 500 points across and 131 + 200 + 269 down to the scroll view's own edges make an 800 × 600 content size"
    )
    func edgesAreTheContentArea() {
        let (root, scrollView) = screen()
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(box)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor, constant: 100),
            scrollView.trailingAnchor.constraint(equalTo: box.trailingAnchor, constant: 500),
            box.topAnchor.constraint(equalTo: scrollView.topAnchor, constant: 131),
            scrollView.bottomAnchor.constraint(equalTo: box.bottomAnchor, constant: 269),
            box.widthAnchor.constraint(equalToConstant: 200),
            box.heightAnchor.constraint(equalToConstant: 200),
        ])
        root.layoutIfNeeded()
        #expect(scrollView.contentSize == CGSize(width: 800, height: 600))
        #expect(box.frame == CGRect(x: 100, y: 131, width: 200, height: 200))
        // The scroll view's own edges, to its superview, are still its frame's.
        #expect(scrollView.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
    }

    @Test("width and centres between a scroll view and its content attach to the frame: 320 wide, centred at 160 whatever the offset")
    func widthAndCentreAreTheFrame() {
        let (root, scrollView) = screen()
        let banner = UIView()
        banner.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(banner)
        NSLayoutConstraint.activate([
            banner.topAnchor.constraint(equalTo: scrollView.topAnchor, constant: 20),
            banner.widthAnchor.constraint(equalTo: scrollView.widthAnchor, multiplier: 0.5),
            banner.centerXAnchor.constraint(equalTo: scrollView.centerXAnchor),
            banner.heightAnchor.constraint(equalToConstant: 40),
        ])
        scrollView.contentSize = CGSize(width: 320, height: 2000)
        root.layoutIfNeeded()
        #expect(banner.frame == CGRect(x: 80, y: 20, width: 160, height: 40))
        // Only its top attaches to the content area, which no constraint sizes: the size the code gave stays.
        #expect(scrollView.contentSize == CGSize(width: 320, height: 2000))
    }

    @Test("three pages side by side, each the frame's size: the content is three frames wide, and paging moves no frame")
    func pages() {
        let (root, scrollView) = screen()
        scrollView.isPagingEnabled = true
        var pages: [UIView] = []
        for _ in 0..<3 {
            let page = UIView()
            page.translatesAutoresizingMaskIntoConstraints = false
            scrollView.addSubview(page)
            NSLayoutConstraint.activate([
                page.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
                page.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
                page.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
                page.heightAnchor.constraint(equalTo: scrollView.frameLayoutGuide.heightAnchor),
                page.leadingAnchor.constraint(equalTo: pages.last?.trailingAnchor ?? scrollView.contentLayoutGuide.leadingAnchor),
            ])
            pages.append(page)
        }
        pages[2].trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor).isActive = true
        root.layoutIfNeeded()
        #expect(scrollView.contentSize == CGSize(width: 960, height: 480))
        #expect(pages.map(\.frame.minX) == [0, 320, 640])
        scrollView.setContentOffset(CGPoint(x: 640, y: 0), animated: false)
        root.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(pages.map(\.frame.minX) == [0, 320, 640] && scrollView.bounds.minX == 640)
    }
}
