import AnimKitSDL
import AnimKitTestSupport
import Foundation
import Testing

@testable import animview

/// What iOS code means that Swift on Linux would read otherwise, written for it as `play` compiles the files: cells made
/// by class, timers on the scene's clock, a program's globals taken before it runs again, and which screen shows first.
@Suite("play: iOS code's meaning kept (cells, timers, globals, the first screen)")
struct PortMeaningTests {
    @Test("no #Preview: a screen that another makes (a detail a list presents) comes after the one that makes it")
    func destinationsLast() throws {
        let source = """
            import UIKit
            final class DetailViewController: UIViewController {}
            final class BadgeView: UIView {}
            final class GridViewController: UIViewController {
                override func viewDidLoad() { super.viewDidLoad(); view.addSubview(CardView(frame: .zero)) }
            }
            extension GridViewController {
                @objc func open() { present(DetailViewController(), animated: true) }
            }
            final class CardView: UIView { static func make() -> CardView { CardView(frame: .zero) } }

            """
        let scan = try LiteralScan(source, isMain: true, named: "Grid.swift")
        let expected =
            "MainActor.assumeIsolated { __animviewShowPreviews([(\"GridViewController\", { GridViewController() }), "
            + "(\"DetailViewController\", { DetailViewController() }), (\"BadgeView\", { BadgeView() }), (\"CardView\", { CardView() })]) }"
        #expect(scan.ported.contains(expected), "\(scan.ported)")
    }

    @Test("cells and reusable views made by class: `override init(frame:)` and its kin become `required`, at any depth")
    func cellInitializers() throws {
        let source = """
            import UIKit
            class PhotoCell: UICollectionViewCell {
                override init(frame: CGRect) { super.init(frame: frame) }
                required init?(coder: NSCoder) { nil }
            }
            final class WideCell: PhotoCell {
                override public init(frame: CGRect) { super.init(frame: frame) }
                required init?(coder: NSCoder) { nil }
            }
            final class RowCell: UITableViewCell {
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) { super.init(style: style, reuseIdentifier: reuseIdentifier) }
                required init?(coder: NSCoder) { nil }
            }
            final class Header: UITableViewHeaderFooterView {
                override init(reuseIdentifier: String?) { super.init(reuseIdentifier: reuseIdentifier) }
                required init?(coder: NSCoder) { nil }
            }
            final class Plain: UIView {
                override init(frame: CGRect) { super.init(frame: frame) }
                required init?(coder: NSCoder) { nil }
            }

            """
        let ported = try LiteralScan(source, isMain: false, named: "Cells.swift").ported.components(separatedBy: "\n")
        #expect(ported[2] == "    required init(frame: CGRect) { super.init(frame: frame) }")
        #expect(ported[6] == "    required public init(frame: CGRect) { super.init(frame: frame) }")
        #expect(ported[10].hasPrefix("    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?)"))
        #expect(ported[14] == "    required init(reuseIdentifier: String?) { super.init(reuseIdentifier: reuseIdentifier) }")
        #expect(ported[18] == "    override init(frame: CGRect) { super.init(frame: frame) }")
    }

    @Test("scheduledTimer(withTimeInterval:…), asyncAfter(deadline:execute: item) and Task.sleep are written as the scene clock's")
    func sceneTimers() throws {
        let source = """
            import UIKit
            final class Clock: UIViewController {
                override func viewDidLoad() {
                    Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in }
                    _ = Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick), userInfo: nil, repeats: true)
                }
                @objc func tick() {}
            }

            """
        let ported = try LiteralScan(source, isMain: false, named: "Clock.swift").ported.components(separatedBy: "\n")
        #expect(ported[3] == "        Timer.__animviewScheduledTimer(withTimeInterval: 1, repeats: true) { _ in }")
        let delays = """
            let item = DispatchWorkItem {}
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5, execute: item)
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5, execute: { })
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { }
            other.asyncAfter(deadline: .now() + 0.5, execute: item)

            """
        let rewritten = try LiteralScan(delays, isMain: false, named: "Delays.swift").ported.components(separatedBy: "\n")
        #expect(rewritten[1] == "DispatchQueue.main.__animviewAsyncAfter(deadline: .now() + 0.5, execute: item)")
        #expect(Array(rewritten[2...4]) == Array(delays.components(separatedBy: "\n")[2...4]))
        #expect(ported[4].hasPrefix("        _ = Timer.scheduledTimer(timeInterval: 1, target: self, selector: Selector("))
        // The sleeps that take a length are on the scene's clock; one until a clock's deadline, and another type's, are not.
        let sleeps = """
            try await Task.sleep(nanoseconds: 500_000_000)
            try await Task.sleep(for: .seconds(0.25))
            await Task.sleep(1_000)
            try await Task.sleep(until: .now + .seconds(1), clock: .continuous)
            try await clock.sleep(for: .seconds(1))

            """
        let slept = try LiteralScan(sleeps, isMain: false, named: "Sleeps.swift").ported.components(separatedBy: "\n")
        #expect(slept[0] == "try await Task.__animviewSleep(nanoseconds: 500_000_000)")
        #expect(slept[1] == "try await Task.__animviewSleep(for: .seconds(0.25))")
        #expect(slept[2] == "await Task.__animviewSleep(1_000)")
        #expect(Array(slept[3...4]) == Array(sleeps.components(separatedBy: "\n")[3...4]))
    }

    @Test(
        "a program's globals with a value from their first line are taken before it runs again; weak, lazy, computed, observed, wrapped, conditional ones and other files' are not"
    )
    func takenGlobals() throws {
        let source = """
            import UIKit
            let card = UIView()
            var label: UILabel? = UILabel(), count = 2
            let (badge, _) = (UIView(), 1)
            var later: Int
            let deferred: UIView
            deferred = UIView()
            later = 3
            weak var watcher: UIView? = card
            lazy var never = UIView()
            var computed: Int { 1 }
            var observed = 0 { didSet {} }
            @Clamped var wrapped = 4
            @MainActor var isolated: UIView? = nil
            #if DEBUG
            let debugOnly = UIView()
            #endif

            """
        let ported = try LiteralScan(source, isMain: true, named: "Card.swift").ported
        #expect(ported.hasPrefix(source), "nothing the user wrote moves")
        let moved = ported.dropFirst(source.count).matches(of: /\(to: &?([a-z]+)\)/).map { String($0.output.1) }
        #expect(moved == ["card", "label", "count", "badge", "isolated"])
        #expect(ported.contains("@_cdecl(\"animview_play_take_globals\") public func __animviewTakeGlobals() -> Int"))
        // Another file's globals are initialised once, lazily: nothing to take.
        #expect(!(try LiteralScan(source, isMain: false, named: "Card.swift").ported.contains("animview_play_take_globals")))
        // A program with no globals of these kinds has nothing appended.
        #expect(try LiteralScan("import UIKit\nweak var view: UIView?\n", isMain: true).ported == "import UIKit\nweak var view: UIView?\n")
    }
}
