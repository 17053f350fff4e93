// An onboarding screen: the title rises in on keyframes, three feature rows spring in
// one after another, and the button pulses once they are all in, the way a first-run
// screen of an iOS app introduces itself.
import AnimKit
import AnimKitSDL

@MainActor
func featureRow(_ text: String, color: UIColor, y: CGFloat, width: CGFloat) -> (row: UIView, dot: UIView) {
    let row = UIView(frame: CGRect(x: 40, y: y, width: width - 80, height: 56))
    row.backgroundColor = .white
    row.layer.cornerRadius = 14
    row.layer.borderWidth = 1
    row.layer.borderColor = UIColor(white: 0.85, alpha: 1).cgColor
    let dot = UIView(frame: CGRect(x: 14, y: 14, width: 28, height: 28))
    dot.backgroundColor = color
    dot.layer.cornerRadius = 14
    let label = UILabel(frame: CGRect(x: 56, y: 16, width: row.bounds.width - 70, height: 24))
    label.text = text
    label.font = .systemFont(ofSize: 17, weight: .medium)
    row.addSubview(dot)
    row.addSubview(label)
    return (row, dot)
}

AnimView.preview(size: CGSize(width: 420, height: 640), name: "onboarding") { canvas in
    canvas.backgroundColor = UIColor(white: 0.96, alpha: 1)
    let width = canvas.bounds.width

    let title = UILabel(frame: CGRect(x: 40, y: 120, width: width - 80, height: 44))
    title.text = "Welcome to Motion"
    title.font = .boldSystemFont(ofSize: 32)
    title.textAlignment = .center
    title.alpha = 0
    title.accessibilityIdentifier = "title"
    canvas.addSubview(title)

    let rows = [
        featureRow("Scrub any moment", color: .systemBlue, y: 220, width: width),
        featureRow("Springs that feel right", color: .systemPink, y: 296, width: width),
        featureRow("Test it headless", color: .systemGreen, y: 372, width: width),
    ]
    for (index, item) in rows.enumerated() {
        item.row.alpha = 0
        item.row.transform = CGAffineTransform(translationX: 0, y: 40)
        item.row.accessibilityIdentifier = "row \(index + 1)"
        canvas.addSubview(item.row)
    }

    let button = UIButton(type: .system)
    button.frame = CGRect(x: 80, y: 500, width: width - 160, height: 52)
    button.setTitle("Get started", for: .normal)
    button.setTitleColor(.white, for: .normal)
    button.backgroundColor = .systemBlue
    button.layer.cornerRadius = 26
    button.alpha = 0
    button.accessibilityIdentifier = "button"
    canvas.addSubview(button)

    // The title: up from below and into view, with a small overshoot at the top.
    title.transform = CGAffineTransform(translationX: 0, y: 30)
    UIView.animateKeyframes(withDuration: 0.9, delay: 0.2, options: [.calculationModeCubic]) {
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { title.alpha = 1 }
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.7) {
            title.transform = CGAffineTransform(translationX: 0, y: -6)
        }
        UIView.addKeyframe(withRelativeStartTime: 0.7, relativeDuration: 0.3) { title.transform = .identity }
    } completion: { _ in
        // The rows, each 0.15 s after the last, on a bouncy spring; the dots pop as their row lands.
        for (index, item) in rows.enumerated() {
            UIView.animate(
                withDuration: 0.7, delay: Double(index) * 0.15, usingSpringWithDamping: 0.6, initialSpringVelocity: 0.3,
                options: []
            ) {
                item.row.alpha = 1
                item.row.transform = .identity
            } completion: { _ in
                UIView.animateKeyframes(withDuration: 0.4, delay: 0, options: []) {
                    UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                        item.dot.transform = CGAffineTransform(scaleX: 1.3, y: 1.3)
                    }
                    UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { item.dot.transform = .identity }
                }
                guard index == rows.count - 1 else { return }
                UIView.animate(withDuration: 0.4, delay: 0.1, options: [.curveEaseOut]) {
                    button.alpha = 1
                } completion: { _ in
                    UIView.animate(withDuration: 0.5, delay: 0, options: [.autoreverse, .curveEaseInOut]) {
                        UIView.setAnimationRepeatCount(2)
                        button.transform = CGAffineTransform(scaleX: 1.06, y: 1.06)
                    } completion: { _ in
                        button.transform = .identity
                    }
                }
            }
        }
    }
}
