import AnimKitTestSupport
import Testing

@testable import AnimKit

/// The flat fold a curling page is drawn with: the grab carried to the finger folds the page along the line halfway
/// between them, square to the move. Every figure below is worked by hand from that rule on a 400 × 800 page.
@Suite("A page folded flat: the fold, the parts it cuts, the mirror")
struct PageFoldTests {
    static let size = CGSize(width: 400, height: 800)

    @Test("the edge carried 200 points straight left folds the page at x 300: lying 0…300, folded 300…400, mirror x ↦ 600 − x")
    func straightFold() {
        let fold = PageFold(size: Self.size, grab: CGPoint(x: 400, y: 400), finger: CGPoint(x: 200, y: 400))
        #expect(fold.normal == CGVector(dx: 1, dy: 0) && fold.midpoint == CGPoint(x: 300, y: 400) && fold.turned == 0.25)
        #expect(fold.lying == [CGPoint(x: 0, y: 0), CGPoint(x: 300, y: 0), CGPoint(x: 300, y: 800), CGPoint(x: 0, y: 800)])
        #expect(fold.folded == [CGPoint(x: 300, y: 0), CGPoint(x: 400, y: 0), CGPoint(x: 400, y: 800), CGPoint(x: 300, y: 800)])
        #expect(fold.reflection == CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: 600, ty: 0))
        // About the centre (200, 400), which the mirror carries to (400, 400).
        #expect(fold.reflectionAboutCentre == CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: 200, ty: 0))
    }

    @Test("the bottom corner carried to (0, 400) folds along x + y = 800: a triangle folds, the mirror is (x, y) ↦ (800 − y, 800 − x)")
    func cornerFold() {
        let fold = PageFold(size: Self.size, grab: CGPoint(x: 400, y: 800), finger: CGPoint(x: 0, y: 400))
        #expect(fold.midpoint == CGPoint(x: 200, y: 600))
        let expectedLying = [CGPoint(x: 0, y: 0), CGPoint(x: 400, y: 0), CGPoint(x: 400, y: 400), CGPoint(x: 0, y: 800)]
        let expectedFolded = [CGPoint(x: 400, y: 400), CGPoint(x: 400, y: 800), CGPoint(x: 0, y: 800)]
        #expect(fold.lying.count == 4 && zip(fold.lying, expectedLying).allSatisfy { close($0, $1) })
        #expect(fold.folded.count == 3 && zip(fold.folded, expectedFolded).allSatisfy { close($0, $1) })
        for point in [CGPoint(x: 400, y: 800), CGPoint(x: 400, y: 400), CGPoint(x: 123, y: 456)] {
            #expect(close(point.applying(fold.reflection), CGPoint(x: 800 - point.y, y: 800 - point.x)))
        }
        // The grab lands on the finger.
        #expect(close(CGPoint(x: 400, y: 800).applying(fold.reflection), CGPoint(x: 0, y: 400)))
    }

    @Test("a page stays bound at its spine: the finger is kept within the grab's reach of it, and never beyond the grab")
    func boundAtTheSpine() {
        let grab = CGPoint(x: 400, y: 400)
        #expect(PageFold(size: Self.size, grab: grab, finger: CGPoint(x: -600, y: 400)).finger == CGPoint(x: -400, y: 400))
        let pulledOut = PageFold(size: Self.size, grab: grab, finger: CGPoint(x: 500, y: 300))
        // Not beyond the grab: x 400; then onto the circle of radius 400 about (0, 400), along (400, −100).
        let scale = 400 / (400.0 * 400 + 100 * 100).squareRoot()
        #expect(close(pulledOut.finger, CGPoint(x: 400 * scale, y: 400 - 100 * scale)))
        let flat = PageFold(size: Self.size, grab: grab, finger: CGPoint(x: 399.8, y: 400))
        #expect(flat.isFlat && flat.folded.isEmpty && flat.lying.count == 4 && flat.turned < 0.001)
        #expect(PageFold(size: Self.size, grab: grab, finger: CGPoint(x: -400, y: 400)).turned == 1)
    }

    private func close(_ a: CGPoint, _ b: CGPoint) -> Bool { abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9 }
}
