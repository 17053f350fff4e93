import Foundation

/// UIKit's appearance proxies (`UIAppearance`): `UILabel.appearance().textColor = …` or
/// `UIBarButtonItem.appearance(whenContainedInInstancesOf: [UIToolbar.self]).tintColor = …` set a look that every
/// instance of the class (and its subclasses) takes as it enters a window — the most specific proxy that sets a property
/// wins (more containers, then a subclass's over its superclass's) — unless the instance's own code set that property.
///
/// A proxy is an instance never shown; what code set on it is what differs from a second instance made the same way
/// (``AppearanceProperty``), so any property in the list below carries, whatever code set it through.
@MainActor
enum AppearanceProxies {
    /// One proxy: the class it is for, the containers it is limited to (innermost first), and the two instances.
    struct Entry {
        let type: any AppearanceClass.Type
        let containers: [any AppearanceContainer.Type]
        let proxy: AnyObject
        let fresh: AnyObject

        /// Whether this proxy is more specific than `other`: inside more containers, or for a subclass of its class.
        func isMoreSpecific(than other: Entry) -> Bool {
            if containers.count != other.containers.count { return containers.count > other.containers.count }
            return ObjectIdentifier(type) != ObjectIdentifier(other.type) && other.type.includes(type)
        }
    }

    /// Every proxy made, in the order made.
    private static var entries: [Entry] = []

    /// The proxy for `type` inside `containers`, made by `make` the first time it is asked for.
    static func proxy<Proxy: AnyObject>(of type: any AppearanceClass.Type, in containers: [any AppearanceContainer.Type], make: () -> Proxy)
        -> Proxy
    {
        let same = entries.first {
            ObjectIdentifier($0.type) == ObjectIdentifier(type)
                && $0.containers.map(ObjectIdentifier.init) == containers.map(ObjectIdentifier.init)
        }
        if let proxy = same?.proxy as? Proxy { return proxy }
        let proxy = make()
        entries.append(Entry(type: type, containers: containers, proxy: proxy, fresh: make()))
        return proxy
    }

    /// The proxies that apply to `object`, whose innermost container is `container`, most specific first.
    static func entries(for object: AnyObject, in container: (any AppearanceContainer)?) -> [Entry] {
        guard !entries.isEmpty else { return [] }
        let matching = entries.filter { $0.type.hasInstance(object) && appearanceChain(from: container, holds: $0.containers) }
        var ordered: [Entry] = []
        for entry in matching {
            let index = ordered.firstIndex { entry.isMoreSpecific(than: $0) } ?? ordered.count
            ordered.insert(entry, at: index)
        }
        return ordered
    }

    /// Gives `view` what the proxies that apply to it set, each property from the most specific proxy setting it.
    static func apply(to view: View) {
        let matching = entries(for: view, in: view.appearanceContainer)
        guard !matching.isEmpty else { return }
        for property in AppearanceProperty.all {
            for entry in matching where property.carry(entry.proxy, entry.fresh, view) { break }
        }
    }

    /// Forgets every proxy.
    static func reset() { entries.removeAll() }
}

extension View {
    /// Forgets what code set on every appearance proxy (a test that set some puts them back so).
    package static func resetAppearanceProxies() { AppearanceProxies.reset() }

    /// The proxy of this class inside `containers` (none: everywhere), made by `make` the first time: what a class's
    /// `appearance()` and `appearance(whenContainedInInstancesOf:)` return.
    static func appearanceProxy<Proxy: View>(in containers: [any AppearanceContainer.Type] = [], _ make: () -> Proxy) -> Proxy {
        AppearanceProxies.proxy(of: self, in: containers, make: make)
    }
}

extension View {
    /// Takes `size`, keeping the frame's top-left corner (``sizeToFit()``).
    func resize(to size: CGSize) {
        let origin = frame.origin
        bounds.size = size
        let anchor = model.anchorPoint
        center = CGPoint(x: origin.x + size.width * anchor.x, y: origin.y + size.height * anchor.y)
    }
}
