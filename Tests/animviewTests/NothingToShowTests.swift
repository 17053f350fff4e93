import AnimKitSDL
import AnimKitTestSupport
import Foundation
import Testing

@testable import animview

/// What `play` says of a file with no top-level code that it can show nothing of by itself: the views it declares and
/// the initialiser each needs, or what it declares instead — what a person writes a `#Preview` for.
@Suite("play: why a file shows nothing by itself")
struct NothingToShowTests {
    @Test("views and screens that take arguments are named with the initialiser Swift would call, inherited ones too")
    func viewsNeedingArguments() throws {
        let source = """
            import UIKit
            open class Menu: UIButton {
                public init(frame: CGRect, icon: String?, _ count: Int) { super.init(frame: frame) }
                public required init?(coder: NSCoder) { nil }
            }
            final class WideMenu: Menu {}
            final class Sheet: UIViewController {
                init(title: String) { super.init(nibName: nil, bundle: nil) }
                required init?(coder: NSCoder) { nil }
            }
            final class Boxed<T>: UIView {}
            final class Decoded: UIView { required init?(coder: NSCoder) { nil } }
            private final class Hidden: UIView {}

            """
        let scan = try LiteralScan(source, isMain: true, named: "Menu.swift")
        #expect(!scan.ported.contains("__animviewShowPreviews"))
        #expect(
            scan.nothingToShow
                == "no view and screen it declares can be made without arguments: Menu(frame:icon:_:), WideMenu(frame:icon:_:), Sheet(title:) and 2 more"
        )
        let two = try LiteralScan(source.replacingOccurrences(of: "final class Sheet", with: "private final class Sheet"), isMain: true)
        #expect(
            two.nothingToShow
                == "no view it declares can be made without arguments: Menu(frame:icon:_:), WideMenu(frame:icon:_:), Boxed<…> (generic) and 1 more"
        )
        let decoded = try LiteralScan(
            "import UIKit\nfinal class Decoded: UIView { required init?(coder: NSCoder) { nil } }\n", isMain: true)
        #expect(decoded.nothingToShow == "no view it declares can be made without arguments: Decoded(coder:) only")
    }

    @Test(
        "a library's layout and animator made bare are shown; made with arguments, told as what they are; a file that can show, or runs, has no reason"
    )
    func whatItDeclaresInstead() throws {
        let library = try LiteralScan(
            """
            import UIKit
            open class BouncyLayout: UICollectionViewFlowLayout {}
            class Animator: NSObject {}
            extension Animator: UIViewControllerAnimatedTransitioning {}
            protocol Animating {}
            extension Animating { func run() {} }
            class Loader: CAShapeLayer {}
            class Plain {}
            class Sheet: UIPresentationController {}
            extension UIColor { static let brand = UIColor.red }
            extension CGFloat {}
            extension UIColor {}

            """, isMain: true)
        // A layout and a transition's animator made with no arguments are shown: the layout first (layouts, then
        // animators, after any screen or view), the animator's conformance read from its extension; then a
        // presentation controller, made with UIKit's initialiser.
        #expect(library.nothingToShow == nil)
        #expect(
            library.ported.contains(
                #"__animviewShowPreviews([("BouncyLayout", { __animviewLayoutPreview(BouncyLayout()) }), ("Animator", { __animviewTransitionPreview(Animator()) }), ("Sheet", { __animviewPresentationPreview { Sheet(presentedViewController: $0, presenting: $1) } })])"#
            ))
        // One whose own initialiser takes more is not shown: a preview cannot know what to pass.
        let sized = try LiteralScan(
            """
            import UIKit
            class Sheet: UIPresentationController {
                init(height: Double, presented: UIViewController) { super.init(presentedViewController: presented, presenting: nil) }
            }

            """, isMain: true)
        #expect(sized.nothingToShow == "it declares no view or view controller, only Sheet (a UIPresentationController)")
        // An animator refining UIViewControllerAnimatedTransitioning through the program's own protocol is one; one
        // that force-unwraps a transition's views is seen in a navigation controller.
        let refined = try LiteralScan(
            """
            import UIKit
            protocol Swiping: UIViewControllerAnimatedTransitioning {}
            protocol SideSwiping: Swiping {}
            class Swipe: NSObject, SideSwiping {
                func animateTransition(using context: UIViewControllerContextTransitioning) {
                    _ = context.view(forKey: .from)!
                }
            }

            """, isMain: true)
        #expect(
            refined.ported.contains(#"__animviewShowPreviews([("Swipe", { __animviewTransitionPreview(Swipe(), navigation: true) })])"#))
        // Made only with arguments, they are told as what they are. The extensions of the program's own types
        // (Animator, Animating) are theirs, not named again.
        let needing = try LiteralScan(
            """
            import UIKit
            open class BouncyLayout: UICollectionViewFlowLayout { init(style: Int) { super.init() } }
            class Animator: NSObject { init(duration: Double) {} }
            extension Animator: UIViewControllerAnimatedTransitioning {}
            protocol Animating {}
            extension Animating { func run() {} }
            class Loader: CAShapeLayer {}
            extension UIColor { static let brand = UIColor.red }

            """, isMain: true)
        #expect(
            needing.nothingToShow
                == "it declares no view or view controller, only BouncyLayout (a UICollectionViewFlowLayout), Animator (conforming to UIViewControllerAnimatedTransitioning), Loader (a CAShapeLayer) and 1 more"
        )
        let loader = try LiteralScan(
            "import UIKit\nclass Loader: CAShapeLayer {}\nextension Loader {}\nextension UIView {}\n", isMain: true)
        #expect(loader.nothingToShow == "it declares no view or view controller, only Loader (a CAShapeLayer) and extensions of UIView")
        let extensions = try LiteralScan("import UIKit\nextension UIView {}\nextension CGRect {}\n", isMain: true)
        #expect(extensions.nothingToShow == "it declares no view or view controller, only extensions of CGRect and UIView")
        #expect(try LiteralScan("import UIKit\nprint(1)\n", isMain: true).nothingToShow == nil)
        #expect(try LiteralScan("import UIKit\nfinal class Card: UIView {}\n", isMain: true).nothingToShow == nil)
        #expect(
            try LiteralScan("import UIKit\nfinal class Card: UIView { init(a: Int) { super.init(frame: .zero) } }\n", isMain: false)
                .nothingToShow == nil)
        let previewed = try LiteralScan(
            "import UIKit\nfinal class Card: UIView { init(a: Int) { super.init(frame: .zero) } }\n#Preview { Card(a: 1) }\n", isMain: true)
        #expect(previewed.nothingToShow == nil)
    }
}
