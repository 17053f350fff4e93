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
        }
    }
}
