import Foundation

/// A row of dots, one a page, the current one filled (also spelled `UIPageControl`): a tap on the right of the
/// current dot goes to the next page, on its left to the one before, and sends `.valueChanged`, as iOS does.
///
/// Drawn in the classic look: 7-point dots 16 points apart, in the tint of ``pageIndicatorTintColor`` and
/// ``currentPageIndicatorTintColor`` (by default iOS's tertiary label grey and the label's colour).
@preconcurrency @MainActor
open class PageControl: Control {
    /// The proxy whose settings every such view takes as it enters a window (UIKit's `UIAppearance`).
    open override class func appearance() -> PageControl { appearanceProxy { PageControl() } }
    /// The proxy for such views inside instances of `containerTypes`, innermost first.
    open override class func appearance(whenContainedInInstancesOf containerTypes: [any AppearanceContainer.Type]) -> PageControl {
        appearanceProxy(in: containerTypes) { PageControl() }
    }

    /// A dot's diameter, and the distance from one dot's centre to the next.
    public static let dotSize: CGFloat = 7, dotPitch: CGFloat = 16
    /// The control's height for Auto Layout.
    public static let height: CGFloat = 26

    /// The dots, one a page: the control's subviews (so a checkpoint's view tree keeps them).
    private var dots: [View] { subviews }

    /// How many pages (dots); negative counts as none. The current page stays within them.
    open var numberOfPages = 0 {
        didSet {
            if numberOfPages < 0 { numberOfPages = 0 }
            currentPage = Swift.min(currentPage, Swift.max(numberOfPages - 1, 0))
            if dots.count != numberOfPages { rebuildDots() }
        }
    }
    /// The page whose dot is filled, kept within `0..<numberOfPages`.
    open var currentPage = 0 {
        didSet {
            let kept = Swift.min(Swift.max(currentPage, 0), Swift.max(numberOfPages - 1, 0))
            // Set within its own observer, the property is not observed again: the dots are coloured once, here.
            if kept != currentPage { currentPage = kept }
            colourDots()
        }
    }
    /// Whether the control hides itself when there is only one page.
    open var hidesForSinglePage = false {
        didSet { colourDots() }
    }
    /// The look of the platter behind the dots (iOS 14): kept, the dots are drawn bare.
    open var backgroundStyle = BackgroundStyle.automatic
    /// The image each dot shows (iOS 14); `nil`: a dot. Kept: dots are drawn.
    open var preferredIndicatorImage: Image?
    /// Images set for single pages.
    var pageImages: [Int: Image] = [:]
    /// Sets the image page `page`'s dot shows (kept: dots are drawn).
    open func setIndicatorImage(_ image: Image?, forPage page: Int) { pageImages[page] = image }
    /// The image page `page`'s dot shows: its own, else ``preferredIndicatorImage``.
    open func indicatorImage(forPage page: Int) -> Image? { pageImages[page] ?? preferredIndicatorImage }
    /// The colour of the other pages' dots; `nil` for iOS's tertiary label grey.
    open var pageIndicatorTintColor: Color? {
        didSet { colourDots() }
    }
    /// The colour of the current page's dot; `nil` for the label's colour.
    open var currentPageIndicatorTintColor: Color? {
        didSet { colourDots() }
    }

    /// The size the dots of `pageCount` pages need: `16 × count − 9` points wide (no less than 0), 26 tall.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        let gap = PageControl.dotPitch - PageControl.dotSize
        return CGSize(width: Swift.max(PageControl.dotPitch * CGFloat(pageCount) - gap, 0), height: PageControl.height)
    }

    /// The dots' size: ``size(forNumberOfPages:)`` of ``numberOfPages``.
    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }

    /// The dots' size, whatever is offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { self.size(forNumberOfPages: numberOfPages) }

    /// Places the dots, centred in the bounds.
    open override func layoutSubviews() {
        super.layoutSubviews()
        placeDots()
    }

    /// A tap that ends inside: to the next page when right of the current dot, the one before when left.
    open override func endTracking(_ touch: Touch?, with event: UIEvent?) {
        guard let touch, point(inside: touch.location(in: self)), numberOfPages > 1 else { return }
        let page = currentPage + (touch.location(in: self).x > dotCentre(currentPage) ? 1 : -1)
        guard page >= 0, page < numberOfPages else { return }
        currentPage = page
        sendActions(for: [.valueChanged, .primaryActionTriggered])
    }

    /// The x of page `index`'s dot's centre: the dots are centred in the bounds.
    private func dotCentre(_ index: Int) -> CGFloat {
        let row = size(forNumberOfPages: numberOfPages).width
        return (bounds.width - row) / 2 + PageControl.dotSize / 2 + PageControl.dotPitch * CGFloat(index)
    }

    private func rebuildDots() {
        for dot in dots { dot.removeFromSuperview() }
        for _ in 0..<numberOfPages {
            let dot = View(frame: CGRect(x: 0, y: 0, width: PageControl.dotSize, height: PageControl.dotSize))
            dot.cornerRadius = PageControl.dotSize / 2
            dot.isUserInteractionEnabled = false
            addSubview(dot)
        }
        placeDots()
        colourDots()
        invalidateIntrinsicContentSize()
    }

    private func placeDots() {
        for (index, dot) in dots.enumerated() { dot.center = CGPoint(x: dotCentre(index), y: bounds.midY) }
    }

    private func colourDots() {
        for (index, dot) in dots.enumerated() {
            dot.backgroundColor = index == currentPage ? currentPageIndicatorTintColor ?? .label : pageIndicatorTintColor ?? .tertiaryLabel
        }
        isHidden = hidesForSinglePage && numberOfPages == 1
    }

    package override func checkpointRestoration() -> CheckpointRestoration {
        let control = super.checkpointRestoration(), own = PageControl.pageCheckpointFields.keep(self)
        return CheckpointRestoration(covering: PageControl.self) {
            control.run()
            own()
        }
    }

    /// What a checkpoint keeps of a page control beyond the control (a test checks every stored property is here or excused).
    package static let pageCheckpointFields: [CheckpointField<PageControl>] = [
        CheckpointField("numberOfPages", { $0.numberOfPages }, { $0.numberOfPages = $1 }),
        CheckpointField("currentPage", { $0.currentPage }, { $0.currentPage = $1 }),
        CheckpointField("hidesForSinglePage", { $0.hidesForSinglePage }, { $0.hidesForSinglePage = $1 }),
        CheckpointField("backgroundStyle", { $0.backgroundStyle }, { $0.backgroundStyle = $1 }),
        CheckpointField("preferredIndicatorImage", { $0.preferredIndicatorImage }, { $0.preferredIndicatorImage = $1 }),
        CheckpointField("pageImages", { $0.pageImages }, { $0.pageImages = $1 }),
        CheckpointField("pageIndicatorTintColor", { $0.pageIndicatorTintColor }, { $0.pageIndicatorTintColor = $1 }),
        CheckpointField("currentPageIndicatorTintColor", { $0.currentPageIndicatorTintColor }, { $0.currentPageIndicatorTintColor = $1 }),
    ]
}

/// UIKit's name for a page control.
public typealias UIPageControl = PageControl

extension PageControl {
    /// The platter behind the dots (UIKit's `UIPageControl.BackgroundStyle`).
    public enum BackgroundStyle: Int, Sendable {
        case automatic, prominent, minimal
    }
}
