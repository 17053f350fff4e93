import AnimKit
import Testing

// What `import UIKit` brings from Core Graphics and Darwin, as iOS code uses it.
@Suite("Core Graphics' and Darwin's names that iOS code uses")
struct DarwinNamesSnippets {
    @Test("equalTo compares geometry as Core Graphics does (two null rectangles are equal); C's names have Darwin's values")
    func names() {
        #expect(CGRect(x: 1, y: 2, width: 3, height: 4).equalTo(CGRect(x: 1, y: 2, width: 3, height: 4)))
        #expect(!CGRect(x: 1, y: 2, width: 3, height: 4).equalTo(CGRect(x: 1, y: 2, width: 3, height: 5)))
        #expect(CGRect.null.equalTo(CGRect.null))
        #expect(CGSize(width: 2, height: 3).equalTo(CGSize(width: 2, height: 3)) && !CGSize.zero.equalTo(CGSize(width: 0, height: 1)))
        #expect(CGPoint(x: 1, y: 1).equalTo(CGPoint(x: 1, y: 1)) && !CGPoint.zero.equalTo(CGPoint(x: 1, y: 0)))
        let count: NSInteger = 3
        #expect(
            count == 3 && HUGE == Float.greatestFiniteMagnitude && NSEC_PER_SEC == 1_000_000_000
                && UInt64(2) * NSEC_PER_SEC / 4 == 500_000_000)
        #expect(UIOffset(horizontal: 2, vertical: -1) != .zero && UIOffset().horizontal == 0)
    }
}
