import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

// Apple's "updateViewConstraints()": "Called when the view controller's view needs to update its constraints … Call
// [super updateViewConstraints] as the final step in your implementation"; UIKit calls it for the view's
// `setNeedsUpdateConstraints()`, in place of the view's `updateConstraints()`.

/// A screen that installs its constraints once, in updateViewConstraints, as older code does.
@MainActor
final class ConstraintInstallingController: UIViewController {
    let box = UIView()
    var updates = 0
    var installed = false

    override func viewDidLoad() {
        super.viewDidLoad()
        box.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(box)
        view.setNeedsUpdateConstraints()
    }

    override func updateViewConstraints() {
        updates += 1
        if !installed {
            installed = true
            NSLayoutConstraint.activate([
                box.topAnchor.constraint(equalTo: view.topAnchor, constant: 30),
                box.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                box.widthAnchor.constraint(equalToConstant: 100),
                box.heightAnchor.constraint(equalToConstant: 40),
            ])
        }
        super.updateViewConstraints()
    }

    override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
    }
}

@MainActor
@Suite("UIViewController members that subclasses override, overridden")
struct ControllerOverrideSnippets {
    @Test("updateViewConstraints runs for the view's setNeedsUpdateConstraints, before the solve that uses what it adds")
    func updateViewConstraints() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let controller = ConstraintInstallingController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(controller.updates == 1 && controller.box.frame == CGRect(x: 20, y: 30, width: 100, height: 40))
        controller.view.setNeedsUpdateConstraints()
        controller.view.layoutIfNeeded()
        #expect(controller.updates == 2)
        controller.didReceiveMemoryWarning()
    }
}
