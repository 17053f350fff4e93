import AnimKitSDL
import AnimKitTestSupport
import Foundation
import Testing

/// A 4 × 2 PNG written into `scratch`: the left half red, the right half blue; its path.
@MainActor
func twoColourPNG(in scratch: ScratchFolder) throws -> String {
    var pixels: [UInt8] = []
    for _ in 0..<2 {
        for x in 0..<4 { pixels += x < 2 ? [255, 0, 0, 255] : [0, 0, 255, 255] }
    }
    let image = try #require(FrameImage(width: 4, height: 2, pixels: pixels))
    let path = scratch.path("halves.png")
    try image.pngData().write(to: URL(fileURLWithPath: path))
    return path
}
