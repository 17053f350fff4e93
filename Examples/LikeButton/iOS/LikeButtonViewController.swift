import UIKit

/// A screen as an iOS developer writes it: Interface Builder attributes, `@objc` actions reached through `#selector`
/// from a tap recognizer and a button, and an animation that a tap starts.
@objc protocol LikeButtonViewControllerDelegate: AnyObject {
    @objc optional func likeButtonViewController(_ controller: LikeButtonViewController, didChangeLikes likes: Int)
}

class LikeButtonViewController: UIViewController {
    @IBOutlet weak var heart: UIView!
    @IBOutlet weak var resetButton: UIButton!
    @IBInspectable var growth: CGFloat = 1.5
    weak var delegate: LikeButtonViewControllerDelegate?
    private(set) var likes = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        let heart = UIView(frame: CGRect(x: 100, y: 100, width: 80, height: 80))
        heart.backgroundColor = .systemPink
        view.addSubview(heart)
        self.heart = heart
        let tap = UITapGestureRecognizer(target: self, action: #selector(didTapHeart(_:)))
        heart.addGestureRecognizer(tap)

        let resetButton = UIButton(type: .system)
        resetButton.frame = CGRect(x: 100, y: 300, width: 120, height: 44)
        resetButton.setTitle("Reset", for: .normal)
        resetButton.addTarget(self, action: #selector(reset), for: .touchUpInside)
        view.addSubview(resetButton)
        self.resetButton = resetButton
    }

    @objc func didTapHeart(_ recognizer: UITapGestureRecognizer) {
        likes += 1
        delegate?.likeButtonViewController?(self, didChangeLikes: likes)
        UIView.animate(withDuration: 0.4, delay: 0, options: [.curveLinear]) {
            self.heart.transform = CGAffineTransform(scaleX: self.growth, y: self.growth)
        }
    }

    @objc dynamic func reset() {
        likes = 0
        heart.transform = .identity
    }
}
