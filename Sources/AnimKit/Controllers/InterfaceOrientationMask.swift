import Foundation

/// The interface orientations a controller supports (UIKit's `UIInterfaceOrientationMask`): one bit an orientation.
public struct InterfaceOrientationMask: OptionSet, Sendable, Hashable {
    /// One bit an orientation, at the orientation's raw value.
    public let rawValue: UInt
    /// The mask of `rawValue`'s bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Upright.
    public static let portrait = InterfaceOrientationMask(rawValue: 1 << 1)
    /// Upside down.
    public static let portraitUpsideDown = InterfaceOrientationMask(rawValue: 1 << 2)
    /// On its side, turned left.
    public static let landscapeLeft = InterfaceOrientationMask(rawValue: 1 << 4)
    /// On its side, turned right.
    public static let landscapeRight = InterfaceOrientationMask(rawValue: 1 << 3)
    /// Either side.
    public static let landscape: InterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    /// Every orientation.
    public static let all: InterfaceOrientationMask = [.portrait, .portraitUpsideDown, .landscape]
    /// Every orientation but upside down (a phone's default).
    public static let allButUpsideDown: InterfaceOrientationMask = [.portrait, .landscape]

    /// The mask of one orientation (none for `.unknown`).
    init(_ orientation: InterfaceOrientation) {
        self.init(rawValue: orientation == .unknown ? 0 : 1 << UInt(orientation.rawValue))
    }
}

/// UIKit's name for the mask of interface orientations.
public typealias UIInterfaceOrientationMask = InterfaceOrientationMask

/// What adapts to its size and traits changing (UIKit's `UIContentContainer`): view controllers.
@preconcurrency @MainActor
public protocol ContentContainer: AnyObject {
    /// The size the container would like.
    var preferredContentSize: CGSize { get }
    /// Told before the container's view changes to `size`.
    func viewWillTransition(to size: CGSize, with coordinator: any ViewControllerTransitionCoordinator)
    /// Told before the container's traits change to `newCollection`.
    func willTransition(to newCollection: TraitCollection, with coordinator: any ViewControllerTransitionCoordinator)
    /// The size a child container's view gets in a parent of `parentSize`.
    func size(forChildContentContainer container: any ContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize
    /// Told when a child container's ``preferredContentSize`` changed.
    func preferredContentSizeDidChange(forChildContentContainer container: any ContentContainer)
}

/// UIKit's name for a content container.
public typealias UIContentContainer = ContentContainer
