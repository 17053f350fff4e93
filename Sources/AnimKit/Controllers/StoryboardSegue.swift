import Foundation

/// A move from one controller to another that a storyboard describes (also spelled `UIStoryboardSegue`).
///
/// There are no storyboards here; a segue made in code runs as UIKit's does: ``perform()`` presents the destination
/// from the source, after the source's `prepare(for:sender:)` when it goes through ``ViewController/performSegue(withIdentifier:sender:)``'s
/// path in code of your own.
@preconcurrency @MainActor
open class StoryboardSegue {
    /// The segue's name in its storyboard.
    open var identifier: String? { storedIdentifier }
    let storedIdentifier: String?
    /// The controller the segue starts from.
    open var source: ViewController { storedSource }
    let storedSource: ViewController
    /// The controller the segue leads to.
    open var destination: ViewController { storedDestination }
    let storedDestination: ViewController

    /// A segue named `identifier` from `source` to `destination`.
    public init(identifier: String?, source: ViewController, destination: ViewController) {
        (self.storedIdentifier, self.storedSource, self.storedDestination) = (identifier, source, destination)
    }

    /// Runs the segue: presents the destination from the source, animated.
    open func perform() { source.present(destination, animated: true) }
}

/// UIKit's name for a storyboard segue.
public typealias UIStoryboardSegue = StoryboardSegue

extension ViewController {
    /// Runs the storyboard segue named `identifier`. With no storyboards here there is none to run: it says so on
    /// standard error (where UIKit raises "Receiver has no segue with identifier") and does nothing.
    public func performSegue(withIdentifier identifier: String, sender: Any?) {
        FileHandle.standardError.write(
            Data("animview: \(type(of: self)) has no segue with identifier '\(identifier)' (there are no storyboards here)\n".utf8))
    }

    /// The bottom of the area a status or navigation bar covers (deprecated in UIKit for the safe area): its length
    /// is the safe area's top inset.
    public var topLayoutGuide: any LayoutSupport { LayoutSupportGuide(of: self, atTop: true) }
    /// The top of the area a tab bar or toolbar covers (deprecated in UIKit for the safe area): its length is the safe
    /// area's bottom inset.
    public var bottomLayoutGuide: any LayoutSupport { LayoutSupportGuide(of: self, atTop: false) }
}

/// A bar's edge, as the deprecated `topLayoutGuide` and `bottomLayoutGuide` give it (also spelled `UILayoutSupport`).
@preconcurrency @MainActor
public protocol LayoutSupport: AnyObject {
    /// How far the bar reaches into the view.
    var length: CGFloat { get }
    /// The top of the band the bar covers.
    var topAnchor: NSLayoutYAxisAnchor { get }
    /// The bottom of the band the bar covers.
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    /// The band's height.
    var heightAnchor: NSLayoutDimension { get }
}

/// UIKit's name for a layout support guide.
public typealias UILayoutSupport = LayoutSupport

/// A band of a controller's view outside its safe area, at the top or at the bottom: a layout guide of the view's
/// between the view's edge and its safe area's, made on first use.
@MainActor
final class LayoutSupportGuide: LayoutSupport {
    private let view: View
    private let guide: UILayoutGuide
    private let atTop: Bool

    init(of controller: ViewController, atTop: Bool) {
        let view: View = controller.view
        let identifier = atTop ? "_UIViewControllerTopLayoutGuide" : "_UIViewControllerBottomLayoutGuide"
        if let made = view.layoutGuides.first(where: { $0.identifier == identifier }) {
            guide = made
        } else {
            guide = UILayoutGuide()
            guide.identifier = identifier
            view.addLayoutGuide(guide)
            let safeArea = view.safeAreaLayoutGuide
            NSLayoutConstraint.activate(
                [
                    guide.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    guide.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                ]
                    + (atTop
                        ? [guide.topAnchor.constraint(equalTo: view.topAnchor), guide.bottomAnchor.constraint(equalTo: safeArea.topAnchor)]
                        : [
                            guide.topAnchor.constraint(equalTo: safeArea.bottomAnchor),
                            guide.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                        ]))
        }
        (self.view, self.atTop) = (view, atTop)
    }

    var length: CGFloat { atTop ? view.safeAreaInsets.top : view.safeAreaInsets.bottom }
    var topAnchor: NSLayoutYAxisAnchor { guide.topAnchor }
    var bottomAnchor: NSLayoutYAxisAnchor { guide.bottomAnchor }
    var heightAnchor: NSLayoutDimension { guide.heightAnchor }
}
