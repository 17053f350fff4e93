/// What `play` (and `animview port`) write for the receiver of an optional requirement's call on an object that
/// Objective-C would have asked by name — `delegate?.menuOpened?(self)` with `delegate` typed `AnyObject?` —:
/// the receiver as the protocol that declares the requirement, `nil` when it is not one.
///
/// A function rather than `as?`, so that a receiver already of that protocol's type compiles without a warning.
public func __animviewReceiver<Requirements>(_ receiver: Any?, as requirements: Requirements.Type) -> Requirements? {
    receiver as? Requirements
}
