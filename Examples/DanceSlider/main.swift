// A Dance chain controlled by a slider: the ball's animation is started, paused and
// scrubbed through its tag's `view.dance` handle, and a slider made of two views and a
// pan gesture sets its progress, as Dance's own example app does with a UISlider.
import AnimKit
import AnimKitSDL

@MainActor
final class Slider {
    let track = UIView()
    let fill = UIView()
    let thumb = UIView()
    var onChange: (CGFloat) -> Void = { _ in }
    private(set) var value: CGFloat = 0

    init(frame: CGRect) {
        track.frame = frame
        track.backgroundColor = UIColor(white: 0.85, alpha: 1)
        track.layer.cornerRadius = frame.height / 2
        fill.frame = CGRect(x: 0, y: 0, width: 0, height: frame.height)
        fill.backgroundColor = .systemBlue
        fill.layer.cornerRadius = frame.height / 2
        fill.isUserInteractionEnabled = false
        thumb.frame = CGRect(x: -14, y: frame.height / 2 - 14, width: 28, height: 28)
        thumb.backgroundColor = .white
        thumb.layer.cornerRadius = 14
        thumb.layer.borderWidth = 1
        thumb.layer.borderColor = UIColor(white: 0.7, alpha: 1).cgColor
        track.addSubview(fill)
        track.addSubview(thumb)
        // Pressing anywhere on the track, or dragging, sets the value under the pointer.
        let pan = UIPanGestureRecognizer { [unowned self] recognizer in self.follow(recognizer) }
        let tap = UITapGestureRecognizer { [unowned self] recognizer in self.follow(recognizer) }
        track.addGestureRecognizer(pan)
        track.addGestureRecognizer(tap)
    }

    private func follow(_ recognizer: UIGestureRecognizer) {
        let x = recognizer.location(in: track).x
        setValue(min(max(x / track.bounds.width, 0), 1))
        onChange(value)
    }

    func setValue(_ newValue: CGFloat) {
        value = newValue
        UIView.performWithoutAnimation {
            fill.frame.size.width = track.bounds.width * value
            thumb.center.x = track.bounds.width * value
        }
    }
}

var sliders: [Slider] = []
AnimView.preview(size: CGSize(width: 640, height: 420), name: "dance slider") { canvas in
    canvas.backgroundColor = .white
    let ball = UIView(frame: CGRect(x: 60, y: 120, width: 80, height: 80))
    ball.backgroundColor = .systemOrange
    ball.layer.cornerRadius = 40
    ball.tag = 42
    ball.accessibilityIdentifier = "ball"
    canvas.addSubview(ball)

    let hint = UILabel(frame: CGRect(x: 40, y: 30, width: 560, height: 30))
    hint.text = "Drag the slider: the dance pauses and follows it"
    hint.textColor = .darkGray
    canvas.addSubview(hint)

    let slider = Slider(frame: CGRect(x: 60, y: 340, width: 520, height: 8))
    canvas.addSubview(slider.track)
    sliders = [slider]

    ball.dance.animate(duration: 2.5, curve: .easeInOut) {
        $0.center = CGPoint(x: 520, y: 200)
        $0.transform = CGAffineTransform(rotationAngle: .pi).scaledBy(x: 1.4, y: 1.4)
        $0.backgroundColor = .systemPurple
    }.addCompletion { position in
        hint.text = position == .end ? "Done: the dance reached its end" : "Back at the start"
    }.start(after: 0.4)

    slider.onChange = { value in ball.dance.setProgress(to: value) }
    // The slider follows the dance while it plays.
    UIView.animate(withDuration: 2.5, delay: 0.4, options: [.curveEaseInOut]) {
        slider.fill.frame.size.width = slider.track.bounds.width
        slider.thumb.center.x = slider.track.bounds.width
    }
}
