import Foundation

/// A method to send to an object, as `#selector(tap(_:))` names one in UIKit code, for target–action: controls,
/// gesture recognizers, bar button items, display links, timers and notifications.
///
/// Linux's Swift has no Objective-C runtime to look a method up by name, so a selector here holds the method itself:
/// `Selector("tap(_:)", Card.tap(_:))`. You rarely write one: `animview play` (and `animview port`, to see it)
/// rewrites each `#selector(…)` of an iOS file into this form, and drops `@objc`, so the file compiles as written:
///
/// ```swift
/// let tap = UITapGestureRecognizer(target: self, action: #selector(didTap(_:)))
/// // compiled as
/// let tap = UITapGestureRecognizer(target: self, action: Selector("didTap(_:)", Self.didTap(_:)))
/// ```
///
/// The method takes nothing, the sender, or the sender and the event, as UIKit's action methods do. Sent to an object
/// that is not of the method's type, or with arguments the method does not take, it does nothing.
/// Two selectors are equal when their names are.
public struct Selector: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// The method's name as written in the selector, with its argument labels: `tap(_:)`.
    public let name: String
    private let method: (AnyObject, [Any?]) -> Bool
    private let accepts: (AnyObject) -> Bool

    /// A selector for `method`, which takes no argument.
    public init<Target: AnyObject, Result>(_ name: String, _ method: @escaping (Target) -> () -> Result) {
        self.name = name
        accepts = { $0 is Target }
        self.method = { target, _ in
            guard let target = target as? Target else { return false }
            _ = method(target)()
            return true
        }
    }

    /// A selector for `method`, which takes the sender (a control, a recognizer, a timer, a notification …).
    public init<Target: AnyObject, Sender, Result>(_ name: String, _ method: @escaping (Target) -> (Sender) -> Result) {
        self.name = name
        accepts = { $0 is Target }
        self.method = { target, arguments in
            guard let target = target as? Target, let sender = arguments.first.flatMap({ $0 as? Sender }) else { return false }
            _ = method(target)(sender)
            return true
        }
    }

    /// A selector for `method`, which takes the sender and the event (a control's action `tapped(_:forEvent:)`).
    public init<Target: AnyObject, Sender, Event, Result>(_ name: String, _ method: @escaping (Target) -> (Sender, Event) -> Result) {
        self.name = name
        accepts = { $0 is Target }
        self.method = { target, arguments in
            guard let target = target as? Target, arguments.count >= 2, let sender = arguments[0] as? Sender,
                let event = arguments[1] as? Event
            else { return false }
            _ = method(target)(sender, event)
            return true
        }
    }

    /// A selector for a class method (`#selector(Type.refresh)` of a `class func`), which takes no argument: sent
    /// to anything, it calls the method.
    public init<Result>(_ name: String, classMethod function: @escaping () -> Result) {
        self.name = name
        accepts = { _ in true }
        self.method = { _, _ in
            _ = function()
            return true
        }
    }

    /// A selector for a class method that takes the sender.
    public init<Sender, Result>(_ name: String, classMethod function: @escaping (Sender) -> Result) {
        self.name = name
        accepts = { _ in true }
        self.method = { _, arguments in
            guard let sender = arguments.first.flatMap({ $0 as? Sender }) else { return false }
            _ = function(sender)
            return true
        }
    }

    /// A selector known by name only (`NSSelectorFromString`): it names no method here, so sending it does nothing.
    public init(_ name: String) {
        self.name = name
        accepts = { _ in false }
        self.method = { _, _ in false }
    }

    /// Sends the method to `target` with `arguments` (the sender, then the event); `false` when the target is not of
    /// the method's type or the arguments are not the method's.
    @MainActor @discardableResult
    func send(to target: AnyObject, _ arguments: Any?...) -> Bool {
        method(target, arguments)
    }

    /// Whether `target` has the method (is of its type): what `responds(to:)` answers.
    public func isAnswered(by target: AnyObject) -> Bool {
        accepts(target)
    }

    public var description: String { name }

    public static func == (lhs: Selector, rhs: Selector) -> Bool { lhs.name == rhs.name }

    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
