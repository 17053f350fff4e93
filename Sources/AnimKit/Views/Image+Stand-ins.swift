import Foundation

/// The type `#imageLiteral(resourceName:)` makes, as UIKit declares it: image literals compile unchanged.
public typealias _ImageLiteralType = Image

extension Image: _ExpressibleByImageLiteral {
    /// The image an `#imageLiteral(resourceName:)` names, found as ``init(named:)`` finds it. UIKit stops the program
    /// when the resource is missing; here a placeholder of 20 × 20 points stands in, after a message.
    public convenience init(imageLiteralResourceName path: String) {
        guard let found = Image.lookUp(path, dark: nil) else {
            Image.complain("#imageLiteral(resourceName: \"\(path)\") is drawn as a placeholder")
            self.init(placeholderOf: CGSize(width: 20, height: 20), for: path)
            return
        }
        self.init(found)
    }

    /// A stand-in for the SF Symbol `name`: Apple's symbols are licensed for Apple's platforms only, so none ship
    /// here. The image is a placeholder the size of a symbol in 17-point body text (20 × 20 points), drawn as a faint
    /// rounded square in the image view's tint — and where a layer draws it (its `cgImage` as `contents`, an emitter
    /// cell's), as a black one, a symbol's own image being black; the first use says so once on standard error. Never `nil`, so the
    /// `UIImage(systemName: "heart")!` of real code does not stop the program.
    public convenience init?(systemName name: String) { self.init(symbol: name, configuration: nil) }

    private static let symbolsNoted = Locked(false)

    static func noteSymbolsOnce() {
        let first = symbolsNoted.withLock { noted in
            defer { noted = true }
            return !noted
        }
        if first { complain("SF Symbols are Apple's and cannot ship with AnimKit: UIImage(systemName:) draws a placeholder square") }
    }
}
