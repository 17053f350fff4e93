import AnimKitSDL

extension SceneFilm {
    /// Reference | actual | where they differ, frame by frame: a film a reviewer plays to see what changed. A frame one
    /// film lacks is black; in the third panel a pixel that differs by more than `tolerance` is red, as bright as the
    /// difference, over the reference in grey.
    public static func diffFilm(of actual: FilmCodec.Film, from reference: FilmCodec.Film, tolerance: UInt8 = 0) -> FilmCodec.Film {
        let sizes = (actual.frames + reference.frames).map { ($0.width, $0.height) }
        let width = sizes.map(\.0).max() ?? 1, height = sizes.map(\.1).max() ?? 1
        let count = Swift.max(actual.frames.count, reference.frames.count)
        let frames = (0..<count).compactMap { index -> FrameImage? in
            let expected = index < reference.frames.count ? reference.frames[index] : nil
            let frame = index < actual.frames.count ? actual.frames[index] : nil
            var pixels = [UInt8](repeating: 255, count: width * 3 * height * 4)
            let none = [UInt8]()
            (expected?.pixels ?? none).withUnsafeBufferPointer { left in
                (frame?.pixels ?? none).withUnsafeBufferPointer { right in
                    pixels.withUnsafeMutableBufferPointer { out in
                        guard let out = out.baseAddress else { return }
                        let panels = DiffPanels(
                            left: (left.baseAddress, expected?.width ?? 0, expected?.height ?? 0),
                            right: (right.baseAddress, frame?.width ?? 0, frame?.height ?? 0), width: width, tolerance: Int(tolerance))
                        for y in 0..<height { panels.paint(row: y, into: out) }
                    }
                }
            }
            return FrameImage(width: width * 3, height: height, pixels: pixels)
        }
        return FilmCodec.Film(frames: frames, framesPerSecond: actual.framesPerSecond)
    }
}

/// The two frames a diff frame is made of, and how a row of it is painted. Pointers, not buffers: their subscripts are
/// inlined even in a debug build, where a test suite paints a film of a hundred frames.
private struct DiffPanels {
    let left: (pixels: UnsafePointer<UInt8>?, width: Int, height: Int)
    let right: (pixels: UnsafePointer<UInt8>?, width: Int, height: Int)
    let width: Int
    let tolerance: Int

    /// Paints row `y` of the three panels (alpha is left as the caller filled it, opaque).
    func paint(row y: Int, into out: UnsafeMutablePointer<UInt8>) {
        let row = out + y * width * 3 * 4
        let leftRow = y < left.height ? left.pixels.map { $0 + y * left.width * 4 } : nil
        let rightRow = y < right.height ? right.pixels.map { $0 + y * right.width * 4 } : nil
        var x = 0
        if let leftRow, let rightRow {
            // Where both frames have the pixel: no optionals, and only a pixel that differs works out by how much.
            let both = Swift.min(left.width, right.width)
            while x < both {
                let a = leftRow + x * 4, b = rightRow + x * 4
                let reference = row + x * 4, actual = row + (width + x) * 4, heat = row + (2 * width + x) * 4
                (reference[0], reference[1], reference[2]) = (a[0], a[1], a[2])
                (actual[0], actual[1], actual[2]) = (b[0], b[1], b[2])
                var difference = 0
                if a[0] != b[0] || a[1] != b[1] || a[2] != b[2] {
                    for channel in 0..<3 {
                        let delta = Int(a[channel]) &- Int(b[channel])
                        difference = Swift.max(difference, delta < 0 ? -delta : delta)
                    }
                }
                if difference > tolerance {
                    (heat[0], heat[1], heat[2]) = (UInt8(Swift.max(difference, 96)), 0, 0)
                } else {
                    let grey = UInt8((Int(a[0]) &+ Int(a[1]) &+ Int(a[2])) / 12)
                    (heat[0], heat[1], heat[2]) = (grey, grey, grey)
                }
                x += 1
            }
        }
        while x < width {
            defer { x += 1 }
            let a = x < left.width ? leftRow.map { $0 + x * 4 } : nil
            let b = x < right.width ? rightRow.map { $0 + x * 4 } : nil
            let reference = row + x * 4, actual = row + (width + x) * 4, heat = row + (2 * width + x) * 4
            var difference = 0, sum = 0
            for channel in 0..<3 {
                let l = a.map { $0[channel] } ?? 0, r = b.map { $0[channel] } ?? 0
                reference[channel] = l
                actual[channel] = r
                let delta = Int(l) &- Int(r)
                difference = Swift.max(difference, delta < 0 ? -delta : delta)
                sum &+= Int(l)
            }
            if difference > tolerance {
                (heat[0], heat[1], heat[2]) = (UInt8(Swift.max(difference, 96)), 0, 0)
            } else {
                let grey = UInt8(sum / 12)
                (heat[0], heat[1], heat[2]) = (grey, grey, grey)
            }
        }
    }
}
