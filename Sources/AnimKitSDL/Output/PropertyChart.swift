import AnimKit
import Foundation

/// `animview plot`'s chart: the properties a scene animates against time, as a PNG (drawn by the scene renderer) or an SVG (vector, text as text).
@MainActor
public struct PropertyChart {
    private let layout: ChartLayout

    /// Charts `playback` from its start for `duration` seconds; `properties` (`center.x`, `alpha` …) and `views` (names) keep only those, all when empty.
    ///
    /// A stop signal while sampling ends it with ``Interrupted``.
    public init(
        _ playback: ScenePlayback, title: String, duration: TimeInterval, properties: Set<String> = [], views: Set<String> = []
    ) throws {
        layout = ChartLayout(try ChartData(playback, title: title, duration: duration, properties: properties, views: views))
    }

    /// The property names `--property` takes, with their units.
    public nonisolated static var propertyNames: [String] { ChartData.properties.map(\.name) }

    /// The chart as a view tree: lines are thin rotated views, so the renderer draws them anti-aliased.
    public func makeView() -> View {
        let root = View(frame: CGRect(x: 0, y: 0, width: ChartLayout.width, height: layout.height))
        root.backgroundColor = .white
        for mark in layout.marks {
            switch mark {
            case .rect(let rect, let fill, let radius):
                let view = View(frame: rect)
                view.backgroundColor = fill
                view.layer.cornerRadius = radius
                root.addSubview(view)
            case .line(let from, let to, let color, let width):
                root.addSubview(segment(from, to, color: color, width: width))
            case .polyline(let points, let color, let width):
                for (from, to) in zip(points, points.dropFirst()) { root.addSubview(segment(from, to, color: color, width: width)) }
            case .text(let string, let at, let size, let bold, let color, let alignment):
                let width: CGFloat = 600
                let x = alignment == .left ? at.x : alignment == .center ? at.x - width / 2 : at.x - width
                let label = Label(frame: CGRect(x: x, y: at.y - size * 1.05, width: width, height: size * 1.4))
                label.text = string
                label.font = bold ? .boldSystemFont(ofSize: size) : .systemFont(ofSize: size)
                label.textColor = color
                label.textAlignment = alignment
                root.addSubview(label)
            }
        }
        return root
    }

    /// A line from `from` to `to` as a view `width` thick.
    private func segment(_ from: CGPoint, _ to: CGPoint, color: Color, width: CGFloat) -> View {
        let view = View(frame: .zero)
        LineSegment.lay(view, from: from, to: to, width: width)
        view.backgroundColor = color
        return view
    }

    /// The chart as an SVG document: the same marks, as vector shapes and text.
    public func svg() -> String {
        func colour(_ color: Color) -> String {
            let byte = { (value: CGFloat) in Int((Swift.min(Swift.max(value, 0), 1) * 255).rounded()) }
            return String(format: "#%02X%02X%02X", byte(color.red), byte(color.green), byte(color.blue))
        }
        func number(_ value: CGFloat) -> String { ChartLayout.format(Double(value)) }
        func escaped(_ text: String) -> String {
            text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(
                of: ">", with: "&gt;")
        }
        var lines = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(number(ChartLayout.width))\" height=\"\(number(layout.height))\" "
                + "viewBox=\"0 0 \(number(ChartLayout.width)) \(number(layout.height))\" font-family=\"DejaVu Sans, sans-serif\">"
        ]
        for mark in layout.marks {
            switch mark {
            case .rect(let rect, let fill, let radius):
                lines.append(
                    "<rect x=\"\(number(rect.minX))\" y=\"\(number(rect.minY))\" width=\"\(number(rect.width))\" height=\"\(number(rect.height))\" rx=\"\(number(radius))\" fill=\"\(colour(fill))\"/>"
                )
            case .line(let from, let to, let color, let width):
                lines.append(
                    "<line x1=\"\(number(from.x))\" y1=\"\(number(from.y))\" x2=\"\(number(to.x))\" y2=\"\(number(to.y))\" stroke=\"\(colour(color))\" stroke-width=\"\(number(width))\"/>"
                )
            case .polyline(let points, let color, let width):
                let list = points.map { "\(number($0.x)),\(number($0.y))" }.joined(separator: " ")
                lines.append(
                    "<polyline points=\"\(list)\" fill=\"none\" stroke=\"\(colour(color))\" stroke-width=\"\(number(width))\" stroke-linejoin=\"round\" stroke-linecap=\"round\"/>"
                )
            case .text(let string, let at, let size, let bold, let color, let alignment):
                let anchor = alignment == .left ? "start" : alignment == .center ? "middle" : "end"
                lines.append(
                    "<text x=\"\(number(at.x))\" y=\"\(number(at.y))\" font-size=\"\(number(size))\"\(bold ? " font-weight=\"bold\"" : "") fill=\"\(colour(color))\" text-anchor=\"\(anchor)\">\(escaped(string))</text>"
                )
            }
        }
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }
}
