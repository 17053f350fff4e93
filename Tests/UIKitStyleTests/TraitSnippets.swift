import AnimKit
import AnimKitTestSupport
import Testing

/// A view that records the trait changes it is told about.
final class TraitWatchingView: UIView {
    var changes: [UITraitCollection?] = []
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        changes.append(previousTraitCollection)
    }
}

// Size classes as layout code reads them, by Apple's size-class table: a phone in portrait is compact wide and regular
// tall; in landscape compact tall, and regular wide on the largest phones; an iPad is regular both ways.
@MainActor
@Suite("UITraitCollection: size classes of the device previewed")
struct TraitSnippets {
    @Test("portrait phone, landscape phones small and large, and an iPad; a view is told its traits as it enters a window")
    func sizeClasses() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        window.makeKeyAndVisible()
        let watching = TraitWatchingView()
        #expect(watching.changes.isEmpty)
        window.addSubview(watching)
        #expect(watching.changes.count == 1 && watching.changes.first == .some(nil))
        let portrait = watching.traitCollection
        #expect(portrait.horizontalSizeClass == .compact && portrait.verticalSizeClass == .regular)
        #expect(portrait.userInterfaceIdiom == .phone && UIDevice.current.userInterfaceIdiom == .phone && portrait.displayScale == 1)
        #expect(portrait.containsTraits(in: UITraitCollection(horizontalSizeClass: .compact)))
        #expect(!portrait.containsTraits(in: UITraitCollection(verticalSizeClass: .compact)))
        window.frame = CGRect(x: 0, y: 0, width: 667, height: 375)
        #expect(watching.traitCollection.horizontalSizeClass == .compact && watching.traitCollection.verticalSizeClass == .compact)
        window.frame = CGRect(x: 0, y: 0, width: 932, height: 430)
        #expect(watching.traitCollection.horizontalSizeClass == .regular && watching.traitCollection.verticalSizeClass == .compact)
        let pad = TraitCollection(windowSize: CGSize(width: 820, height: 1180), idiom: .pad)
        #expect(pad.horizontalSizeClass == .regular && pad.verticalSizeClass == .regular)
        let controller = UIViewController()
        #expect(controller.traitCollection.userInterfaceIdiom == .phone && !controller.isViewLoaded)
    }
}
