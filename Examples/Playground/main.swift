// Playground code as it is pasted from Xcode: PlaygroundSupport's live view, Swift 5 language mode.
import AnimKit
import PlaygroundSupport

let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
container.backgroundColor = .white
PlaygroundPage.current.liveView = container

let square = UIView(frame: CGRect(x: 20, y: 110, width: 80, height: 80))
square.backgroundColor = .systemRed
square.layer.cornerRadius = 12
container.addSubview(square)

UIView.animate(withDuration: 1.0, delay: 0.2, options: [.curveEaseInOut]) {
    square.center.x = 320
    square.transform = CGAffineTransform(rotationAngle: .pi / 4)
} completion: { _ in
    UIView.animate(withDuration: 0.5) { square.backgroundColor = .systemBlue }
}
