import Foundation

/// How a page sheet, form sheet or popover shows in the width it is presented in, as iOS shows each.
///
/// In a regular width (a pad) each shows as set: a page sheet (and `.automatic`) is a centred card the size of a page,
/// taller than wide; a form sheet a smaller centred card, the size of the controller's `preferredContentSize`; a
/// popover is anchored by its arrow. In a compact width (a phone) each adapts to a sheet attached to the bottom edge,
/// unless the presentation controller's delegate answers `adaptivePresentationStyle(for:traitCollection:)` otherwise:
/// `.none` keeps a popover a popover, `.fullScreen` and `.overFullScreen` fill the screen.
enum SheetShape: Equatable {
    /// Attached to the bottom edge, as wide as the screen, at its detent.
    case edgeAttached
    /// A centred card the size of a page.
    case page
    /// A centred card sized by the presented controller's `preferredContentSize`.
    case form
    /// A popover, its arrow at the anchor.
    case popover
    /// The whole screen.
    case fullScreen

    /// Whether it is one of the centred cards of a regular width.
    var isCard: Bool { self == .page || self == .form }

    /// The width of a page card (a readable width of 672 points with 16-point margins each side) and how far every card
    /// stays inside the safe area. Apple gives no figures; these are AnimKit's.
    static let pageWidth: CGFloat = 704
    static let cardMargin: CGFloat = 20
    /// A form card's size when its controller prefers none (the size iPadOS gave form sheets before iPadOS 16).
    static let formSize = CGSize(width: 540, height: 620)
    /// The radius of a card's four corners.
    static let cardCornerRadius: CGFloat = 10

    /// The shape of a presentation of `style` in `traits`, asking `delegate` how a compact width adapts it.
    @MainActor
    static func of(
        _ style: ModalPresentationStyle, in traits: TraitCollection, presentation: PresentationController,
        delegate: (any AdaptivePresentationControllerDelegate)?
    ) -> SheetShape {
        if traits.horizontalSizeClass == .regular {
            switch style {
            case .formSheet: return .form
            case .popover: return .popover
            default: return .page
            }
        }
        switch delegate?.adaptivePresentationStyle(for: presentation, traitCollection: traits) ?? .automatic {
        case .none: return style == .popover ? .popover : .edgeAttached
        case .fullScreen, .overFullScreen: return .fullScreen
        default: return .edgeAttached
        }
    }

    /// The style shown, as a delegate's `presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)`
    /// is told it: `.none` when the presentation did not adapt.
    func adaptiveStyle(from style: ModalPresentationStyle) -> ModalPresentationStyle {
        switch self {
        case .edgeAttached: style == .pageSheet || style == .automatic ? .none : .pageSheet
        case .page, .form, .popover: .none
        case .fullScreen: .fullScreen
        }
    }

    /// A card's rest in `container`: centred in its safe area, at most the room inside the card margin.
    @MainActor
    func cardFrame(in container: View, preferred: CGSize) -> CGRect {
        let safe = container.bounds.inset(by: container.safeAreaInsets)
        let room = safe.insetBy(dx: Self.cardMargin, dy: Self.cardMargin)
        let wanted =
            self == .page
            ? CGSize(width: Self.pageWidth, height: room.height)
            : CGSize(
                width: preferred.width > 0 ? preferred.width : Self.formSize.width,
                height: preferred.height > 0 ? preferred.height : Self.formSize.height)
        let size = CGSize(
            width: Swift.max(Swift.min(wanted.width, room.width), 0), height: Swift.max(Swift.min(wanted.height, room.height), 0))
        return CGRect(x: safe.midX - size.width / 2, y: safe.midY - size.height / 2, width: size.width, height: size.height)
    }
}
