import Foundation

extension SheetPresentationController {
    /// A height a sheet rests at (UIKit's `UISheetPresentationController.Detent`): the system's medium and large, or a
    /// custom one whose value code works out (iOS 16).
    ///
    /// A detent's value is the sheet's height within its safe area: from the top of the sheet down to the container's
    /// bottom safe-area inset. Two detents are equal when their identifiers are.
    public struct Detent: Equatable {
        /// Which detent this is.
        public let identifier: Identifier
        /// How a custom detent works out its value; `nil` for the system's.
        private let resolver: (@MainActor (any SheetPresentationControllerDetentResolutionContext) -> CGFloat?)?

        private init(
            identifier: Identifier, resolver: (@MainActor (any SheetPresentationControllerDetentResolutionContext) -> CGFloat?)?
        ) {
            self.identifier = identifier
            self.resolver = resolver
        }

        /// The lower half of the screen; inactive in a compact height.
        public static func medium() -> Detent { Detent(identifier: .medium, resolver: nil) }

        /// All of the screen but a strip at the top, where the presenter shows shrunk back.
        public static func large() -> Detent { Detent(identifier: .large, resolver: nil) }

        /// A detent whose value `resolver` works out from the sheet's context each time the sheet is placed: a height
        /// within the sheet's safe area, held between 0 and the context's `maximumDetentValue`, or `nil` for inactive
        /// (the sheet does not rest there). Without an `identifier`, the detent gets one of its own.
        @MainActor
        public static func custom(
            identifier: Identifier? = nil,
            resolver: @escaping @MainActor (any SheetPresentationControllerDetentResolutionContext) -> CGFloat?
        ) -> Detent {
            unnamedCustomDetents += 1
            return Detent(identifier: identifier ?? Identifier("com.animview.custom.\(unnamedCustomDetents)"), resolver: resolver)
        }

        /// How many custom detents were made without an identifier: the next one's number.
        @MainActor private static var unnamedCustomDetents = 0

        /// The detent's value in `context`, or `nil` when it is inactive there (the medium detent in a compact height).
        @MainActor
        public func resolvedValue(in context: any SheetPresentationControllerDetentResolutionContext) -> CGFloat? {
            if let resolver { return resolver(context).map { Swift.min(Swift.max($0, 0), context.maximumDetentValue) } }
            switch identifier {
            case .large: return context.maximumDetentValue
            case .medium:
                guard context.containerTraitCollection.verticalSizeClass != .compact else { return nil }
                return (context as? SheetDetentContext)?.mediumValue ?? context.maximumDetentValue / 2
            default: return nil
            }
        }

        public static func == (lhs: Detent, rhs: Detent) -> Bool { lhs.identifier == rhs.identifier }

        /// A detent's name (UIKit's `UISheetPresentationController.Detent.Identifier`).
        public struct Identifier: RawRepresentable, Hashable, Sendable {
            /// The name.
            public let rawValue: String
            /// An identifier named `rawValue`.
            public init(rawValue: String) { self.rawValue = rawValue }
            /// An identifier named `rawValue`.
            public init(_ rawValue: String) { self.rawValue = rawValue }
            /// The medium detent's.
            public static let medium = Identifier(rawValue: "com.apple.UIKit.medium")
            /// The large detent's.
            public static let large = Identifier(rawValue: "com.apple.UIKit.large")
        }
    }
}
