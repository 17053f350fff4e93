import AnimKit
import AnimKitSDL
import AnimKitTestSupport
import Foundation
import Testing

/// A scene whose canvas is an iPhone's screen gets that phone's safe area, as the view would in its window.
@MainActor
@Suite("Phone-sized canvases have the phone's safe area")
struct PhoneSafeAreaTests {
    /// A bar under the safe area's top and a footer on its bottom, on a canvas of `size`.
    func frames(on size: CGSize) throws -> (bar: CGRect, footer: CGRect) {
        var bar: UIView?, footer: UIView?
        let scene = AnimView.PreviewScene("safe", size: size) { canvas in
            let top = UIView(), bottom = UIView()
            for view in [top, bottom] {
                view.translatesAutoresizingMaskIntoConstraints = false
                canvas.addSubview(view)
            }
            NSLayoutConstraint.activate([
                top.topAnchor.constraint(equalTo: canvas.safeAreaLayoutGuide.topAnchor), top.heightAnchor.constraint(equalToConstant: 44),
                top.leadingAnchor.constraint(equalTo: canvas.leadingAnchor), top.trailingAnchor.constraint(equalTo: canvas.trailingAnchor),
                bottom.bottomAnchor.constraint(equalTo: canvas.safeAreaLayoutGuide.bottomAnchor),
                bottom.heightAnchor.constraint(equalToConstant: 50), bottom.leadingAnchor.constraint(equalTo: canvas.leadingAnchor),
                bottom.trailingAnchor.constraint(equalTo: canvas.trailingAnchor),
            ])
            canvas.layoutIfNeeded()
            (bar, footer) = (top, bottom)
        }
        let playback = try scene.playback()
        defer { playback.end() }
        return (try #require(bar).frame, try #require(footer).frame)
    }

    @Test("iPhone 14 (390 × 844): 47 at the top, 34 for the home indicator; iPhone 15 (393 × 852): 59; any other size: none")
    func insets() throws {
        #expect(
            try frames(on: CGSize(width: 390, height: 844)) == (
                CGRect(x: 0, y: 47, width: 390, height: 44), CGRect(x: 0, y: 760, width: 390, height: 50)
            ))
        #expect(try frames(on: CGSize(width: 393, height: 852)).bar.minY == 59)
        #expect(
            try frames(on: CGSize(width: 375, height: 667)) == (
                CGRect(x: 0, y: 20, width: 375, height: 44), CGRect(x: 0, y: 617, width: 375, height: 50)
            ))
        #expect(
            try frames(on: CGSize(width: 400, height: 300)) == (
                CGRect(x: 0, y: 0, width: 400, height: 44), CGRect(x: 0, y: 250, width: 400, height: 50)
            ))
    }
}
