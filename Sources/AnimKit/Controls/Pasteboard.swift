import Foundation

/// The pasteboard copy and paste go through (also spelled `UIPasteboard`): the general one holds what was copied last
/// — strings, URLs or images — for the rest of the run (the desktop's clipboard is left alone).
@preconcurrency @MainActor
open class Pasteboard {
    /// The pasteboard every screen shares.
    open class var general: Pasteboard { shared }
    private static let shared = Pasteboard()

    /// What was copied, item by item.
    private var items: [Any] = [] {
        didSet { changeCount += 1 }
    }

    /// How many times the contents changed.
    open private(set) var changeCount = 0
    /// How many items it holds.
    open var numberOfItems: Int { items.count }

    /// The first string copied; setting it replaces the contents.
    open var string: String? {
        get { strings?.first }
        set { items = newValue.map { [$0] } ?? [] }
    }
    /// The strings copied, `nil` for none.
    open var strings: [String]? {
        get { nonEmpty(items.compactMap { $0 as? String }) }
        set { items = newValue ?? [] }
    }
    /// The first URL copied.
    open var url: URL? {
        get { urls?.first }
        set { items = newValue.map { [$0] } ?? [] }
    }
    /// The URLs copied, `nil` for none.
    open var urls: [URL]? {
        get { nonEmpty(items.compactMap { $0 as? URL }) }
        set { items = newValue ?? [] }
    }
    /// The first image copied.
    open var image: Image? {
        get { images?.first }
        set { items = newValue.map { [$0] } ?? [] }
    }
    /// The images copied, `nil` for none.
    open var images: [Image]? {
        get { nonEmpty(items.compactMap { $0 as? Image }) }
        set { items = newValue ?? [] }
    }
    /// Whether it holds a string.
    open var hasStrings: Bool { strings != nil }
    /// Whether it holds a URL.
    open var hasURLs: Bool { urls != nil }
    /// Whether it holds an image.
    open var hasImages: Bool { images != nil }

    /// Holds `items` (strings, URLs, images), replacing what it held.
    func copy(_ items: [Any]) { self.items = items }

    private func nonEmpty<Element>(_ array: [Element]) -> [Element]? { array.isEmpty ? nil : array }
}

/// UIKit's name for the pasteboard.
public typealias UIPasteboard = Pasteboard
