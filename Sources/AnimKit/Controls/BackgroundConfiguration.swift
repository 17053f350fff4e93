import Foundation

/// How a background is drawn, as a value (also spelled `UIBackgroundConfiguration`, iOS 14): a colour, rounded
/// corners and a stroke. A button configuration's ``Button/Configuration/background`` is one.
public struct BackgroundConfiguration: Hashable, Sendable {
    /// The fill; `nil` leaves it to what the background belongs to (a button's style).
    public var backgroundColor: Color?
    /// The corners' radius, for a button whose ``Button/Configuration/cornerStyle`` is `.fixed`.
    public var cornerRadius: CGFloat = 0
    /// The stroke's colour; `nil` draws none.
    public var strokeColor: Color?
    /// The stroke's width, in points.
    public var strokeWidth: CGFloat = 0
    /// How far the stroke lies outside the background's edge (kept; the stroke is drawn on the edge here).
    public var strokeOutset: CGFloat = 0
    /// An image drawn over the fill, stretched to the background.
    public var image: Image?
    /// How far the background is inset from its view's edges.
    public var backgroundInsets = NSDirectionalEdgeInsets.zero

    /// A background with nothing set.
    public init() {}

    /// A clear background.
    public static func clear() -> BackgroundConfiguration {
        var configuration = BackgroundConfiguration()
        configuration.backgroundColor = .clear
        return configuration
    }
}

/// UIKit's name for a background configuration.
public typealias UIBackgroundConfiguration = BackgroundConfiguration
