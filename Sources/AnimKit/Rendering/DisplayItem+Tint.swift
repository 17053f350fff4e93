import Foundation

extension DisplayItem.Content {
    /// The content with every colour it paints multiplied by `tint`, channel by channel (a replicator's instance colour).
    func tinted(by tint: Color) -> DisplayItem.Content {
        if case .image(let image) = self { return .tintedImage(image, tint: tint) }
        return recoloured { c in
            Color(red: c.red * tint.red, green: c.green * tint.green, blue: c.blue * tint.blue, alpha: c.alpha * tint.alpha)
        }
    }

    /// The content as a mask sees it: every colour white, at its own alpha (a mask's colours do not matter, only how
    /// opaque it is); an image its silhouette.
    package var asMask: DisplayItem.Content {
        if case .image(let image) = self { return .silhouette(image, tint: .white) }
        if case .tintedImage(let image, let tint) = self { return .silhouette(image, tint: Color(white: 1, alpha: tint.alpha)) }
        if case .silhouette(let image, let tint) = self { return .silhouette(image, tint: Color(white: 1, alpha: tint.alpha)) }
        return recoloured { Color(red: 1, green: 1, blue: 1, alpha: $0.alpha) }
    }

    /// The content with `recolour` applied to every colour it paints (an image's pixels are left alone; a masked group's
    /// drawing is recoloured, its mask is not).
    func recoloured(_ recolour: (Color) -> Color) -> DisplayItem.Content {
        switch self {
        case .fill(let c): return .fill(recolour(c))
        case .shadow(var shadow):
            shadow.color = recolour(shadow.color)
            return .shadow(shadow)
        case .backdrop(let c, let radius): return .backdrop(recolour(c), radius: radius)
        case .border(let c, let width): return .border(recolour(c), width: width)
        case .shape(var drawing):
            drawing.fillColor = drawing.fillColor.map(recolour)
            drawing.strokeColor = drawing.strokeColor.map(recolour)
            return .shape(drawing)
        case .gradient(var drawing):
            drawing.stops = drawing.stops.map { ($0.location, recolour($0.color)) }
            return .gradient(drawing)
        case .text(let string, let font, let c, let alignment): return .text(string, font: font, color: recolour(c), alignment: alignment)
        case .image: return self
        case .tintedImage(let image, let tint): return .tintedImage(image, tint: recolour(tint))
        case .silhouette(let image, let tint): return .silhouette(image, tint: recolour(tint))
        case .masked(let content, let mask, let only):
            return .masked(content: content.map { $0.with(content: $0.content.recoloured(recolour)) }, mask: mask, only: only)
        case .isolated(let content): return .isolated(content.map { $0.with(content: $0.content.recoloured(recolour)) })
        case .additive(let content): return .additive(content.map { $0.with(content: $0.content.recoloured(recolour)) })
        case .blurred(let content, let radius):
            return .blurred(content.map { $0.with(content: $0.content.recoloured(recolour)) }, radius: radius)
        case .ghosts(var ghosts):
            ghosts.tints = ghosts.tints.map(recolour)
            return .ghosts(ghosts)
        }
    }
}

extension DisplayItem {
    /// The item painting `content` instead.
    func with(content: Content) -> DisplayItem {
        var item = self
        item.content = content
        return item
    }
}
