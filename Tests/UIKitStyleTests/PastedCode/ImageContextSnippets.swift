import AnimKit
import Foundation
import Testing

// Images made as iOS code makes them — drawn in an image context, tinted as templates, shown by image views, buttons
// and layers — and where the display list puts what they hold.
@MainActor
@Suite("Image contexts, template images, button images and contentsRect")
struct ImageContextSnippets {
    /// A 10 × 10 image: red over its left half, as `UIImage(color:)` helpers draw one.
    private func halfRedImage() throws -> UIImage {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 10, height: 10), false, 0)
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 5, height: 10))
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        return try #require(image)
    }

    @Test("an image drawn in an image context keeps its drawing: shown in a 40 × 20 image view its fill covers the left half, red")
    func drawnImageScales() throws {
        let image = try halfRedImage()
        #expect(image.size == CGSize(width: 10, height: 10))
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let imageView = UIImageView(frame: CGRect(x: 10, y: 20, width: 40, height: 20))
        imageView.image = image
        root.addSubview(imageView)
        let shapes = DisplayList(root: root).items.filter { if case .shape = $0.content { true } else { false } }
        let fill = try #require(shapes.first)
        #expect(shapes.count == 1)
        guard case .shape(let drawing) = fill.content else { return }
        #expect(drawing.fillColor == .red)
        // Stretched over the image view (.scaleToFill): the 5 × 10 rectangle becomes 20 × 20 at (10, 20).
        #expect(fill.filledCanvasRect == CGRect(x: 10, y: 20, width: 20, height: 20))
    }

    @Test("UIGraphicsImageRenderer draws the same way, and outside any image context there is no image")
    func renderer() throws {
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 4)).image { context in
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 8, height: 4))
        }
        #expect(image.size == CGSize(width: 8, height: 4))
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 16, height: 8)
        layer.contents = image.cgImage
        root.layer.addSublayer(layer)
        let fill = try #require(DisplayList(root: root).items.first { if case .shape = $0.content { true } else { false } })
        #expect(fill.filledCanvasRect == CGRect(x: 0, y: 0, width: 16, height: 8))
    }

    @Test("a template image is drawn as its shape in the image view's tint; withTintColor's colour wins; alwaysOriginal keeps its own")
    func templates() throws {
        let image = try halfRedImage()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let imageView = UIImageView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        imageView.tintColor = .green
        root.addSubview(imageView)
        func fillColor() -> UIColor? {
            for item in DisplayList(root: root).items { if case .shape(let drawing) = item.content { return drawing.fillColor } }
            return nil
        }
        imageView.image = image.withRenderingMode(.alwaysTemplate)
        #expect(fillColor() == .green)
        imageView.image = image.withTintColor(.purple)
        #expect(fillColor() == .purple)
        imageView.image = image.withTintColor(.purple).withRenderingMode(.alwaysOriginal)
        #expect(fillColor() == .red)
        #expect(image.renderingMode == .automatic && image.withRenderingMode(.alwaysTemplate).renderingMode == .alwaysTemplate)
    }

    @Test("a button keeps a title and an image per state, shows the selected one when selected, and falls back to normal")
    func buttonStates() throws {
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
        button.setTitle("Play", for: .normal)
        button.setTitle("Pause", for: .selected)
        button.setTitleColor(.red, for: .selected)
        #expect(button.currentTitle == "Play" && button.currentTitleColor == .systemBlue)
        // A system button's title is in its tint unless a colour was set.
        button.tintColor = .systemPink
        #expect(button.currentTitleColor == .systemPink)
        button.isSelected = true
        #expect(button.currentTitle == "Pause" && button.currentTitleColor == .red && button.titleLabel?.text == "Pause")
        // A selected, highlighted button with nothing set for that state shows the selected one's.
        button.isHighlighted = true
        #expect(button.currentTitle == "Pause" && button.title(for: .disabled) == "Play")
        let image = try halfRedImage()
        button.setImage(image, for: .normal)
        #expect(button.image(for: .selected) === image && button.currentImage === image)
        button.setImage(UIImage(), for: .normal)
        #expect(button.currentImage?.size == .zero)
    }

    @Test("a system button's image is a template in its tint, left of its title, the two centred; its background image fills it")
    func buttonDrawing() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
        button.tintColor = .orange
        button.setImage(try halfRedImage(), for: .normal)
        button.setBackgroundImage(UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1)).image { _ in UIRectFill(.zero) }, for: .normal)
        root.addSubview(button)
        let shapes = DisplayList(root: root).items.compactMap { item -> (UIColor?, CGRect)? in
            guard case .shape(let drawing) = item.content else { return nil }
            return (drawing.fillColor, item.filledCanvasRect)
        }
        // The image alone: 10 points wide, centred in 200 — its red half (a template here) orange, from x 95 to 100.
        #expect(shapes.contains { $0.0 == .orange && $0.1 == CGRect(x: 95, y: 17, width: 5, height: 10) })
    }

    @Test("a layer's contentsRect shows that part of its contents over the whole place: the right half of a drawn image")
    func contentsRect() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        layer.contents = try halfRedImage()
        layer.contentsRect = CGRect(x: 0.5, y: 0, width: 0.5, height: 1)
        root.layer.addSublayer(layer)
        // The whole image is laid 40 points wide starting 20 to the left, so its red half lies outside the layer: cut away.
        let fill = try #require(DisplayList(root: root).items.first { if case .shape = $0.content { true } else { false } })
        #expect(
            fill.filledCanvasRect == CGRect(x: -20, y: 0, width: 20, height: 20) && fill.clip == CGRect(x: 0, y: 0, width: 20, height: 20))
    }
}
