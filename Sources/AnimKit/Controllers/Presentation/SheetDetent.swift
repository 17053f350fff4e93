import Foundation

extension SheetPresentationController {
    /// A height a sheet rests at (UIKit's `UISheetPresentationController.Detent`).
    public struct Detent: Equatable, Sendable {
        /// Which detent this is.
        public let identifier: Identifier

        /// The lower half of the screen.
        public static func medium() -> Detent { Detent(identifier: .medium) }

        /// All of the screen but a strip at the top, where the presenter shows shrunk back.
        public static func large() -> Detent { Detent(identifier: .large) }

        /// A detent's name (UIKit's `UISheetPresentationController.Detent.Identifier`).
        public struct Identifier: RawRepresentable, Hashable, Sendable {
            /// The name.
            public let rawValue: String
            /// An identifier named `rawValue`.
            public init(rawValue: String) { self.rawValue = rawValue }
            /// The medium detent's.
            public static let medium = Identifier(rawValue: "com.apple.UIKit.medium")
            /// The large detent's.
            public static let large = Identifier(rawValue: "com.apple.UIKit.large")
        }
    }
}
