import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

// Settings real screens write that UIKit draws or lays out by, each checked by what the SDK's documentation says it
// does: a label's own shadow and highlighted colour, a button forced right to left, margins preserved from the
// superview, the back button's display mode — and the ones a desktop window keeps without drawing, read back as set.
@MainActor
@Suite("Settings pasted screens write: drawn where UIKit draws them, kept where it cannot")
struct PastedScreenSettingsSnippets {
    /// The text items a view draws: text, colour and rectangle, in drawing order.
    func texts(of view: UIView) -> [(String, Color, CGRect)] {
        DisplayList(root: view).items.compactMap { item in
            if case .text(let text, _, let color, _) = item.content { return (text, color, item.rect) }
            return nil
        }
    }

    @Test("a label's shadowColor draws the text again shadowOffset away, under it; highlighted, highlightedTextColor")
    func labelShadowAndHighlight() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        label.text = "Title"
        #expect(label.shadowColor == nil && label.shadowOffset == CGSize(width: 0, height: -1) && texts(of: label).count == 1)
        label.shadowColor = .black
        label.shadowOffset = CGSize(width: 1, height: 2)
        let drawn = texts(of: label)
        #expect(drawn.map(\.0) == ["Title", "Title"] && drawn.map(\.1) == [.black, .label])
        #expect(drawn[0].2 == CGRect(x: 1, y: 2, width: 200, height: 30) && drawn[1].2 == label.bounds)
        label.shadowColor = nil
        label.highlightedTextColor = .white
        #expect(texts(of: label).map(\.1) == [.label])
        label.isHighlighted = true
        #expect(texts(of: label).map(\.1) == [.white])
    }

    @Test("semanticContentAttribute = .forceRightToLeft puts a button's image after its title")
    func buttonImageAfterTitle() throws {
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
        button.setTitle("Next", for: .normal)
        let arrow = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        }
        button.setImage(arrow, for: .normal)
        func places() throws -> (image: CGRect, title: CGRect) {
            let items = DisplayList(root: button).items
            let title = try #require(items.first { if case .text = $0.content { true } else { false } })
            // The image's drawing, placed by its transform: 20 points square about its centre.
            let image = try #require(items.first { if case .text = $0.content { false } else { true } })
            let centre = CGPoint(x: image.canvasBounds.midX, y: image.canvasBounds.midY)
            return (CGRect(x: centre.x - 10, y: centre.y - 10, width: 20, height: 20), title.rect)
        }
        let natural = try places()
        #expect(natural.image.maxX == natural.title.minX)
        button.semanticContentAttribute = .forceRightToLeft
        let forced = try places()
        // The block keeps its place: the title starts where the image did, the image ends where the title did.
        #expect(forced.title.minX == natural.image.minX && forced.image.minX == forced.title.maxX)
        #expect(forced.image.maxX == natural.title.maxX)
    }

    @Test("preservesSuperviewLayoutMargins: the superview's margins, where they reach in, move the view's own in")
    func preservedMargins() {
        let outer = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        outer.layoutMargins = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
        outer.insetsLayoutMarginsFromSafeArea = false
        let inner = UIView(frame: CGRect(x: 10, y: 0, width: 280, height: 200))
        inner.insetsLayoutMarginsFromSafeArea = false
        outer.addSubview(inner)
        #expect(inner.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        inner.preservesSuperviewLayoutMargins = true
        // Flush at the top and bottom: 20. Ten points in at either side: the superview's 20 reach 10 into it.
        #expect(inner.layoutMargins == UIEdgeInsets(top: 20, left: 10, bottom: 20, right: 10))
    }

    @Test("backButtonDisplayMode of the controller below: its title, \"Back\", or the chevron alone")
    func backButtonDisplayMode() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let home = UIViewController(), detail = UIViewController()
        home.title = "Inbox"
        let navigation = UINavigationController(rootViewController: home)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        navigation.pushViewController(detail, animated: false)
        #expect(navigation.navigationBar.backButton.title == "‹ Inbox")
        home.navigationItem.backButtonDisplayMode = .generic
        navigation.pushViewController(UIViewController(), animated: false)
        navigation.popViewController(animated: false)
        #expect(navigation.navigationBar.backButton.title == "‹ Back")
        home.navigationItem.backButtonDisplayMode = .minimal
        navigation.pushViewController(UIViewController(), animated: false)
        navigation.popViewController(animated: false)
        #expect(navigation.navigationBar.backButton.title == "‹")
    }

    @Test("what a window cannot show is kept as set: text input settings, a switch's style, page dots' images, roles")
    func keptSettings() {
        let field = UITextField()
        field.textContentType = .oneTimeCode
        (field.smartQuotesType, field.smartDashesType, field.enablesReturnKeyAutomatically) = (.no, .yes, true)
        let toolbar = UIToolbar()
        field.inputAccessoryView = toolbar
        #expect(field.textContentType == .oneTimeCode && field.textContentType.rawValue == "one-time-code")
        #expect(field.smartQuotesType == .no && field.smartDashesType == .yes && field.enablesReturnKeyAutomatically)
        #expect(field.inputAccessoryView === toolbar && field.inputView == nil)
        let toggle = UISwitch()
        toggle.preferredStyle = .checkbox
        #expect(toggle.preferredStyle == .checkbox && toggle.style == .sliding)
        let dots = UIPageControl()
        let star = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8)).image { _ in }
        dots.preferredIndicatorImage = star
        #expect(dots.indicatorImage(forPage: 2) === star)
        dots.setIndicatorImage(nil, forPage: 2)
        #expect(dots.indicatorImage(forPage: 2) === star)
        let button = UIButton(type: .system)
        button.role = .destructive
        #expect(button.role == .destructive && button.adjustsImageWhenHighlighted && !button.isPointerInteractionEnabled)
        var configuration = UIButton.Configuration.filled()
        configuration.attributedTitle = AttributedString("Continue")
        #expect(configuration.title == "Continue")
        let scroll = UIScrollView()
        #expect(scroll.automaticallyAdjustsScrollIndicatorInsets)
        let label = UILabel()
        #expect(label.lineBreakStrategy == .standard && label.baselineAdjustment == .alignBaselines)
        let table = UITableView(frame: .zero, style: .plain)
        #expect(table.sectionHeaderTopPadding == UITableView.automaticDimension && table.insetsContentViewsToSafeArea)
        #expect(!table.cellLayoutMarginsFollowReadableWidth && table.fillerRowHeight == UITableView.automaticDimension)
        let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        #expect(collection.isPrefetchingEnabled && !collection.selectionFollowsFocus)
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.focusStyle = .custom
        #expect(cell.focusStyle == .custom)
    }

    @Test("a text view's detectors, link and typing attributes and a pan's scroll types are kept as set, with the SDK's values")
    func textViewAndPanSettings() {
        let text = UITextView()
        #expect(text.dataDetectorTypes == [] && text.typingAttributes.isEmpty && !text.adjustsFontForContentSizeCategory)
        text.dataDetectorTypes = [.link, .phoneNumber]
        text.linkTextAttributes = [.foregroundColor: UIColor.systemBlue]
        text.typingAttributes = [.font: UIFont.systemFont(ofSize: 14)]
        text.adjustsFontForContentSizeCategory = true
        #expect(text.dataDetectorTypes.rawValue == 0b11 && UIDataDetectorTypes.all.rawValue == .max)
        #expect(text.linkTextAttributes[.foregroundColor] as? UIColor == .systemBlue)
        #expect(text.typingAttributes[.font] as? UIFont == .systemFont(ofSize: 14) && text.adjustsFontForContentSizeCategory)
        let pan = UIPanGestureRecognizer()
        #expect(pan.allowedScrollTypesMask == [])
        pan.allowedScrollTypesMask = .continuous
        #expect(pan.allowedScrollTypesMask.rawValue == 2 && UIScrollTypeMask.all.rawValue == 3)
    }
}
