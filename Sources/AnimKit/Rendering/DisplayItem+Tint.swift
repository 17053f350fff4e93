import Foundation

extension DisplayItem.Content {
    /// The content with every colour it paints multiplied by `tint`, channel by channel (a replicator's instance colour).
    func tinted(by tint: Color) -> DisplayItem.Content {
        func times(_ c: Color) -> Color {
            Color(red: c.red * tint.red, green: c.green * tint.green, blue: c.blue * tint.blue, alpha: c.alpha * tint.alpha)
        }
        switch self {
        case .fill(let c): return .fill(times(c))
        case .shadow(var shadow):
            shadow.color = times(shadow.color)
            return .shadow(shadow)
        case .backdrop(let c, let radius): return .backdrop(times(c), radius: radius)
        case .border(let c, let width): return .border(times(c), width: width)
        case .shape(var drawing):
            drawing.fillColor = drawing.fillColor.map(times)
            drawing.strokeColor = drawing.strokeColor.map(times)
            return .shape(drawing)
        case .gradient(var drawing):
            drawing.stops = drawing.stops.map { ($0.location, times($0.color)) }
            return .gradient(drawing)
        case .text(let string, let font, let c, let alignment): return .text(string, font: font, color: times(c), alignment: alignment)
        case .image: return self
        case .masked(let content, let mask):
            return .masked(content: content.map { item in item.with(content: item.content.tinted(by: tint)) }, mask: mask)
        }
    }

    /// The content as a mask sees it: every colour white, at its own alpha (a mask's colours do not matter, only how
    /// opaque it is). Images keep their colours.
    package var asMask: DisplayItem.Content {
        func white(_ c: Color) -> Color { Color(red: 1, green: 1, blue: 1, alpha: c.alpha) }
        switch self {
        case .fill(let c): return .fill(white(c))
        case .shadow(var shadow):
            shadow.color = white(shadow.color)
            return .shadow(shadow)
        case .backdrop(let c, let radius): return .backdrop(white(c), radius: radius)
        case .border(let c, let width): return .border(white(c), width: width)
        case .shape(var drawing):
            drawing.fillColor = drawing.fillColor.map(white)
            drawing.strokeColor = drawing.strokeColor.map(white)
            return .shape(drawing)
        case .gradient(var drawing):
            drawing.stops = drawing.stops.map { ($0.location, white($0.color)) }
            return .gradient(drawing)
        case .text(let string, let font, let c, let alignment): return .text(string, font: font, color: white(c), alignment: alignment)
        case .image: return self
        case .masked(let content, let mask): return .masked(content: content.map { $0.with(content: $0.content.asMask) }, mask: mask)
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
