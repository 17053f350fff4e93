// An iOS screen pasted as it is written — iOS/LikeButtonViewController.swift has `import UIKit`, `@objc`,
// `@IBOutlet`, `@IBInspectable` and `#selector` — compiled through the package's PortiOSFiles plugin, which ports
// the target's iOS folder before the target compiles, as it does for a test target of yours. Click the heart: the tap
// recognizer's #selector reaches didTapHeart(_:), which grows it; Reset's reaches reset().
import AnimKit
import AnimKitSDL

AnimView.preview(name: "LikeButton") { LikeButtonViewController() }
