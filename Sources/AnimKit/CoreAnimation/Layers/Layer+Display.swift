import Foundation

/// A layer's content drawn by code, as Core Animation draws it: ``Layer/setNeedsDisplay()`` marks the content stale,
/// and before the next frame ``Layer/display()`` runs ``Layer/draw(in:)`` into a context whose user space is the
/// layer's bounds and makes what it drew the layer's ``Layer/contents`` (replacing what was there, as Apple documents).
/// A change of a key for which the class's ``Layer/needsDisplay(forKey:)`` is `true` marks it too, and while such a key
/// is animated the presentation is drawn again for every frame, with the values of that moment.
extension Layer {
    /// ``setNeedsDisplay()``: a view's layer asks its view to draw again too, as the view is its layer's delegate.
    func markContentStale() {
        view?.setNeedsDisplay()
        // A plain view's layer shows what its view draws, which the view now draws again; any other layer displays.
        if view == nil || type(of: self) != Layer.self { state.needsDisplay = true }
    }

    /// Whether the content is marked stale (a view's layer's, when its view is to draw again).
    public func needsDisplay() -> Bool { state.needsDisplay || view?.needsDisplay == true }

    /// Runs ``display()`` now if the content is stale (or its size changed and the layer asks to be drawn again then).
    public func displayIfNeeded() { _ = displayIfStale() }

    /// ``displayIfNeeded()``, saying whether it displayed.
    private func displayIfStale() -> Bool {
        if let drawn = state.displayedSize, drawn != bounds.size,
            needsDisplayOnBoundsChange || type(of: self).needsDisplay(forKey: "bounds")
        {
            state.needsDisplay = true
        }
        guard state.needsDisplay else { return false }
        display()
        return true
    }

    /// What ``display()`` does unless a subclass overrides it: ``draw(in:)`` into a context of the bounds, kept as the
    /// contents (none when nothing was drawn). Setting them so is not a change to animate.
    func drawContents() {
        state.needsDisplay = false
        let bounds = bounds
        state.displayedSize = bounds.size
        var drawn: Image?
        if bounds.width > 0, bounds.height > 0, (bounds.minX + bounds.minY + bounds.width + bounds.height).isFinite {
            let context = CGContext(bounds: bounds)
            if view == nil { assignedDelegate?.layerWillDraw(self) }
            draw(in: context)
            if !context.items.isEmpty {
                drawn = Image(
                    drawing: DrawnContent(items: context.items, bounds: bounds), size: bounds.size, source: "\(type(of: self)).draw(in:)")
            }
        }
        Layer.isSwappingContents = true
        defer { Layer.isSwappingContents = false }
        contents = drawn
    }

    /// Whether one of the running animations moves a key the class draws again for.
    func animatesKeyThatRedraws() -> Bool {
        let layerClass = type(of: self)
        for entry in animationEntries {
            guard let path = entry.animation.animatedKeyPath, let key = path.split(separator: ".").first else { continue }
            if layerClass.needsDisplay(forKey: String(key)) { return true }
        }
        return false
    }

    /// Readies `shown` (this layer, or a presentation of it) to be drawn: the layer displays if it is stale, and a
    /// presentation whose animations move a key the class draws again for displays with this moment's values.
    func displayBeforeDrawing(_ shown: Layer) {
        let displayed = displayIfStale()
        guard shown !== self else { return }
        if animatesKeyThatRedraws() {
            shown.display()
        } else if displayed {
            // The presentation was copied before the model displayed: it shows the new content too.
            Layer.isSwappingContents = true
            defer { Layer.isSwappingContents = false }
            shown.contents = contents
        }
    }
}
