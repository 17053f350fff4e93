import AnimKitSDL
import AnimKitTestSupport
import Foundation
import Testing

@testable import animview

/// What `play` makes of an iOS file before compiling it: the Objective-C runtime's syntax rewritten, lines and columns
/// kept where the user wrote them, and a file with no top-level code given a line that shows its previews.
@Suite("play: iOS files as written (@objc, #selector, optional requirements, previews)")
struct PortEditsTests {
    static let screen = """
        import UIKit

        @objc protocol CardDelegate: AnyObject {
            @objc optional func cardDidFinish(_ card: CardViewController)
            @objc optional func cardHeight() -> CGFloat
        }

        class CardViewController: UIViewController {
            @IBOutlet weak var label: UILabel!
            weak var delegate: CardDelegate?
            @objc dynamic var progress: CGFloat = 0.5
            var onTap: ((Int) -> Void)?

            override func viewDidLoad() {
                super.viewDidLoad()
                let tap = UITapGestureRecognizer(target: self, action: #selector(didTap(_:)))
                view.addGestureRecognizer(tap)
                Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(Clock.tick), userInfo: nil, repeats: false)
                delegate?.cardDidFinish?(self)
                onTap?(1)
            }

            @objc private func didTap(_ sender: UITapGestureRecognizer) {}
        }

        """

    @Test("attributes of the runtime become spaces of their length; #selector names the method on the type it sits in")
    func rewrite() throws {
        let scan = try LiteralScan(Self.screen, isMain: false, named: "Card.swift")
        let ported = scan.ported.components(separatedBy: "\n")
        let source = Self.screen.components(separatedBy: "\n")
        #expect(ported.count == source.count + 2, "one line of defaults and the newline after it, at the end")
        // Blanked: every other column of those lines where it was.
        #expect(ported[2] == "      protocol CardDelegate: AnyObject {")
        #expect(ported[3] == "                   func cardDidFinish(_ card: CardViewController)")
        let blank = { (text: String) in String(repeating: " ", count: text.count) }
        #expect(ported[8] == source[8].replacingOccurrences(of: "@IBOutlet", with: blank("@IBOutlet")))
        #expect(ported[10] == "                  var progress: CGFloat = 0.5")
        #expect(ported[22] == source[22].replacingOccurrences(of: "@objc", with: blank("@objc")))
        #expect(ported[22].utf8.count == source[22].utf8.count && ported[8].utf8.count == source[8].utf8.count)
        #expect(ported[15].hasSuffix("action: Selector(\"didTap(_:)\", CardViewController.didTap(_:)))"))
        #expect(ported[17].contains("selector: Selector(\"tick\", Clock.tick), userInfo"))
        // An optional requirement is called as a plain one, on the receiver cast to the protocol that declares it (it may
        // be typed `AnyObject?`, whose methods Objective-C looked up by name); a closure property keeps its `?`.
        #expect(ported[18] == "        __animviewReceiver(delegate, as: CardDelegate.self)?.cardDidFinish(self)")
        #expect(ported[19] == "        onTap?(1)")
        // The one returning nothing gets an empty default; the one returning a value must be implemented.
        #expect(ported[source.count] == "extension CardDelegate { func cardDidFinish(_ card: CardViewController) {} }")
        #expect(scan.problems.isEmpty)
    }

    @Test("a #selector of a class method, in its class or an extension of it, calls the class's method")
    func classMethods() throws {
        let source = """
            import UIKit
            class Overlays: NSObject {
                class func show() { perform(#selector(hide(_:)), with: nil, afterDelay: 1) }
                @objc class func hide(_ sender: AnyObject?) {}
                @objc func tap() {}
                func wire(_ button: UIButton) { button.addTarget(self, action: #selector(tap), for: .touchUpInside) }
            }
            extension Overlays {
                static func later() { perform(#selector(Overlays.hide(_:)), with: nil, afterDelay: 2) }
            }

            """
        let ported = try LiteralScan(source, isMain: false, named: "Overlays.swift").ported.components(separatedBy: "\n")
        #expect(ported[2].contains("perform(Selector(\"hide(_:)\", classMethod: Overlays.hide(_:)), with: nil"))
        #expect(ported[5].contains("action: Selector(\"tap\", Overlays.tap), for:"))
        #expect(ported[8].contains("perform(Selector(\"hide(_:)\", classMethod: Overlays.hide(_:)), with: nil, afterDelay: 2)"))
    }

    @Test("CALayer's override init(layer:) becomes required, convenience inits of UIColor lose the word, value requirements stay optional")
    func classesThatAreNotHere() throws {
        let source = """
            import UIKit
            @objc protocol Drawer { @objc optional func positions() -> [Int] }
            class Ring: CALayer {
                override init(layer: Any) { super.init(layer: layer) }
                func read(_ drawer: Drawer) { if let all = drawer.positions?() { print(all) } }
            }
            extension UIColor {
                convenience init(light: UIColor, dark: UIColor) { self.init(dynamicProvider: { _ in light }) }
            }

            """
        let ported = try LiteralScan(source, isMain: false, named: "Ring.swift").ported.components(separatedBy: "\n")
        #expect(ported[3] == "    required init(layer: Any) { super.init(layer: layer) }")
        #expect(ported[4].contains("if let all = Optional(drawer.positions()) { print(all) }"))
        #expect(ported[7] == "                init(light: UIColor, dark: UIColor) { self.init(dynamicProvider: { _ in light }) }")
    }

    @Test("an NSObject overriding observeValue(forKeyPath:…) conforms to NSKeyValueObserving, its super call doing nothing")
    func keyValueObservers() throws {
        let source = """
            import UIKit
            final class Watcher: NSObject {
                override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
                    super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
                }
            }

            """
        let ported = try LiteralScan(source, isMain: false, named: "Watcher.swift").ported.components(separatedBy: "\n")
        #expect(ported[2].hasPrefix("             func observeValue(forKeyPath keyPath: String?"))
        #expect(ported[3] == "        ignoreObservedValue(forKeyPath: keyPath, of: object, change: change, context: context)")
        #expect(ported.contains("extension Watcher: NSKeyValueObserving {}"))
    }

    @Test("a public protocol's optional requirements get public defaults, which a public class conforming to it can use")
    func publicDefaults() throws {
        let source = """
            import UIKit
            @objc public protocol DrawerDelegate: AnyObject { @objc optional func drawerDidMove(drawer: UIView) }
            open class Drawer: UIViewController, DrawerDelegate {}

            """
        let ported = try LiteralScan(source, isMain: false, named: "Drawer.swift").ported
        #expect(ported.contains("extension DrawerDelegate { public func drawerDidMove(drawer: UIView) {} }"))
    }

    @Test("the compiler's column after a longer replacement is taken back to the user's; inside it, to its start")
    func columns() throws {
        let scan = try LiteralScan(Self.screen, isMain: false, named: "Card.swift")
        let line = Self.screen.components(separatedBy: "\n")[15]
        let ported = scan.ported.components(separatedBy: "\n")[15]
        let selector = try #require(line.range(of: "#selector")).lowerBound.utf16Offset(in: line) + 1
        let close = line.utf8.count, portedClose = ported.utf8.count
        #expect(PortEdits.userColumn(line: 16, column: portedClose, in: Self.screen, edits: scan.edits) == close)
        #expect(PortEdits.userColumn(line: 16, column: selector + 12, in: Self.screen, edits: scan.edits) == selector)
        #expect(PortEdits.userColumn(line: 16, column: 9, in: Self.screen, edits: scan.edits) == 9)
        #expect(PortEdits.userColumn(line: 15, column: 40, in: Self.screen, edits: scan.edits) == 40)
    }

    @Test("#selector(getter:) and a selector outside any type are said at their line, in one sentence")
    func problems() throws {
        let source = "let a = #selector(getter: UIView.alpha)\nlet b = #selector(tick)\n"
        let scan = try LiteralScan(source, isMain: true, named: "Bad.swift")
        let errors = PortEdits.errors(for: scan.problems, in: source, path: "/x/Bad.swift")
        #expect(errors.count == 2)
        #expect(errors[0].hasPrefix("/x/Bad.swift:1:9: error: #selector(getter: …) names a property's getter"))
        #expect(
            errors[1] == "/x/Bad.swift:2:9: error: #selector(tick) is not inside a type, so it names no method; write #selector(Type.tick)")
    }

    @Test("no top-level code: the #Preview blocks become functions the last line shows, in order, named as written")
    func previews() throws {
        let source = """
            import UIKit

            #Preview("Card") {
                CardViewController()
            }

            #if DEBUG
            #Preview {
                let view = UIView()
                return view
            }
            #endif

            """
        let scan = try LiteralScan(source, isMain: true, named: "Card.swift")
        let ported = scan.ported.components(separatedBy: "\n")
        #expect(ported[2] == "@MainActor func __animviewPreview_Card_swift_3() -> any PlaygroundLiveViewable {")
        #expect(ported[7] == "@MainActor func __animviewPreview_Card_swift_8() -> any PlaygroundLiveViewable {")
        #expect(
            ported.contains(
                "MainActor.assumeIsolated { __animviewShowPreviews([(\"Card\", { __animviewPreview_Card_swift_3() }), "
                    + "(\"Card.swift:8\", { __animviewPreview_Card_swift_8() })]) }"))
    }

    @Test(
        "no #Preview: the screens, views, then layouts that `Name()` makes — by Swift's rules of initialiser inheritance — and not the bases others derive from"
    )
    func screens() throws {
        let source = """
            import UIKit
            final class BadgeView: UIView {
                override init(frame: CGRect) { super.init(frame: frame) }
                required init?(coder: NSCoder) { nil }
            }
            class Card: UIViewController {}
            final class Detail: Card {}
            final class Needs: UIViewController {
                init(count: Int) { super.init(nibName: nil, bundle: nil) }
                required init?(coder: NSCoder) { nil }
            }
            final class Boxed<T>: UIView {}
            final class Helper {}
            final class Layout: UICollectionViewLayout {}
            private class Hidden: UIView {}

            """
        let scan = try LiteralScan(source, isMain: true, named: "Screens.swift")
        // Card is Detail's base (an abstract base's drawing is often left to its subclasses): Detail stands for it. The
        // layout comes after the screens and views, laying out numbered cells.
        let expected =
            "MainActor.assumeIsolated { __animviewShowPreviews([(\"Detail\", { Detail() }), (\"BadgeView\", { BadgeView() }), "
            + "(\"Layout\", { __animviewLayoutPreview(Layout()) })]) }"
        #expect(scan.ported.contains(expected), "\(scan.ported)")
        // With top-level code of its own, the file is the program, as before.
        let program = try LiteralScan(source + "print(1)\n", isMain: true, named: "Screens.swift")
        #expect(!program.ported.contains("__animviewShowPreviews"))
    }

    @Test("animview port prints the file as play compiles it, the user's file untouched; what it cannot do is 65")
    func portCommand() async throws {
        try await sharedPlayBuildsReady()
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let file = try scratch.write("Card.swift", Self.screen)
        let run = try runAnimview(["port", file])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("action: Selector(\"didTap(_:)\", CardViewController.didTap(_:)))"))
        #expect(run.standardOutput.contains("extension CardDelegate { func cardDidFinish(_ card: CardViewController) {} }"))
        #expect(try String(contentsOfFile: file, encoding: .utf8) == Self.screen)
        let bad = try scratch.write("Bad.swift", "let a = #selector(getter: UIView.alpha)\n")
        let refused = try runAnimview(["port", bad])
        #expect(refused.status == 65)
        #expect(refused.standardError.contains("\(bad):1:9: error: #selector(getter: …) names a property's getter"))
        #expect(try runAnimview(["port", scratch.path("Nope.swift")]).status == 66)
    }
}
