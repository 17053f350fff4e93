// Compiled with the package's SnapshotTesting trait only (Package.swift), which brings swift-snapshot-testing.
#if SnapshotTesting
    import AnimKit
    import AnimKitSDL
    import AnimKitSnapshotTesting
    import AnimKitTesting
    import SnapshotTesting
    import Testing

    /// The README's test, as it is printed there: it must compile and pass.
    @MainActor
    struct CardTests {
        @Test func slidesAcrossInOneSecond() throws {
            try withTestClock { clock in
                let card = UIView(frame: CGRect(x: 0, y: 20, width: 100, height: 60))
                UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) { card.center.x = 250 }
                let xs = try clock.trace(card, \.center.x, at: [0, 0.5, 1])
                #expect(xs == [50, 150, 250])
            }
        }

        @Test func toastLooksRight() {
            let toast = AnimView.PreviewScene("toast", size: CGSize(width: 300, height: 120)) { canvas in
                let toast = UIView(frame: CGRect(x: 50, y: -50, width: 200, height: 40))
                toast.accessibilityIdentifier = "toast"
                toast.backgroundColor = .systemGreen
                canvas.addSubview(toast)
                UIView.animate(withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0) {
                    toast.center.y = 60
                }
            }
            assertSnapshot(of: toast, as: .frames(at: [0, 0.15, 0.3, 0.6])) // one PNG, four frames
            assertSnapshot(of: toast, as: .trace("toast", \.center.y, at: [0, 0.1, 0.2, 0.3, 0.6]))
        }
    }
#endif
