import Foundation

/// What a view's `backgroundColor` was given, which UIKit reads back as given: `nil` stays `nil` (drawn clear), a
/// dynamic colour stays dynamic while its layer holds it resolved for the view's appearance.
enum BackgroundChoice: Equatable {
    /// None: the view reads `nil` and draws no background (its layer holds clear).
    case none
    /// A colour the layer holds, read back from it (animated, it reads the target).
    case held
    /// A dynamic colour, read back itself; the layer holds it resolved.
    case dynamic(Color)

    /// The colour a view reads back, its layer holding `model`.
    func color(model: Color) -> Color? {
        switch self {
        case .none: nil
        case .held: model
        case .dynamic(let color): color
        }
    }
}
