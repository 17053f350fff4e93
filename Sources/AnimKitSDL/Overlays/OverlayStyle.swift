import AnimKit
import Foundation

/// The look shared by the previewer's overlays.
enum OverlayStyle {
    static let panel = Color(white: 0.09, alpha: 0.92)
    static let panelLine = Color(white: 0.25)
    static let text = Color(white: 0.92)
    static let dimText = Color(white: 0.55)
    static let accent = Color.systemBlue
    static let track = Color(white: 0.3)
    static let selection = Color(white: 1, alpha: 0.08)
    static let warning = Color.systemOrange
    static let small = Font.systemFont(ofSize: 12)
    static let body = Font.systemFont(ofSize: 14)
    static let heading = Font.boldSystemFont(ofSize: 14)

    /// A label for an overlay, left-aligned unless told otherwise.
    @MainActor
    static func label(_ font: Font = body, color: Color = text, alignment: TextAlignment = .left) -> Label {
        let label = Label(frame: .zero)
        label.isHostChrome = true
        label.font = font
        label.textColor = color
        label.textAlignment = alignment
        return label
    }

    /// A plain filled rectangle.
    @MainActor
    static func box(_ color: Color, radius: CGFloat = 0) -> View {
        let view = View(frame: .zero)
        view.isHostChrome = true
        view.backgroundColor = color
        view.layer.cornerRadius = radius
        return view
    }

    /// Says how many rows the list leaves out above and below, and that the wheel brings them in; `nil` when it shows them all.
    static func hiddenRows(above: Int, below: Int) -> String? {
        switch (above > 0, below > 0) {
        case (false, false): nil
        case (false, true): "+ \(below) more · scroll"
        case (true, false): "\(above) above · scroll"
        case (true, true): "\(above) above · \(below) below"
        }
    }
}
