import Foundation

/// The keys of a change dictionary told to ``NSKeyValueObserving/observeValue(forKeyPath:of:change:context:)``
/// (Foundation's `NSKeyValueChangeKey`, which Linux's Foundation lacks).
public struct NSKeyValueChangeKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    /// A key named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// How the value changed (`NSKeyValueChange.setting`'s raw value, 1).
    public static let kindKey = NSKeyValueChangeKey(rawValue: "kind")
    /// The value after the change, with `.new`.
    public static let newKey = NSKeyValueChangeKey(rawValue: "new")
    /// The value before the change, with `.old`.
    public static let oldKey = NSKeyValueChangeKey(rawValue: "old")
    /// Whether the call comes before the change (never here).
    public static let notificationIsPriorKey = NSKeyValueChangeKey(rawValue: "notificationIsPrior")
}

/// An observer told of changes to a value it observes by name, as an `NSObject` overriding
/// `observeValue(forKeyPath:of:change:context:)` is. `animview play` makes a class that overrides it conform.
@preconcurrency @MainActor
public protocol NSKeyValueObserving: AnyObject {
    /// The value at `keyPath` of `object` changed.
    func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?)
}

extension NSKeyValueObserving {
    /// What `NSObject`'s own `observeValue(forKeyPath:of:change:context:)` does for a change its subclass passes up:
    /// nothing here (`play` calls it where code calls `super`'s).
    public func ignoreObservedValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?
    ) {}
}

extension KeyValueObservable where Self: View {
    /// Tells `observer` of each change to the value named `keyPath` — a view's `frame`, `bounds`, `center`,
    /// `alpha`, `hidden`, `transform`, `backgroundColor` or `tag`; a scroll view's `contentOffset`, `contentSize`,
    /// `contentInset` or `zoomScale` — through its `observeValue(forKeyPath:of:change:context:)`, with the values
    /// `options` ask for. Other names are never told of (Foundation would throw for them, or not see them change);
    /// the first observation of each is reported (``AnimationEngine/report(_:)``), so that the silence is explained.
    public func addObserver(
        _ observer: AnyObject, forKeyPath keyPath: String, options: NSKeyValueObservingOptions = [], context: UnsafeMutableRawPointer?
    ) {
        if !Self.isObservable(keyPath, scrolling: self is ScrollView), KeyValueObservers.saidUnobserved.insert(keyPath).inserted {
            let why =
                "\"\(keyPath)\" is not observed by name here (a view's frame, bounds, center, alpha, hidden, transform, "
                + "backgroundColor and tag are, and a scroll view's contentOffset, contentSize, contentInset and zoomScale): "
                + "its observer is never told"
            AnimationEngine.shared.report(
                AnimatorError(.layer(why), call: "addObserver(_:forKeyPath:options:context:)", tag: 0, state: nil))
        }
        let observation = NSKeyValueObservation()
        var last = observedValue(named: keyPath)
        let tell = { [weak self, weak observer] (change: [NSKeyValueChangeKey: Any]) in
            guard let self, let receiver = observer as? NSKeyValueObserving else { return }
            receiver.observeValue(forKeyPath: keyPath, of: self, change: change, context: context)
        }
        observation.check = { [weak self] in
            guard let self else { return }
            let now = observedValue(named: keyPath)
            if let before = last as? AnyHashable, let after = now as? AnyHashable, before == after { return }
            if last == nil, now == nil { return }
            var change: [NSKeyValueChangeKey: Any] = [.kindKey: 1]
            if options.contains(.new) { change[.newKey] = now }
            if options.contains(.old) { change[.oldKey] = last }
            last = now
            tell(change)
        }
        KeyValueObservers.remember(observation, of: self, observer: observer, keyPath: keyPath, context: context)
        if options.contains(.initial) { tell(options.contains(.new) ? [.kindKey: 1, .newKey: last as Any] : [.kindKey: 1]) }
    }

    /// Stops telling `observer` of changes to `keyPath`.
    public func removeObserver(_ observer: AnyObject, forKeyPath keyPath: String) {
        KeyValueObservers.forget(of: self, observer: observer, keyPath: keyPath, context: nil, anyContext: true)
    }

    /// Stops telling `observer` of changes to `keyPath` it asked for with `context`.
    public func removeObserver(_ observer: AnyObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?) {
        KeyValueObservers.forget(of: self, observer: observer, keyPath: keyPath, context: context, anyContext: false)
    }

    /// Whether a change to the value named `name` is told (a scroll view's own names only on one).
    private static func isObservable(_ name: String, scrolling: Bool) -> Bool {
        ["frame", "bounds", "center", "alpha", "hidden", "isHidden", "transform", "backgroundColor", "tag"].contains(name)
            || (scrolling && ["contentOffset", "contentSize", "contentInset", "zoomScale"].contains(name))
    }

    /// The value named `name`, as key–value coding reads it.
    private func observedValue(named name: String) -> Any? {
        let scrollView = self as? ScrollView
        switch name {
        case "frame": return frame
        case "bounds": return bounds
        case "center": return center
        case "alpha": return alpha
        case "hidden", "isHidden": return isHidden
        case "transform": return transform
        case "backgroundColor": return backgroundColor
        case "tag": return tag
        case "contentOffset": return scrollView?.contentOffset
        case "contentSize": return scrollView?.contentSize
        case "contentInset": return scrollView?.contentInset
        case "zoomScale": return scrollView?.zoomScale
        default: return nil
        }
    }
}
