import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

// iOS 16's custom detents, as sheet code writes them: a value worked out from the context (a height within the
// sheet's safe area, up to the large detent's), named by an identifier.
@MainActor
@Suite("UISheetPresentationController.Detent.custom(identifier:resolver:)")
struct SheetCustomDetentSnippets {
    /// A window 390 × 844 with a phone's safe area (47 top, 34 bottom) presenting a sheet with `detents`.
    private func present(_ detents: [UISheetPresentationController.Detent], fixture: EngineFixture)
        -> (UIViewController, UIViewController, UISheetPresentationController)?
    {
        let home = UIViewController(), sheet = UIViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.setWindowSafeAreaInsets(UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        window.rootViewController = home
        window.makeKeyAndVisible()
        guard let controls = sheet.sheetPresentationController else { return nil }
        controls.detents = detents
        home.present(sheet, animated: true)
        fixture.run(seconds: 0.6)
        return (home, sheet, controls)
    }

    @Test(
        "a quarter of the largest value: 753 (844 − 34 − 47 − 10), so the sheet's top is at 810 − 188.25; the system detents resolve to 753 and 388"
    )
    func quarterDetent() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let small = UISheetPresentationController.Detent.Identifier("small")
        #expect(small == UISheetPresentationController.Detent.Identifier(rawValue: "small"))
        var seen: (any UISheetPresentationControllerDetentResolutionContext)?
        let quarter = UISheetPresentationController.Detent.custom(identifier: small) { context in
            seen = context
            return 0.25 * context.maximumDetentValue
        }
        let (home, sheet, controls) = try #require(present([quarter, .medium(), .large()], fixture: fixture))
        // No detent chosen: the smallest, the custom one.
        #expect(sheet.view.frame == CGRect(x: 0, y: 621.75, width: 390, height: 222.25))
        let context = try #require(seen)
        #expect(context.maximumDetentValue == 753 && context.containerTraitCollection.verticalSizeClass == .regular)
        #expect(UISheetPresentationController.Detent.large().resolvedValue(in: context) == 753)
        #expect(UISheetPresentationController.Detent.medium().resolvedValue(in: context) == 388)
        #expect(quarter.resolvedValue(in: context) == 188.25)
        // Undimmed up to medium: the presenter is neither dimmed nor shrunk at the small detent; dimmed at large.
        controls.largestUndimmedDetentIdentifier = .medium
        let dimming = try #require(sheet.view.superview?.subviews.first { $0.accessibilityIdentifier == "dimming view" })
        #expect(dimming.alpha == 0 && home.view.transform == .identity)
        controls.animateChanges { controls.selectedDetentIdentifier = .large }
        fixture.run(seconds: 0.6)
        #expect(sheet.view.frame.minY == 57 && dimming.alpha == 1 && home.view.transform != .identity)
        controls.animateChanges { controls.selectedDetentIdentifier = small }
        fixture.run(seconds: 0.6)
        #expect(sheet.view.frame.minY == 621.75 && dimming.alpha == 0)
    }

    @Test("values are held between 0 and the largest; a detent that resolves to nil is inactive and the sheet rests at the next")
    func heldAndInactive() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let tall = UISheetPresentationController.Detent.custom { _ in 5000 }
        let flat = UISheetPresentationController.Detent.custom { _ in -10 }
        let none = UISheetPresentationController.Detent.custom { _ in nil }
        #expect(tall.identifier != flat.identifier)
        let (_, sheet, controls) = try #require(present([none, .medium()], fixture: fixture))
        #expect(sheet.view.frame.minY == 422)
        controls.detents = [tall]
        #expect(sheet.view.frame.minY == 57)
        controls.detents = [flat, tall]
        controls.selectedDetentIdentifier = flat.identifier
        #expect(sheet.view.frame.minY == 810)
    }
}
